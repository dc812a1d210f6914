import { useState } from 'preact/hooks';
import { api, get } from '../api';
import { Capability, can } from '../can';
import { LiveEvent, useEvents, useSubscribed } from '../events';
import { cell, text, when } from '../format';
import { href, navigate, type Route } from '../router';
import type { User } from '../session';
import { DataTable, ErrorBox, Loading, PageTitle, Row, Section, columnsOf, useLoad } from '../ui';

interface AgentView {
  id: string;
  name: string;
  state: string;
  version: string | null;
  pendingVersion: string | null;
  description: string;
  examples: string[];
  trigger: { type: string; cron?: string; timezone?: string } | null;
  scope: Array<{ ido: string; properties: string[] | '*' }>;
  lastRun: { id: string; status: string; outcome: string | null; finishedAt: string | null } | null;
  nextRunAt: string | null;
  lastError: string | null;
  versions?: Array<{ version: string; state: string; deployedAt: string | null; errors: unknown }>;
  manifest?: unknown;
}

interface StepResult {
  id: string;
  ido: string;
  columns: string[];
  count: number;
  records: Row[];
  withheld: number;
}

interface AgentRun {
  id: string;
  version: string;
  trigger: string;
  status: string;
  outcome: string | null;
  input: string | null;
  failureReason: string | null;
  createdAt: string;
  finishedAt: string | null;
  result: {
    steps: StepResult[];
    values: Record<string, number | null>;
    alerts: Array<{
      from: string;
      severity: string;
      message: string;
      count: number;
      records: Row[];
    }>;
    answer: unknown;
    reports: unknown[];
  } | null;
}

interface Alert {
  id: number;
  ts: string;
  agent: string;
  severity: string;
  message: string;
  count: number | null;
  records: Row[];
  columns?: string[];
}

const SKELETON = `name: my-agent
version: 1.0.0
description: What this agent watches for.
scope:
  - ido: SLItems
    properties: [Item, Description, UnitCost]
trigger:
  type: manual
steps:
  - id: costly
    load:
      ido: SLItems
      properties: [Item, Description, UnitCost]
      filter: "UnitCost > 1000"
      limit: 50
  - condition: costly.count > 0
  - alert:
      from: costly
      severity: info
      message: "{count} items cost more than 1000"
`;

function triggerText(agent: AgentView): string {
  if (!agent.trigger) return '—';
  if (agent.trigger.type === 'schedule')
    return `schedule ${agent.trigger.cron ?? ''} (${agent.trigger.timezone ?? 'UTC'})`;
  return agent.trigger.type;
}

function Records({ rows, label, columns }: { rows: Row[]; label: string; columns?: string[] }) {
  if (rows.length === 0) return null;
  return <DataTable label={label} rows={rows} columns={columnsOf(rows, columns)} />;
}

function AlertFeed({ alerts }: { alerts: Alert[] }) {
  const subscribed = useSubscribed('agents');
  return (
    <Section title="Live alerts" id="alerts">
      <p class="hint" data-live={subscribed ? 'agents' : undefined}>
        {subscribed ? 'Alerts appear here as agents raise them.' : 'Connecting to live alerts…'}
      </p>
      <ul class="alert-feed" aria-live="polite" data-testid="alert-feed">
        {alerts.length === 0 ? <li class="empty">No alerts since this page opened.</li> : null}
        {alerts.map((alert) => (
          <li key={alert.id} class={`alert severity-${alert.severity}`} data-agent={alert.agent}>
            <details>
              <summary>
                <span class="severity">{alert.severity}</span> <strong>{alert.agent}</strong>:{' '}
                {alert.message} <small>{when(alert.ts)}</small>
              </summary>
              <Records
                rows={alert.records}
                columns={alert.columns}
                label={`Records of the alert from ${alert.agent}`}
              />
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RunDetail({ run }: { run: AgentRun }) {
  return (
    <div class="run-detail">
      {run.input ? <p>Question: {run.input}</p> : null}
      {run.failureReason ? <p role="alert">Failed: {run.failureReason}</p> : null}
      {run.result ? (
        <>
          {Object.keys(run.result.values).length > 0 ? (
            <p>
              Values:{' '}
              {Object.entries(run.result.values)
                .map(([name, value]) => `${name} = ${cell(value)}`)
                .join('; ')}
            </p>
          ) : null}
          {run.result.alerts.map((alert, i) => (
            <div key={i} class={`alert severity-${alert.severity}`}>
              <p>
                <span class="severity">{alert.severity}</span> {alert.message}
              </p>
              <Records rows={alert.records} label={`Alert ${i + 1} records`} />
            </div>
          ))}
          {run.result.steps.map((step) => (
            <details key={step.id}>
              <summary>
                Step <code>{step.id}</code> on {step.ido}: {step.count} records
                {step.withheld ? ` (${step.withheld} withheld)` : ''}
              </summary>
              <Records
                rows={step.records}
                columns={step.columns}
                label={`Records of step ${step.id}`}
              />
            </details>
          ))}
        </>
      ) : null}
    </div>
  );
}

function AgentDetail({
  name,
  user,
  onChanged,
  refreshKey,
}: {
  name: string;
  user: User;
  onChanged: () => void;
  refreshKey: number;
}) {
  const agent = useLoad(
    () => get<AgentView>(`/api/v1/agents/${encodeURIComponent(name)}`),
    [name, refreshKey],
  );
  const runs = useLoad(
    () => get<AgentRun[]>(`/api/v1/agents/${encodeURIComponent(name)}/runs`, { limit: 10 }),
    [name, refreshKey],
  );
  const [input, setInput] = useState('');
  const [openRun, setOpenRun] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const mayInvoke = can(user.role, Capability.InvokeAgents);
  const mayDeploy = can(user.role, Capability.DeployAgents);
  const act = (work: Promise<unknown>, done: string) => {
    setBusy(true);
    setActionError(null);
    setNotice('');
    work
      .then(() => {
        setNotice(done);
        onChanged();
      })
      .catch(setActionError)
      .finally(() => setBusy(false));
  };
  const view = agent.data?.data;
  if (agent.error) return <ErrorBox error={agent.error} />;
  if (!view) return <Loading what={`agent ${name}`} />;
  let faults: unknown = null;
  try {
    faults = view.lastError ? JSON.parse(view.lastError) : null;
  } catch {
    faults = view.lastError;
  }
  return (
    <article class="agent-detail" aria-label={`Agent ${name}`}>
      <header>
        <h3>{view.name}</h3>
        <p>{view.description}</p>
      </header>
      <p>
        State <strong>{view.state}</strong>, version {view.version ?? '—'}
        {view.pendingVersion ? ` (deploying ${view.pendingVersion})` : ''}; trigger{' '}
        {triggerText(view)}; next run {when(view.nextRunAt)}.
      </p>
      <p>
        Scope:{' '}
        {view.scope
          .map(
            (s) =>
              `${s.ido} (${s.properties === '*' ? 'all properties' : s.properties.join(', ')})`,
          )
          .join('; ')}
      </p>
      {faults ? (
        <div class="error-box" role="note">
          <strong>The last deploy failed</strong>
          {Array.isArray(faults) ? (
            <ul class="faults">
              {(faults as Array<{ field?: string; message?: string }>).map((f, i) => (
                <li key={i}>
                  <code>{f.field ?? ''}</code>: {f.message}
                </li>
              ))}
            </ul>
          ) : (
            <p>{text(faults)}</p>
          )}
        </div>
      ) : null}
      {mayInvoke ? (
        <form
          class="invoke-form"
          onSubmit={(event) => {
            event.preventDefault();
            act(
              api('POST', `/api/v1/agents/${encodeURIComponent(name)}/invoke`, {
                body: input.trim() ? { input: input.trim() } : {},
                headers: { 'idempotency-key': crypto.randomUUID() },
              }),
              `Invoked ${name}; its run and any alert appear below as they happen.`,
            );
          }}
        >
          <label for="invoke-input">
            Question within the agent’s scope (optional)
            <input
              id="invoke-input"
              value={input}
              placeholder={view.examples[0] ?? ''}
              onInput={(e) => setInput(e.currentTarget.value)}
            />
          </label>
          {view.examples.length > 0 ? (
            <ul class="examples-inline">
              {view.examples.map((example) => (
                <li key={example}>
                  <button type="button" class="chip" onClick={() => setInput(example)}>
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="submit" aria-busy={busy} disabled={busy}>
            Invoke {name}
          </button>
        </form>
      ) : null}
      {mayDeploy ? (
        <div class="row-actions">
          {(view.versions ?? [])
            .filter((v) => v.state === 'superseded')
            .map((v) => (
              <button
                key={v.version}
                class="secondary outline"
                disabled={busy}
                onClick={() =>
                  act(
                    api('POST', '/api/v1/agents/deploy', {
                      body: { redeploy: { name, version: v.version } },
                    }),
                    `Putting version ${v.version} back in force…`,
                  )
                }
              >
                Redeploy {v.version}
              </button>
            ))}
          <button
            class="secondary outline danger"
            disabled={busy}
            onClick={() => {
              if (!confirm(`Remove agent ${name}, its versions and runs?`)) return;
              act(api('DELETE', `/api/v1/agents/${encodeURIComponent(name)}`), `Removed ${name}.`);
              navigate('agents');
            }}
          >
            Remove agent
          </button>
        </div>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      <ErrorBox error={actionError} />
      {view.versions && view.versions.length > 0 ? (
        <details>
          <summary>Versions ({view.versions.length})</summary>
          <DataTable
            label="Versions"
            rows={view.versions}
            columns={[
              { key: 'version', label: 'Version' },
              { key: 'state', label: 'State' },
              { key: 'deployedAt', label: 'Deployed', render: (r) => when(r.deployedAt) },
            ]}
          />
        </details>
      ) : null}
      {view.manifest ? (
        <details>
          <summary>Manifest in force</summary>
          <pre class="code-block">{JSON.stringify(view.manifest, null, 2)}</pre>
        </details>
      ) : null}
      <h4>Runs</h4>
      <ErrorBox error={runs.error} />
      <DataTable
        label={`Runs of ${name}`}
        rows={(runs.data?.data ?? []) as unknown as Row[]}
        empty="No runs yet."
        rowKey={(r) => String(r.id)}
        columns={[
          { key: 'createdAt', label: 'When', render: (r) => when(r.createdAt) },
          { key: 'trigger', label: 'Trigger' },
          { key: 'version', label: 'Version' },
          { key: 'status', label: 'Status' },
          {
            key: 'outcome',
            label: 'Outcome',
            render: (r) => <span data-outcome={String(r.outcome)}>{cell(r.outcome)}</span>,
          },
          {
            key: 'alerts',
            label: 'Alerts',
            numeric: true,
            render: (r) => String((r as unknown as AgentRun).result?.alerts.length ?? 0),
          },
          {
            key: 'open',
            label: 'Details',
            render: (r) => (
              <button
                class="secondary outline small"
                onClick={() => setOpenRun(openRun === r.id ? null : String(r.id))}
              >
                {openRun === r.id ? 'Hide' : 'Show'}
              </button>
            ),
          },
        ]}
      />
      {openRun && runs.data ? (
        <RunDetail run={runs.data.data.find((r) => r.id === openRun) as AgentRun} />
      ) : null}
    </article>
  );
}

function DeployForm({ deployEvents }: { deployEvents: LiveEvent[] }) {
  const [manifest, setManifest] = useState('');
  const [template, setTemplate] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<{ agent: string; version: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const outcome = pending
    ? deployEvents.find((e) => e.data.agent === pending.agent && e.data.version === pending.version)
    : undefined;
  const send = (request: Promise<{ data: { agent: string; version: string } }>) => {
    setBusy(true);
    setError(null);
    setPending(null);
    request
      .then(({ data }) => setPending({ agent: data.agent, version: data.version }))
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <Section title="Deploy an agent" id="deploy">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(
            api('POST', '/api/v1/agents/deploy', {
              rawBody: { content: manifest, type: 'application/yaml' },
            }),
          );
        }}
      >
        <label for="manifest">
          Manifest (YAML or JSON; see docs/agents.md)
          <textarea
            id="manifest"
            name="manifest"
            rows={14}
            class="mono"
            spellcheck={false}
            value={manifest}
            onInput={(e) => setManifest(e.currentTarget.value)}
          />
        </label>
        <div class="row-actions">
          <button type="submit" aria-busy={busy} disabled={busy || !manifest.trim()}>
            Deploy
          </button>
          <button type="button" class="secondary outline" onClick={() => setManifest(SKELETON)}>
            Start from a skeleton
          </button>
        </div>
      </form>
      <form
        class="template-form"
        onSubmit={(event) => {
          event.preventDefault();
          send(api('POST', '/api/v1/agents/deploy', { body: { template: template.trim() } }));
        }}
      >
        <label for="template">
          Or deploy an extension’s agent template by name
          <div class="ask-row">
            <input
              id="template"
              value={template}
              onInput={(e) => setTemplate(e.currentTarget.value)}
            />
            <button type="submit" class="secondary" disabled={busy || !template.trim()}>
              Deploy template
            </button>
          </div>
        </label>
      </form>
      <ErrorBox error={error} title="The manifest was refused" />
      {pending && !outcome ? (
        <p role="status" aria-busy="true">
          Deploying {pending.agent} {pending.version}: checking it against the catalog…
        </p>
      ) : null}
      {outcome?.type === 'agent.deployed' ? (
        <p role="status" data-testid="deploy-result">
          Deployed {pending?.agent} {pending?.version}.{' '}
          <a href={href(`agents/${pending?.agent ?? ''}`)}>Open it</a>
        </p>
      ) : null}
      {outcome?.type === 'agent.deploy_failed' ? (
        <div role="alert" class="error-box" data-testid="deploy-result">
          <strong>
            Deploying {pending?.agent} {pending?.version} failed
          </strong>
          <ul class="faults">
            {(
              (outcome.data.errors as Array<{ field?: string; message?: string }> | undefined) ?? []
            ).map((f, i) => (
              <li key={i}>
                <code>{f.field ?? ''}</code>: {f.message}
              </li>
            ))}
          </ul>
          <p>
            The version in force before ({text(outcome.data.inForce ?? 'none')}) stays in force.
          </p>
        </div>
      ) : null}
    </Section>
  );
}

export function AgentsPage({ user, route }: { user: User; route: Route }) {
  const selected = route.path[1] ?? null;
  const [refreshKey, setRefreshKey] = useState(0);
  const agents = useLoad(() => get<AgentView[]>('/api/v1/agents'), [refreshKey]);
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const [deployEvents, setDeployEvents] = useState<LiveEvent[]>([]);
  const refresh = () => setRefreshKey((k) => k + 1);

  useEvents('agents', (event) => {
    if (event.type === 'agent.alert') {
      const data = event.data;
      const alert: Alert = {
        id: event.id,
        ts: event.ts,
        agent: text(data.agent),
        severity: text(data.severity ?? 'info'),
        message: text(data.message ?? data.messageTemplate ?? 'alert'),
        count: typeof data.count === 'number' ? data.count : null,
        records: Array.isArray(data.records) ? (data.records as Row[]) : [],
        columns: Array.isArray(data.columns) ? (data.columns as string[]) : undefined,
      };
      setAlerts((all) => [alert, ...all].slice(0, 50));
    }
    if (event.type === 'agent.deployed' || event.type === 'agent.deploy_failed') {
      setDeployEvents((all) => [event, ...all].slice(0, 20));
    }
    refresh();
  });

  return (
    <>
      <PageTitle>Agents</PageTitle>
      <ErrorBox error={agents.error} />
      {agents.loading && !agents.data ? <Loading what="agents" /> : null}
      <div class="agents-layout">
        <div>
          <DataTable
            label="Agents"
            rows={(agents.data?.data ?? []) as unknown as Row[]}
            empty="No agents are deployed."
            rowKey={(r) => String(r.name)}
            columns={[
              {
                key: 'name',
                label: 'Agent',
                render: (r) => (
                  <a
                    href={href(`agents/${String(r.name)}`)}
                    aria-current={selected === r.name ? 'true' : undefined}
                  >
                    {String(r.name)}
                  </a>
                ),
              },
              { key: 'state', label: 'State' },
              {
                key: 'version',
                label: 'Version',
                render: (r) =>
                  `${cell(r.version)}${r.pendingVersion ? ` → ${text(r.pendingVersion)}` : ''}`,
              },
              {
                key: 'trigger',
                label: 'Trigger',
                render: (r) => triggerText(r as unknown as AgentView),
              },
              {
                key: 'lastRun',
                label: 'Last run',
                render: (r) => {
                  const last = (r as unknown as AgentView).lastRun;
                  return last
                    ? `${last.outcome ?? last.status}, ${when(last.finishedAt)}`
                    : 'never';
                },
              },
              { key: 'nextRunAt', label: 'Next run', render: (r) => when(r.nextRunAt) },
            ]}
          />
          {selected ? (
            <AgentDetail name={selected} user={user} onChanged={refresh} refreshKey={refreshKey} />
          ) : null}
        </div>
        <AlertFeed alerts={alerts} />
      </div>
      {can(user.role, Capability.DeployAgents) ? <DeployForm deployEvents={deployEvents} /> : null}
    </>
  );
}
