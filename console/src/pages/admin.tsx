import { useState } from 'preact/hooks';
import { download, get } from '../api';
import { Capability, Role, can } from '../can';
import { when } from '../format';
import { href, type Route } from '../router';
import type { User } from '../session';
import { DataTable, ErrorBox, Loading, PageTitle, Row, Section, useLoad } from '../ui';
import { ExtensionsSection } from './admin-extensions';
import { PoliciesSection } from './admin-policies';
import { UsersSection } from './admin-users';

interface AdminSection {
  id: string;
  label: string;
  capability: Capability;
}

const SECTIONS: AdminSection[] = [
  { id: 'users', label: 'Users and API keys', capability: Capability.ManageUsers },
  { id: 'policies', label: 'Policies', capability: Capability.ConfigurePolicies },
  { id: 'extensions', label: 'Extensions', capability: Capability.ManageExtensions },
  { id: 'audit', label: 'Audit log', capability: Capability.ReadAudit },
  { id: 'health', label: 'Health', capability: Capability.ReadAudit },
];

export function adminSections(role: Role): AdminSection[] {
  return SECTIONS.filter((section) => can(role, section.capability));
}

interface AuditEntry {
  id: number;
  at: string;
  username: string | null;
  role: string | null;
  action: string;
  target: unknown;
  status: number;
  outcome: string;
  requestId: string;
  address: string | null;
}

function AuditSection() {
  const [filters, setFilters] = useState({ user: '', action: '', outcome: '', from: '', to: '' });
  const [applied, setApplied] = useState(filters);
  const [before, setBefore] = useState<number[]>([]);
  const cursor = before[before.length - 1];
  const audit = useLoad(
    () =>
      get<AuditEntry[]>('/api/v1/audit', {
        user: applied.user.trim() || undefined,
        action: applied.action.trim() || undefined,
        outcome: applied.outcome || undefined,
        from: applied.from || undefined,
        to: applied.to || undefined,
        limit: 50,
        before: cursor,
      }),
    [applied, cursor],
  );
  const next = audit.data?.meta.nextBefore as number | null | undefined;
  const field = (
    name: keyof typeof filters,
    label: string,
    type: 'text' | 'date' = 'text',
    placeholder?: string,
  ) => {
    const props = {
      name: `audit-${name}`,
      value: filters[name],
      onInput: (e: { currentTarget: HTMLInputElement }) =>
        setFilters({ ...filters, [name]: e.currentTarget.value }),
    };
    return (
      <label>
        {label}
        {type === 'date' ? (
          <input type="date" {...props} />
        ) : (
          <input type="text" placeholder={placeholder} {...props} />
        )}
      </label>
    );
  };
  return (
    <Section title="Audit log" id="audit">
      <form
        class="grid-auto"
        onSubmit={(event) => {
          event.preventDefault();
          setBefore([]);
          setApplied(filters);
        }}
      >
        {field('user', 'User')}
        {field('action', 'Action', 'text', 'e.g. PUT /api/v1/policies/:key')}
        <label>
          Outcome
          <select
            value={filters.outcome}
            onChange={(e) => setFilters({ ...filters, outcome: e.currentTarget.value })}
          >
            <option value="">any</option>
            <option value="success">success</option>
            <option value="denied">denied</option>
            <option value="failed">failed</option>
          </select>
        </label>
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <button type="submit">Filter</button>
      </form>
      <ErrorBox error={audit.error} />
      {audit.loading && !audit.data ? <Loading what="the audit log" /> : null}
      <DataTable
        label="Audit entries"
        rows={(audit.data?.data ?? []) as unknown as Row[]}
        empty="No entries match."
        columns={[
          { key: 'at', label: 'When', render: (r) => when(r.at) },
          { key: 'username', label: 'User' },
          { key: 'role', label: 'Role' },
          { key: 'action', label: 'Action', render: (r) => <code>{String(r.action)}</code> },
          {
            key: 'target',
            label: 'Target',
            wrap: true,
            render: (r) => (r.target ? JSON.stringify(r.target) : ''),
          },
          { key: 'status', label: 'Status', numeric: true },
          { key: 'outcome', label: 'Outcome' },
          { key: 'address', label: 'Address' },
          {
            key: 'requestId',
            label: 'Request id',
            render: (r) => <small>{String(r.requestId)}</small>,
          },
        ]}
      />
      <nav class="pager" aria-label="Audit pages">
        <button
          class="secondary"
          disabled={before.length === 0}
          onClick={() => setBefore(before.slice(0, -1))}
        >
          Newer
        </button>
        <span>{audit.data ? `${String(audit.data.meta.count)} entries match` : ''}</span>
        <button
          class="secondary"
          disabled={!next}
          onClick={() => next && setBefore([...before, next])}
        >
          Older
        </button>
      </nav>
    </Section>
  );
}

interface Readiness {
  status: string;
  checks: Record<string, { status: string; latencyMs: number; error?: string }>;
}

async function readiness(): Promise<{
  live: boolean;
  ready: Readiness | null;
  error: string | null;
}> {
  const live = await fetch('/healthz', { cache: 'no-store' }).then(
    (r) => r.ok,
    () => false,
  );
  const response = await fetch('/readyz', { cache: 'no-store' });
  const body = (await response.json()) as {
    data?: Readiness;
    error?: { message: string; details?: { checks?: Readiness['checks'] } };
  };
  if (body.data) return { live, ready: body.data, error: null };
  return {
    live,
    ready: { status: 'not ready', checks: body.error?.details?.checks ?? {} },
    error: body.error?.message ?? `HTTP ${response.status}`,
  };
}

function HealthSection() {
  const health = useLoad(readiness, []);
  const data = health.data;
  const [metrics, setMetrics] = useState<string | null>(null);
  const [metricsError, setMetricsError] = useState<unknown>(null);
  const showMetrics = () => {
    setMetricsError(null);
    download('GET', '/metrics', { fallbackName: 'metrics.txt' })
      .then(({ blob }) => blob.text())
      .then(setMetrics, setMetricsError);
  };
  return (
    <Section title="Health and readiness" id="health">
      <ErrorBox error={health.error} />
      {data ? (
        <>
          <p role="status" data-testid="readiness">
            Live: <strong>{data.live ? 'yes' : 'no'}</strong> · Ready:{' '}
            <strong>{data.ready?.status ?? '—'}</strong>
            {data.error ? ` (${data.error})` : ''}
          </p>
          <DataTable
            label="Readiness checks"
            rows={Object.entries(data.ready?.checks ?? {}).map(([name, check]) => ({
              name,
              ...check,
            }))}
            columns={[
              { key: 'name', label: 'Check' },
              {
                key: 'status',
                label: 'Status',
                render: (r) => <span class={`check-${String(r.status)}`}>{String(r.status)}</span>,
              },
              { key: 'latencyMs', label: 'Latency (ms)', numeric: true },
              { key: 'error', label: 'Error' },
            ]}
          />
        </>
      ) : (
        <Loading what="health" />
      )}
      <div class="row-actions">
        <button class="secondary" onClick={health.reload}>
          Check again
        </button>
        <button class="secondary outline" onClick={showMetrics}>
          Show Prometheus metrics
        </button>
        <a href="/api/v1/docs" target="_blank" rel="noopener">
          API documentation (OpenAPI)
        </a>
      </div>
      <ErrorBox error={metricsError} />
      {metrics !== null ? (
        <details open>
          <summary>Metrics (Prometheus text format)</summary>
          <pre class="code-block">
            {metrics
              .split('\n')
              .filter((line) => line.startsWith('erpc_'))
              .join('\n')}
          </pre>
        </details>
      ) : null}
    </Section>
  );
}

export function AdminPage({ user, route }: { user: User; route: Route }) {
  const sections = adminSections(user.role);
  const id = route.path[1] ?? sections[0]?.id;
  const section = sections.find((s) => s.id === id) ?? sections[0];
  return (
    <>
      <PageTitle>Admin</PageTitle>
      <nav aria-label="Admin sections" class="tabs">
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={href(`admin/${s.id}`)}
                aria-current={s.id === section?.id ? 'page' : undefined}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {section?.id === 'users' ? <UsersSection user={user} /> : null}
      {section?.id === 'policies' ? <PoliciesSection /> : null}
      {section?.id === 'extensions' ? <ExtensionsSection /> : null}
      {section?.id === 'audit' ? <AuditSection /> : null}
      {section?.id === 'health' ? <HealthSection /> : null}
    </>
  );
}
