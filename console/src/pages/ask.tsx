import { useState } from 'preact/hooks';
import { ApiError, api, download, get, saveBlob } from '../api';
import { Capability, can } from '../can';
import { BarChart, BarSeries } from '../chart';
import { cell, confidenceWords, isNumeric, percent, when } from '../format';
import { navigate } from '../router';
import type { User } from '../session';
import { DataTable, ErrorBox, Loading, PageTitle, PagedTable, Row, Section, useLoad } from '../ui';

/** What the engine understood (SPEC §7), as the API sends it. */
export interface Interpretation {
  ido: string;
  filter: string | null;
  orderBy: string | null;
  aggregate: {
    groupBy: string[];
    measures: Array<{ fn: string; property: string | null; as: string }>;
  } | null;
  fields: string[];
  distinct: boolean;
  limit: number;
  relations: Array<{
    property: string;
    ido: string;
    filter: string | null;
    matched: number;
    negated: boolean;
  }>;
  replay: string | null;
  notes: string[];
  ignored: string[];
}

interface Answer {
  question: string;
  records: Row[];
  count: number;
  elapsed: string;
  confidence: number;
  interpretation: Interpretation;
  queryId: string;
  limit: number;
}

interface HistoryEntry {
  id: string;
  user: { id: string; username: string };
  query: string;
  outcome: string;
  errorCode: string | null;
  ido: string | null;
  interpretation: Interpretation | null;
  confidence: number | null;
  count: number | null;
  elapsed: string;
  createdAt: string;
  withheld?: boolean;
}

/** Questions that show what the engine can do; click one to ask it. */
const EXAMPLES = [
  'Show overdue purchase orders over $10K',
  'total purchase order amount by vendor',
  'how many open jobs are there',
  'suppliers in Ohio',
  'customers on credit hold',
  'items that cost more than 250',
  'items below reorder point in warehouse MAIN',
  'invoices more than 30 days past due',
  '10 biggest customers by open order value',
];

function describeAggregate(interpretation: Interpretation): string | null {
  const aggregate = interpretation.aggregate;
  if (!aggregate) return null;
  const measures = aggregate.measures
    .map((m) => (m.property ? `${m.fn} of ${m.property}` : m.fn) + ` (as ${m.as})`)
    .join(', ');
  return aggregate.groupBy.length > 0
    ? `${measures}, grouped by ${aggregate.groupBy.join(', ')}`
    : measures;
}

export function InterpretationView({ interpretation }: { interpretation: Interpretation }) {
  const aggregate = describeAggregate(interpretation);
  return (
    <dl class="interpretation" aria-label="Interpretation">
      <dt>IDO</dt>
      <dd>
        <code>{interpretation.ido}</code>
      </dd>
      <dt>Filter</dt>
      <dd>
        {interpretation.filter ? <code>{interpretation.filter}</code> : 'none (every record)'}
      </dd>
      <dt>Order</dt>
      <dd>{interpretation.orderBy ? <code>{interpretation.orderBy}</code> : 'natural order'}</dd>
      <dt>Aggregation</dt>
      <dd>{aggregate ?? 'none: records as they are'}</dd>
      <dt>Fields</dt>
      <dd>
        <code>{interpretation.fields.join(', ')}</code>
        {interpretation.distinct ? ' (distinct)' : ''}
      </dd>
      {interpretation.relations.length > 0 ? (
        <>
          <dt>Through relations</dt>
          <dd>
            {interpretation.relations.map((r) => (
              <div key={r.property}>
                <code>{r.property}</code> {r.negated ? 'not ' : ''}in {r.ido}
                {r.filter ? (
                  <>
                    {' '}
                    where <code>{r.filter}</code>
                  </>
                ) : null}{' '}
                ({r.matched} matched)
              </div>
            ))}
          </dd>
        </>
      ) : null}
      {interpretation.notes.length > 0 ? (
        <>
          <dt>Notes</dt>
          <dd>{interpretation.notes.join('; ')}</dd>
        </>
      ) : null}
      {interpretation.ignored.length > 0 ? (
        <>
          <dt>Words not understood</dt>
          <dd>{interpretation.ignored.join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** A chart for answers grouped by something, with one numeric measure. */
function chartOf(answer: Answer): BarSeries | null {
  const aggregate = answer.interpretation.aggregate;
  if (!aggregate || aggregate.groupBy.length === 0 || answer.records.length < 2) return null;
  const measureKeys = aggregate.measures.map((m) => m.as);
  const measure = measureKeys.find((key) =>
    answer.records.every((r) => isNumeric(r[key]) || r[key] === null),
  );
  if (!measure) return null;
  const groupKeys = Object.keys(answer.records[0]).filter((key) => !measureKeys.includes(key));
  const labelKey = groupKeys[groupKeys.length - 1];
  if (!labelKey) return null;
  const records = answer.records.slice(0, 60);
  return {
    labels: records.map((r) => cell(r[labelKey])),
    values: records.map((r) => Number(r[measure] ?? 0)),
    measure,
  };
}

/** `/api/v1/ido/SLPos?filter=…` → the IDO browser with the same request. */
function openReplay(replay: string): void {
  const url = new URL(replay, location.origin);
  const ido = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  navigate('idos', {
    ido,
    properties: url.searchParams.get('properties') ?? undefined,
    filter: url.searchParams.get('filter') ?? undefined,
    orderby: url.searchParams.get('orderby') ?? undefined,
    recordcap: url.searchParams.get('recordcap') ?? undefined,
    distinct: url.searchParams.get('distinct') ?? undefined,
    run: '1',
  });
}

function AnswerView({ answer }: { answer: Answer }) {
  const [csvError, setCsvError] = useState<unknown>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const chart = chartOf(answer);
  const aggregate = answer.interpretation.aggregate;
  const single = aggregate && aggregate.groupBy.length === 0 && answer.records.length === 1;
  const downloadAs = (format: 'csv' | 'ndjson') => {
    setCsvBusy(true);
    setCsvError(null);
    download('POST', '/api/v1/query', {
      body: { query: answer.question, format, limit: answer.limit },
      fallbackName: `answer.${format}`,
    })
      .then(({ blob }) => saveBlob(blob, `answer-${answer.queryId.slice(0, 8)}.${format}`))
      .catch(setCsvError)
      .finally(() => setCsvBusy(false));
  };
  return (
    <section class="answer" aria-labelledby="answer-title" data-testid="answer">
      <h2 id="answer-title">Answer</h2>
      <p class="summary" role="status">
        <strong>{answer.count}</strong> {answer.count === 1 ? 'record matches' : 'records match'}
        {answer.records.length < answer.count
          ? `; the first ${answer.records.length} are shown`
          : ''}{' '}
        · {answer.elapsed}
      </p>
      <div class="confidence">
        <label for="confidence-meter">
          Confidence: <strong>{percent(answer.confidence)}</strong> —{' '}
          {confidenceWords(answer.confidence)}
        </label>
        <meter
          id="confidence-meter"
          min={0}
          max={1}
          low={0.7}
          high={0.9}
          optimum={1}
          value={answer.confidence}
        />
      </div>
      <details open>
        <summary>How the question was understood</summary>
        <InterpretationView interpretation={answer.interpretation} />
      </details>
      <div class="actions">
        {answer.interpretation.replay ? (
          <button class="secondary" onClick={() => openReplay(answer.interpretation.replay ?? '')}>
            Open in the IDO browser
          </button>
        ) : null}
        <button
          class="secondary"
          onClick={() => downloadAs('csv')}
          aria-busy={csvBusy}
          disabled={csvBusy}
        >
          Download CSV
        </button>
        <button class="secondary outline" onClick={() => downloadAs('ndjson')} disabled={csvBusy}>
          Download NDJSON
        </button>
      </div>
      <ErrorBox error={csvError} title="The download could not be made" />
      {single ? (
        <div class="stats">
          {Object.entries(answer.records[0]).map(([key, value]) => (
            <figure key={key} class="stat">
              <figcaption>{key}</figcaption>
              <p class="stat-value">{cell(value)}</p>
            </figure>
          ))}
        </div>
      ) : null}
      {chart ? <BarChart series={chart} title={answer.question} /> : null}
      <PagedTable
        rows={answer.records}
        label="Answer records"
        order={Object.keys(answer.records[0] ?? {})}
      />
    </section>
  );
}

/** 422 QUERY_NOT_UNDERSTOOD: the reason and the suggestions, each one click away. */
function Refusal({ error, onAsk }: { error: ApiError; onAsk: (q: string) => void }) {
  const details = (error.details ?? {}) as {
    suggestions?: string[];
    ignored?: string[];
    confidence?: number;
  };
  return (
    <div class="refusal" role="alert" data-testid="refusal">
      <strong>Not understood.</strong> <span>{error.message}</span>
      {details.ignored && details.ignored.length > 0 ? (
        <p>Words not understood: {details.ignored.join(', ')}</p>
      ) : null}
      {details.suggestions && details.suggestions.length > 0 ? (
        <>
          <p>Suggestions:</p>
          <ul class="suggestions">
            {details.suggestions.map((suggestion) => {
              const quoted = /"([^"]+)"/.exec(suggestion)?.[1];
              return (
                <li key={suggestion}>
                  {quoted ? (
                    <button class="link" onClick={() => onAsk(quoted)}>
                      {suggestion}
                    </button>
                  ) : (
                    suggestion
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function History({
  user,
  refreshKey,
  onAsk,
}: {
  user: User;
  refreshKey: number;
  onAsk?: (q: string) => void;
}) {
  const [outcome, setOutcome] = useState('');
  const [who, setWho] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [detail, setDetail] = useState<HistoryEntry | null>(null);
  const cursor = cursors[cursors.length - 1];
  const isAdmin = can(user.role, Capability.ManageUsers);
  const history = useLoad(
    () =>
      get<HistoryEntry[]>('/api/v1/queries', {
        limit: 15,
        outcome: outcome || undefined,
        user: who.trim() || undefined,
        cursor,
      }),
    [outcome, who, cursor, refreshKey],
  );
  const next = history.data?.meta.nextCursor as string | null | undefined;
  return (
    <Section title="History" id="history">
      <p class="hint">
        {isAdmin ? 'Everyone’s questions' : 'Your questions'}, newest first, shown through your own
        field masks.
      </p>
      <div class="grid filters">
        <label>
          Outcome
          <select
            value={outcome}
            onChange={(e) => (setCursors([]), setOutcome(e.currentTarget.value))}
          >
            <option value="">any</option>
            <option value="answered">answered</option>
            <option value="refused">refused</option>
            <option value="failed">failed</option>
          </select>
        </label>
        {isAdmin ? (
          <label>
            User
            <input
              value={who}
              placeholder="any user"
              onChange={(e) => (setCursors([]), setWho(e.currentTarget.value))}
            />
          </label>
        ) : null}
      </div>
      <ErrorBox error={history.error} />
      {history.loading && !history.data ? <Loading what="the history" /> : null}
      {history.data ? (
        <DataTable
          label="Question history"
          rows={history.data.data as unknown as Row[]}
          columns={[
            { key: 'createdAt', label: 'When', render: (r) => when(r.createdAt) },
            {
              key: 'user',
              label: 'Who',
              render: (r) => (r as unknown as HistoryEntry).user.username,
            },
            { key: 'query', label: 'Question', wrap: true },
            { key: 'outcome', label: 'Outcome' },
            { key: 'count', label: 'Records', numeric: true },
            {
              key: 'confidence',
              label: 'Confidence',
              render: (r) => (isNumeric(r.confidence) ? percent(r.confidence) : '—'),
            },
            {
              key: 'actions',
              label: 'Actions',
              render: (r) => {
                const entry = r as unknown as HistoryEntry;
                return (
                  <div class="row-actions">
                    <button
                      class="secondary outline small"
                      onClick={() =>
                        void get<HistoryEntry>(`/api/v1/queries/${entry.id}`).then(
                          ({ data }) => setDetail(data),
                          () => setDetail(entry),
                        )
                      }
                    >
                      Details
                    </button>
                    {onAsk ? (
                      <button class="secondary outline small" onClick={() => onAsk(entry.query)}>
                        Ask again
                      </button>
                    ) : null}
                  </div>
                );
              },
            },
          ]}
          empty="No questions yet."
        />
      ) : null}
      <nav class="pager" aria-label="History pages">
        <button
          class="secondary"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Newer
        </button>
        <span>{history.data ? `${String(history.data.meta.count)} in all` : ''}</span>
        <button
          class="secondary"
          disabled={!next}
          onClick={() => next && setCursors([...cursors, next])}
        >
          Older
        </button>
      </nav>
      {detail ? (
        <article class="history-detail" aria-label="Question details">
          <header>
            <strong>{detail.query}</strong> — {detail.user.username}, {when(detail.createdAt)}
          </header>
          <p>
            Outcome {detail.outcome}
            {detail.errorCode ? ` (${detail.errorCode})` : ''}; {detail.count ?? '—'} records;{' '}
            {detail.elapsed}
            {detail.withheld ? '; part of the interpretation is withheld by your field mask' : ''}
          </p>
          {detail.interpretation ? (
            <InterpretationView interpretation={detail.interpretation} />
          ) : null}
          <button class="secondary" onClick={() => setDetail(null)}>
            Close
          </button>
        </article>
      ) : null}
    </Section>
  );
}

export function AskPage({ user }: { user: User }) {
  const mayAsk = can(user.role, Capability.RunQueries);
  const [question, setQuestion] = useState('');
  const [limit, setLimit] = useState('50');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(0);

  const ask = (text: string) => {
    const query = text.trim();
    if (!query) return;
    setQuestion(query);
    setBusy(true);
    setError(null);
    const max = Number(limit) || 50;
    api<Row[]>('POST', '/api/v1/query', { body: { query, limit: max } })
      .then(({ data, meta }) =>
        setAnswer({
          question: query,
          records: data,
          count: Number(meta.count),
          elapsed: String(meta.elapsed),
          confidence: Number(meta.confidence),
          interpretation: meta.interpretation as Interpretation,
          queryId: String(meta.queryId),
          limit: max,
        }),
      )
      .catch((failure: unknown) => {
        setAnswer(null);
        setError(failure);
      })
      .finally(() => {
        setBusy(false);
        setAsked((n) => n + 1);
      });
  };

  return (
    <>
      <PageTitle>Ask</PageTitle>
      {mayAsk ? (
        <section aria-label="Ask a question">
          <form
            class="ask-form"
            onSubmit={(event) => {
              event.preventDefault();
              ask(question);
            }}
          >
            <label for="question">Question in plain English</label>
            <div class="ask-row">
              <input
                id="question"
                name="question"
                type="search"
                maxLength={1000}
                placeholder="e.g. Show overdue purchase orders over $10K"
                value={question}
                onInput={(e) => setQuestion(e.currentTarget.value)}
              />
              <label class="limit">
                Up to
                <input
                  type="number"
                  min={1}
                  max={1000}
                  value={limit}
                  aria-label="Records at most"
                  onInput={(e) => setLimit(e.currentTarget.value)}
                />
              </label>
              <button type="submit" aria-busy={busy} disabled={busy}>
                Ask
              </button>
            </div>
          </form>
          <div class="examples">
            <span id="examples-label">Examples:</span>
            <ul aria-labelledby="examples-label">
              {EXAMPLES.map((example) => (
                <li key={example}>
                  <button class="chip" type="button" onClick={() => ask(example)}>
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <p class="hint">
          Asking questions needs the Operator role; as {user.role} you can read the shared history
          below and open earlier answers’ interpretations.
        </p>
      )}
      {error instanceof ApiError && error.code === 'QUERY_NOT_UNDERSTOOD' ? (
        <Refusal error={error} onAsk={ask} />
      ) : (
        <ErrorBox error={error} />
      )}
      {answer ? <AnswerView answer={answer} /> : null}
      <History user={user} refreshKey={asked} onAsk={mayAsk ? ask : undefined} />
    </>
  );
}
