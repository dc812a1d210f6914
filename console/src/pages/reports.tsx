import { useEffect, useState } from 'preact/hooks';
import { api, download, get, saveBlob } from '../api';
import { Capability, can } from '../can';
import { LiveEvent, useEvents, useFeedStatus, useSubscribed } from '../events';
import { text, when } from '../format';
import type { User } from '../session';
import { DataTable, ErrorBox, Loading, PageTitle, Row, Section, useLoad } from '../ui';

interface ReportParameter {
  name: string;
  type: 'number' | 'integer' | 'date' | 'string' | 'enum';
  label: string;
  description?: string;
  default?: string | number | null;
  required?: boolean;
  min?: number;
  max?: number;
  values?: string[];
}

interface ReportDefinition {
  name: string;
  title: string;
  description: string;
  parameters: ReportParameter[];
  ido: string;
  formats: string[];
  origin?: string;
}

export interface ReportRun {
  id: string;
  report: string;
  format: string;
  parameters: Record<string, unknown>;
  status: string;
  progress: number;
  rows: number | null;
  failureReason: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  artifact: string | null;
}

interface Live {
  percent: number;
  status: string;
  reason?: string;
}

/** A relative default (`today-30`) is the server's to resolve: shown, not filled in. */
function isLiteralDefault(parameter: ReportParameter): boolean {
  const value = parameter.default;
  return (
    value !== null &&
    value !== undefined &&
    !(typeof value === 'string' && value.startsWith('today'))
  );
}

function ParameterInput({
  parameter,
  value,
  onChange,
}: {
  parameter: ReportParameter;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `param-${parameter.name}`;
  const hint =
    parameter.default !== null && parameter.default !== undefined && !isLiteralDefault(parameter)
      ? `default: ${String(parameter.default)}`
      : undefined;
  const common = {
    id,
    name: parameter.name,
    required: parameter.required,
    value,
    'aria-describedby': parameter.description ? `${id}-help` : undefined,
  };
  let input;
  if (parameter.type === 'enum') {
    input = (
      <select {...common} onChange={(e) => onChange(e.currentTarget.value)}>
        {parameter.required ? null : <option value="">any</option>}
        {(parameter.values ?? []).map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    );
  } else {
    const onInput = (e: { currentTarget: HTMLInputElement }) => onChange(e.currentTarget.value);
    if (parameter.type === 'date') {
      input = <input {...common} type="date" placeholder={hint} onInput={onInput} />;
    } else if (parameter.type === 'string') {
      input = <input {...common} type="text" placeholder={hint} onInput={onInput} />;
    } else {
      input = (
        <input
          {...common}
          type="number"
          step={parameter.type === 'integer' ? 1 : 'any'}
          min={parameter.min}
          max={parameter.max}
          placeholder={hint}
          onInput={onInput}
        />
      );
    }
  }
  return (
    <label for={id}>
      {parameter.label}
      {parameter.required ? ' (required)' : ''}
      {input}
      {parameter.description ? <small id={`${id}-help`}>{parameter.description}</small> : null}
      {hint && parameter.type === 'date' ? <small>{hint} when left empty</small> : null}
    </label>
  );
}

async function downloadRun(run: ReportRun): Promise<void> {
  const { blob, filename } = await download('GET', `/api/v1/reports/runs/${run.id}/artifact`, {
    fallbackName: `${run.report}.${run.format}`,
  });
  saveBlob(blob, filename);
}

function DownloadButton({ run, label }: { run: ReportRun; label?: string }) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        class="secondary small"
        aria-busy={busy}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          downloadRun(run)
            .catch(setError)
            .finally(() => setBusy(false));
        }}
      >
        {label ?? `Download ${run.format.toUpperCase()}`}
      </button>
      <ErrorBox error={error} title="Download failed" />
    </>
  );
}

function ActiveRun({ run, live }: { run: ReportRun; live: Live | undefined }) {
  const status = live?.status ?? run.status;
  const percent = Math.round(status === 'completed' ? 100 : (live?.percent ?? run.progress));
  return (
    <article
      class="active-run"
      aria-label="Report run"
      data-testid="active-run"
      data-status={status}
    >
      <header>
        <strong>{run.report}</strong> ({run.format.toUpperCase()}) — run {run.id.slice(0, 8)}
      </header>
      <label for="run-progress">
        Progress: <span data-testid="run-percent">{percent}%</span> · {status}
      </label>
      <progress id="run-progress" max={100} value={percent} data-testid="run-progress" />
      {status === 'failed' ? (
        <p role="alert">The run failed: {live?.reason ?? run.failureReason ?? 'no reason given'}</p>
      ) : null}
      {status === 'completed' && run.status === 'completed' ? (
        <p>
          {run.rows ?? 0} rows. <DownloadButton run={run} />
        </p>
      ) : null}
    </article>
  );
}

function ReportForm({
  definition,
  onStarted,
}: {
  definition: ReportDefinition;
  onStarted: (run: ReportRun) => void;
}) {
  const initial = () =>
    Object.fromEntries(
      definition.parameters.map((p) => [p.name, isLiteralDefault(p) ? String(p.default) : '']),
    );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [format, setFormat] = useState(definition.formats[0] ?? 'csv');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValues(initial());
    setError(null);
  }, [definition.name]);
  const submit = (event: Event) => {
    event.preventDefault();
    const parameters: Record<string, string | number> = {};
    for (const p of definition.parameters) {
      const raw = (values[p.name] ?? '').trim();
      if (raw === '') continue;
      parameters[p.name] = p.type === 'number' || p.type === 'integer' ? Number(raw) : raw;
    }
    setBusy(true);
    setError(null);
    api<ReportRun>('POST', '/api/v1/reports/generate', {
      body: { report: definition.name, parameters, format },
      headers: { 'idempotency-key': crypto.randomUUID() },
    })
      .then(({ data }) => onStarted(data))
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} aria-label={`Generate ${definition.title}`} class="report-form">
      {definition.parameters.length === 0 ? (
        <p class="hint">This report takes no parameters.</p>
      ) : null}
      <div class="grid-auto">
        {definition.parameters.map((p) => (
          <ParameterInput
            key={p.name}
            parameter={p}
            value={values[p.name] ?? ''}
            onChange={(v) => setValues({ ...values, [p.name]: v })}
          />
        ))}
        <label for="report-format">
          Format
          <select
            id="report-format"
            value={format}
            onChange={(e) => setFormat(e.currentTarget.value)}
          >
            {definition.formats.map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorBox error={error} />
      <button type="submit" aria-busy={busy} disabled={busy}>
        Generate
      </button>
    </form>
  );
}

export function ReportsPage({ user }: { user: User }) {
  const mayGenerate = can(user.role, Capability.GenerateReports);
  const reports = useLoad(() => get<ReportDefinition[]>('/api/v1/reports'), []);
  const [selected, setSelected] = useState<string>('');
  const [active, setActive] = useState<ReportRun | null>(null);
  const [live, setLive] = useState<Record<string, Live>>({});
  const subscribed = useSubscribed('reports');
  const feedStatus = useFeedStatus();

  const definitions = reports.data?.data ?? [];
  const definition = definitions.find((d) => d.name === selected) ?? definitions[0];
  const recent = (reports.data?.meta.recentRuns as ReportRun[] | undefined) ?? [];

  // Progress arrives on the WebSocket; the page never reloads or polls while it is live.
  useEvents('reports', (event: LiveEvent) => {
    const jobId = text(event.data.jobId);
    if (!jobId) return;
    setLive((all) => {
      const before = all[jobId] ?? { percent: 0, status: 'queued' };
      let next: Live = before;
      if (event.type === 'job.progress')
        next = {
          ...before,
          status: 'running',
          percent: Number(event.data.percent ?? before.percent),
        };
      else if (event.type === 'job.started') next = { ...before, status: 'running' };
      else if (event.type === 'job.completed')
        next = { ...before, status: 'completed', percent: 100 };
      else if (event.type === 'job.failed' && !event.data.willRetry)
        next = { ...before, status: 'failed', reason: text(event.data.reason) };
      return { ...all, [jobId]: next };
    });
    if (event.type === 'job.completed' || event.type === 'job.failed') reports.reload();
  });

  // Once the socket says the active run ended (its events may even beat the 202), fetch the
  // run for its row count and artifact.
  const ended = active ? live[active.id]?.status : undefined;
  useEffect(() => {
    if (!active || !ended || !['completed', 'failed'].includes(ended) || active.status === ended) {
      return undefined;
    }
    let cancelled = false;
    const fetchRun = async () => {
      // The run's row is written around the time the event goes out: ask again briefly.
      for (let attempt = 0; attempt < 20 && !cancelled; attempt++) {
        const { data } = await get<ReportRun>(`/api/v1/reports/runs/${active.id}`);
        if (data.status === ended || attempt === 19) {
          if (!cancelled) setActive(data);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    void fetchRun();
    return () => {
      cancelled = true;
    };
  }, [active?.id, ended]);

  // Without the socket (a proxy that drops WebSockets), the run is polled instead.
  useEffect(() => {
    if (!active || feedStatus === 'live' || ['completed', 'failed'].includes(active.status))
      return undefined;
    const timer = setInterval(() => {
      void get<ReportRun>(`/api/v1/reports/runs/${active.id}`).then(({ data }) => setActive(data));
    }, 1500);
    return () => clearInterval(timer);
  }, [active, feedStatus]);

  return (
    <>
      <PageTitle>Reports</PageTitle>
      <ErrorBox error={reports.error} />
      {reports.loading && !reports.data ? <Loading what="reports" /> : null}
      {definition ? (
        <Section title="Generate a report" id="generate">
          <label for="report-select">
            Report
            <select
              id="report-select"
              value={definition.name}
              onChange={(e) => setSelected(e.currentTarget.value)}
            >
              {definitions.map((d) => (
                <option key={d.name} value={d.name}>
                  {d.title}
                </option>
              ))}
            </select>
          </label>
          <p>
            {definition.description}{' '}
            <small>
              (from {definition.ido}; {definition.origin ?? 'builtin'})
            </small>
          </p>
          {mayGenerate ? (
            <ReportForm definition={definition} onStarted={(run) => setActive(run)} />
          ) : (
            <p class="hint">
              Generating reports needs the Operator role; you can download the runs below.
            </p>
          )}
          <p class="hint" data-live={subscribed ? 'reports' : undefined}>
            {subscribed ? 'Progress updates live.' : 'Connecting to live progress…'}
          </p>
          {active ? <ActiveRun run={active} live={live[active.id]} /> : null}
        </Section>
      ) : null}
      <Section title="Recent runs" id="recent">
        <DataTable
          label="Recent report runs"
          rows={recent as unknown as Row[]}
          empty="No runs yet."
          columns={[
            { key: 'report', label: 'Report' },
            { key: 'format', label: 'Format' },
            {
              key: 'status',
              label: 'Status',
              render: (r) => {
                const run = r as unknown as ReportRun;
                const state = live[run.id];
                return state && run.status !== 'completed' && run.status !== 'failed'
                  ? `${state.status} ${Math.round(state.percent)}%`
                  : run.status;
              },
            },
            { key: 'rows', label: 'Rows', numeric: true },
            { key: 'createdAt', label: 'Requested', render: (r) => when(r.createdAt) },
            { key: 'finishedAt', label: 'Finished', render: (r) => when(r.finishedAt) },
            {
              key: 'download',
              label: 'Download',
              render: (r) => {
                const run = r as unknown as ReportRun;
                if (run.status === 'failed')
                  return <span title={run.failureReason ?? ''}>failed</span>;
                return run.artifact ? <DownloadButton run={run} /> : '—';
              },
            },
          ]}
        />
      </Section>
      {definitions.length > 0 ? (
        <Section title="Definitions" id="definitions">
          <DataTable
            label="Report definitions"
            rows={definitions as unknown as Row[]}
            columns={[
              { key: 'title', label: 'Title' },
              { key: 'name', label: 'Name', render: (r) => <code>{String(r.name)}</code> },
              { key: 'ido', label: 'IDO' },
              {
                key: 'parameters',
                label: 'Parameters',
                wrap: true,
                render: (r) =>
                  (r as unknown as ReportDefinition).parameters
                    .map((p) => `${p.label} (${p.type})`)
                    .join(', ') || 'none',
              },
              { key: 'origin', label: 'Origin' },
            ]}
          />
        </Section>
      ) : null}
    </>
  );
}
