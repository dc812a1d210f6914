import { useState } from 'preact/hooks';
import { api, get } from '../api';
import { text, when } from '../format';
import { DataTable, ErrorBox, Loading, Row, Section, useLoad } from '../ui';

interface Policy {
  key: string;
  value: unknown;
  default: unknown;
  description: string;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
  schema: Record<string, unknown>;
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

function PolicyEditor({ policy, onSaved }: { policy: Policy; onSaved: () => void }) {
  const [text, setText] = useState(JSON.stringify(policy.value, null, 2));
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const history = useLoad(
    () => get<Row[]>(`/api/v1/policies/${encodeURIComponent(policy.key)}/history`),
    [policy.key, policy.version],
  );
  const save = (event: Event) => {
    event.preventDefault();
    setError(null);
    setNotice('');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (failure) {
      setError(new Error(`the value is not JSON: ${(failure as Error).message}`));
      return;
    }
    api<Policy>('PUT', `/api/v1/policies/${encodeURIComponent(policy.key)}`, {
      body: { value, expectedVersion: policy.version },
    })
      .then(({ data }) => {
        setNotice(`Saved version ${data.version}; it holds from the next request on every daemon.`);
        onSaved();
      })
      .catch(setError);
  };
  const historyRows = (history.data?.data ?? []).map((row) => ({
    ...row,
    value: json(row.value),
  }));
  return (
    <article class="policy-editor" aria-label={`Edit ${policy.key}`}>
      <header>
        <strong>{policy.key}</strong> — {policy.description}
      </header>
      <form onSubmit={save}>
        <label for="policy-value">
          Value (JSON)
          <textarea
            id="policy-value"
            class="mono"
            rows={6}
            spellcheck={false}
            value={text}
            aria-describedby="policy-schema"
            onInput={(e) => setText(e.currentTarget.value)}
          />
        </label>
        <details id="policy-schema">
          <summary>
            Accepted values (JSON Schema); default <code>{json(policy.default)}</code>
          </summary>
          <pre class="code-block">{JSON.stringify(policy.schema, null, 2)}</pre>
        </details>
        <ErrorBox error={error} title="The policy was not saved" />
        {notice ? <p role="status">{notice}</p> : null}
        <div class="row-actions">
          <button type="submit">Save version {policy.version + 1}</button>
          <button
            type="button"
            class="secondary outline"
            onClick={() => setText(JSON.stringify(policy.default, null, 2))}
          >
            Reset to the default
          </button>
        </div>
      </form>
      <h4>History</h4>
      <ErrorBox error={history.error} />
      <DataTable
        label={`History of ${policy.key}`}
        rows={historyRows}
        empty="Never changed."
        columns={Object.keys(
          historyRows[0] ?? { version: 0, value: 0, updatedBy: 0, updatedAt: 0 },
        ).map((key) => ({
          key,
          render: key.endsWith('At') ? (r: Row) => when(r[key]) : undefined,
        }))}
      />
    </article>
  );
}

export function PoliciesSection() {
  const [tick, setTick] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const policies = useLoad(() => get<Policy[]>('/api/v1/policies'), [tick]);
  const list = policies.data?.data ?? [];
  const policy = list.find((p) => p.key === editing);
  return (
    <Section title="Policies" id="policies">
      <p class="hint">
        Typed, validated and versioned settings (docs/policies-and-audit.md). Field masks hide
        properties from a role, e.g. <code>{'{"SLItems": ["UnitCost"]}'}</code>; row filters use the
        IDO filter language.
      </p>
      <ErrorBox error={policies.error} />
      {policies.loading && !policies.data ? <Loading what="policies" /> : null}
      {policy ? (
        <PolicyEditor key={policy.key} policy={policy} onSaved={() => setTick((t) => t + 1)} />
      ) : null}
      <DataTable
        label="Policies"
        rows={list as unknown as Row[]}
        rowKey={(r) => String(r.key)}
        columns={[
          { key: 'key', label: 'Policy', render: (r) => <code>{String(r.key)}</code> },
          {
            key: 'value',
            label: 'Value',
            render: (r) => <code class="value">{json(r.value)}</code>,
          },
          { key: 'version', label: 'Version', numeric: true },
          {
            key: 'updatedBy',
            label: 'Changed',
            render: (r) => (r.updatedBy ? `${text(r.updatedBy)}, ${when(r.updatedAt)}` : 'default'),
          },
          {
            key: 'edit',
            label: 'Edit',
            render: (r) => (
              <button
                class="secondary outline small"
                aria-label={`Edit ${String(r.key)}`}
                onClick={() => {
                  setEditing(String(r.key));
                  window.scrollTo({ top: 0 });
                }}
              >
                Edit
              </button>
            ),
          },
        ]}
      />
    </Section>
  );
}
