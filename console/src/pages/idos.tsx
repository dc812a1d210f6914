import { useEffect, useState } from 'preact/hooks';
import { ApiError, Envelope, get } from '../api';
import { text } from '../format';
import type { Route } from '../router';
import { DataTable, ErrorBox, Loading, PageTitle, Row, Section, columnsOf, useLoad } from '../ui';

interface IdoSummary {
  name: string;
  label: string;
  pluralLabel: string;
  description?: string;
  keys: string[];
}

interface PropertyMeta {
  name: string;
  type: string;
  label: string;
  alias: string;
  key: boolean;
  nullable: boolean;
  derived: boolean;
  description?: string;
  enumValues?: Array<{ value: string; label: string }>;
}

interface IdoMetadata {
  name: string;
  label: string;
  description?: string;
  keys: string[];
  defaultProperties: string[];
  properties: PropertyMeta[];
  relations: Array<{ property: string; ido: string; targetProperty?: string }>;
}

interface LoadRequest {
  ido: string;
  properties: string[] | null;
  filter: string;
  orderby: string;
  recordcap: string;
  distinct: boolean;
}

/** FILTER_INVALID answers carry the 0-based position of the fault: point at it. */
function FilterFault({ filter, error }: { filter: string; error: ApiError }) {
  const details = (error.details ?? {}) as {
    position?: number;
    expected?: string[];
    suggestions?: string[];
  };
  const position =
    typeof details.position === 'number' ? Math.min(details.position, filter.length) : null;
  return (
    <div class="error-box" role="alert" id="filter-error" data-testid="filter-error">
      <strong>The filter is not valid</strong> <span class="code">{error.code}</span>
      <p class="message">{error.message}</p>
      {position !== null ? (
        <pre class="filter-fault" aria-label={`The fault is at position ${position}`}>
          {filter.slice(0, position)}
          <mark>{filter.slice(position, position + 1) || ' '}</mark>
          {filter.slice(position + 1)}
          {'\n'}
          {' '.repeat(position)}^ position {position}
        </pre>
      ) : null}
      {details.expected && details.expected.length > 0 ? (
        <p>Expected: {details.expected.join(', ')}</p>
      ) : null}
      {details.suggestions && details.suggestions.length > 0 ? (
        <p>Did you mean: {details.suggestions.join(', ')}?</p>
      ) : null}
    </div>
  );
}

function MetadataView({ metadata }: { metadata: IdoMetadata }) {
  return (
    <details class="metadata">
      <summary>
        Metadata of {metadata.name}: {metadata.properties.length} properties, keys{' '}
        {metadata.keys.join(', ')}
      </summary>
      {metadata.description ? <p>{metadata.description}</p> : null}
      <DataTable
        label={`Properties of ${metadata.name}`}
        rows={metadata.properties as unknown as Row[]}
        columns={[
          { key: 'name', label: 'Property', render: (r) => <code>{String(r.name)}</code> },
          { key: 'label', label: 'Label' },
          { key: 'type', label: 'Type' },
          { key: 'alias', label: 'Alias' },
          {
            key: 'flags',
            label: 'Flags',
            render: (r) => {
              const p = r as unknown as PropertyMeta;
              return [p.key ? 'key' : '', p.derived ? 'derived' : '', p.nullable ? 'nullable' : '']
                .filter(Boolean)
                .join(', ');
            },
          },
          {
            key: 'enumValues',
            label: 'Values',
            render: (r) =>
              (r as unknown as PropertyMeta).enumValues
                ?.map((e) => `${e.value} ${e.label}`)
                .join('; ') ?? '',
          },
        ]}
      />
      <p>
        <strong>Relations:</strong>{' '}
        {metadata.relations.length === 0
          ? 'none'
          : metadata.relations
              .map(
                (r) => `${r.property} → ${r.ido}${r.targetProperty ? `.${r.targetProperty}` : ''}`,
              )
              .join('; ')}
      </p>
      <p>
        <strong>Default properties:</strong> {metadata.defaultProperties.join(', ')}
      </p>
    </details>
  );
}

function requestFromRoute(route: Route): LoadRequest | null {
  const ido = route.params.get('ido');
  if (!ido) return null;
  const properties = route.params.get('properties');
  return {
    ido,
    properties: properties
      ? properties
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : null,
    filter: route.params.get('filter') ?? '',
    orderby: route.params.get('orderby') ?? '',
    recordcap: route.params.get('recordcap') ?? '',
    distinct: route.params.get('distinct') === 'true',
  };
}

export function IdosPage({ route }: { route: Route }) {
  const list = useLoad(() => get<IdoSummary[]>('/api/v1/ido'), []);
  const fromRoute = requestFromRoute(route);
  const [ido, setIdo] = useState(fromRoute?.ido ?? '');
  const [properties, setProperties] = useState<string[] | null>(fromRoute?.properties ?? null);
  const [filter, setFilter] = useState(fromRoute?.filter ?? '');
  const [orderby, setOrderby] = useState(fromRoute?.orderby ?? '');
  const [recordcap, setRecordcap] = useState(fromRoute?.recordcap ?? '');
  const [distinct, setDistinct] = useState(fromRoute?.distinct ?? false);
  const [metaTick, setMetaTick] = useState(0);
  const [result, setResult] = useState<Envelope<Row[]> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [bookmarks, setBookmarks] = useState<Array<string | undefined>>([undefined]);
  const [sentFilter, setSentFilter] = useState('');

  const metadata = useLoad(
    () =>
      ido
        ? get<IdoMetadata>(`/api/v1/ido/${encodeURIComponent(ido)}/metadata`)
        : Promise.resolve(null),
    [ido, metaTick],
  );
  const meta = metadata.data?.data ?? null;

  // A link from elsewhere (a question's replay) opens with its request and runs it.
  const routeKey = route.params.toString();
  useEffect(() => {
    const request = requestFromRoute(route);
    if (!request) return;
    setIdo(request.ido);
    setProperties(request.properties);
    setFilter(request.filter);
    setOrderby(request.orderby);
    setRecordcap(request.recordcap);
    setDistinct(request.distinct);
    if (route.params.get('run') === '1') run(request, [undefined]);
  }, [routeKey]);

  useEffect(() => {
    if (!ido && list.data && list.data.data.length > 0) setIdo(list.data.data[0].name);
  }, [list.data]);

  function run(request: LoadRequest, pages: Array<string | undefined>) {
    if (!request.ido) return;
    setBusy(true);
    setError(null);
    setSentFilter(request.filter);
    const bookmark = pages[pages.length - 1];
    // Metadata again too: what this role may see can change between requests (policies).
    setMetaTick((t) => t + 1);
    get<Row[]>(`/api/v1/ido/${encodeURIComponent(request.ido)}`, {
      properties: request.properties ? request.properties.join(',') : undefined,
      filter: request.filter.trim() || undefined,
      orderby: request.orderby.trim() || undefined,
      recordcap: request.recordcap.trim() || undefined,
      distinct: request.distinct ? 'true' : undefined,
      bookmark,
    })
      .then((answer) => {
        setResult(answer);
        setBookmarks(pages);
      })
      .catch((failure: unknown) => {
        setError(failure);
        setResult(null);
      })
      .finally(() => setBusy(false));
  }

  const current: LoadRequest = { ido, properties, filter, orderby, recordcap, distinct };
  const filterError = error instanceof ApiError && error.code === 'FILTER_INVALID' ? error : null;
  const nextBookmark = result?.meta.nextBookmark as string | null | undefined;
  const toggle = (name: string, on: boolean) => {
    const base = properties ?? meta?.defaultProperties ?? [];
    const next = on ? [...base, name] : base.filter((p) => p !== name);
    const order = meta?.properties.map((p) => p.name) ?? next;
    setProperties(order.filter((p) => next.includes(p)));
  };
  const chosen = properties ?? meta?.defaultProperties ?? [];

  return (
    <>
      <PageTitle>IDOs</PageTitle>
      <ErrorBox error={list.error} />
      <form
        class="ido-form"
        onSubmit={(event) => {
          event.preventDefault();
          run(current, [undefined]);
        }}
      >
        <div class="grid">
          <label>
            IDO
            <select
              name="ido"
              value={ido}
              onChange={(e) => {
                setIdo(e.currentTarget.value);
                setProperties(null);
                setResult(null);
                setError(null);
              }}
            >
              {(list.data?.data ?? []).map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name} — {entry.pluralLabel}
                </option>
              ))}
            </select>
          </label>
          <label>
            Order by
            <input
              name="orderby"
              placeholder="e.g. OrderDate DESC"
              value={orderby}
              onInput={(e) => setOrderby(e.currentTarget.value)}
            />
          </label>
          <label>
            Records per page
            <input
              name="recordcap"
              type="number"
              min={-1}
              placeholder="200 (policy default)"
              value={recordcap}
              onInput={(e) => setRecordcap(e.currentTarget.value)}
            />
          </label>
        </div>
        <label for="filter">Filter</label>
        <input
          id="filter"
          name="filter"
          class="mono"
          placeholder="e.g. Stat = 'O' AND OrderDate >= '2026-01-01'"
          value={filter}
          aria-invalid={filterError ? 'true' : undefined}
          aria-describedby={filterError ? 'filter-error' : 'filter-help'}
          onInput={(e) => setFilter(e.currentTarget.value)}
        />
        <small id="filter-help">
          = &lt;&gt; &lt; &lt;= &gt; &gt;=, LIKE, IN (…), BETWEEN … AND …, IS [NOT] NULL, AND OR
          NOT, parentheses; text in single quotes.
        </small>
        {filterError ? <FilterFault filter={sentFilter} error={filterError} /> : null}
        {meta ? (
          <fieldset class="properties">
            <legend>
              Properties {properties === null ? <small>(the IDO’s defaults)</small> : null}
            </legend>
            <div class="property-grid">
              {meta.properties.map((p) => (
                <label key={p.name}>
                  <input
                    type="checkbox"
                    name={`property-${p.name}`}
                    checked={chosen.includes(p.name)}
                    onChange={(e) => toggle(p.name, e.currentTarget.checked)}
                  />
                  {p.name}
                  {p.derived ? <small> (derived)</small> : null}
                </label>
              ))}
            </div>
            <div class="row-actions">
              <button
                type="button"
                class="secondary outline small"
                onClick={() => setProperties(null)}
              >
                Defaults
              </button>
              <button
                type="button"
                class="secondary outline small"
                onClick={() => setProperties(meta.properties.map((p) => p.name))}
              >
                All
              </button>
              <label class="inline">
                <input
                  type="checkbox"
                  checked={distinct}
                  onChange={(e) => setDistinct(e.currentTarget.checked)}
                />
                Distinct combinations only
              </label>
            </div>
          </fieldset>
        ) : null}
        <button type="submit" aria-busy={busy} disabled={busy || !ido}>
          Load
        </button>
      </form>
      {filterError ? null : <ErrorBox error={error} />}
      {result ? (
        <Section title={`Records of ${text(result.meta.ido ?? ido)}`} id="records">
          <p class="summary" role="status" data-testid="ido-summary">
            {String(result.meta.count)} match · {String(result.meta.returned)} on this page (page{' '}
            {bookmarks.length}) · {String(result.meta.elapsed)}
          </p>
          <DataTable
            label="IDO records"
            rows={result.data}
            columns={columnsOf(result.data)}
            empty="No records match."
          />
          <nav class="pager" aria-label="Record pages">
            <button
              type="button"
              class="secondary"
              disabled={bookmarks.length <= 1 || busy}
              onClick={() => run(current, bookmarks.slice(0, -1))}
            >
              Previous page
            </button>
            <button
              type="button"
              class="secondary"
              disabled={bookmarks.length <= 1 || busy}
              onClick={() => run(current, [undefined])}
            >
              First page
            </button>
            <button
              type="button"
              class="secondary"
              disabled={!nextBookmark || busy}
              onClick={() => nextBookmark && run(current, [...bookmarks, nextBookmark])}
            >
              Next page
            </button>
          </nav>
        </Section>
      ) : null}
      {metadata.loading && !meta ? <Loading what="metadata" /> : null}
      <ErrorBox error={metadata.error} />
      {meta ? <MetadataView metadata={meta} /> : null}
      {list.data && list.data.data.length === 0 ? <p>Your role may see no IDOs.</p> : null}
    </>
  );
}
