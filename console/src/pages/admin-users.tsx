import { useState } from 'preact/hooks';
import { api, get } from '../api';
import { when } from '../format';
import type { User } from '../session';
import { DataTable, ErrorBox, Loading, Row, Section, useLoad } from '../ui';

interface UserView {
  id: string;
  username: string;
  role: string;
  kind: 'person' | 'service';
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const ROLES = ['Viewer', 'Operator', 'Admin'];

function CreateUser({ onCreated }: { onCreated: () => void }) {
  const [form, setForm] = useState({ username: '', role: 'Viewer', kind: 'person', password: '' });
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  return (
    <form
      aria-label="Create a user"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        setNotice('');
        api<UserView>('POST', '/api/v1/users', {
          body: {
            username: form.username.trim(),
            role: form.role,
            kind: form.kind,
            ...(form.kind === 'person' || form.password ? { password: form.password } : {}),
          },
        })
          .then(({ data }) => {
            setNotice(`Created ${data.username} (${data.role}).`);
            setForm({ ...form, username: '', password: '' });
            onCreated();
          })
          .catch(setError);
      }}
    >
      <div class="grid-auto">
        <label>
          User name
          <input
            name="new-username"
            value={form.username}
            onInput={(e) => setForm({ ...form, username: e.currentTarget.value })}
          />
        </label>
        <label>
          Role
          <select
            name="new-role"
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.currentTarget.value })}
          >
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select
            name="new-kind"
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.currentTarget.value })}
          >
            <option value="person">person</option>
            <option value="service">service (API keys)</option>
          </select>
        </label>
        <label>
          Password
          <input
            name="new-password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onInput={(e) => setForm({ ...form, password: e.currentTarget.value })}
          />
        </label>
      </div>
      <ErrorBox error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      <button type="submit">Create user</button>
    </form>
  );
}

function ApiKeys({ user }: { user: UserView }) {
  const [tick, setTick] = useState(0);
  const keys = useLoad(
    () => get<ApiKeyView[]>(`/api/v1/users/${user.id}/api-keys`),
    [user.id, tick],
  );
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <section aria-label={`API keys of ${user.username}`}>
      <h4>API keys</h4>
      <ErrorBox error={keys.error} />
      <DataTable
        label={`API keys of ${user.username}`}
        rows={(keys.data?.data ?? []) as unknown as Row[]}
        empty="No API keys."
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'prefix', label: 'Prefix', render: (r) => <code>{String(r.prefix)}</code> },
          { key: 'createdAt', label: 'Created', render: (r) => when(r.createdAt) },
          {
            key: 'expiresAt',
            label: 'Expires',
            render: (r) => (r.expiresAt ? when(r.expiresAt) : 'never'),
          },
          { key: 'lastUsedAt', label: 'Last used', render: (r) => when(r.lastUsedAt) },
          {
            key: 'revokedAt',
            label: 'State',
            render: (r) =>
              r.revokedAt ? (
                `revoked ${when(r.revokedAt)}`
              ) : (
                <button
                  class="secondary outline small danger"
                  onClick={() =>
                    void api('DELETE', `/api/v1/users/${user.id}/api-keys/${String(r.id)}`)
                      .then(() => setTick((t) => t + 1))
                      .catch(setError)
                  }
                >
                  Revoke
                </button>
              ),
          },
        ]}
      />
      <form
        class="grid-auto"
        aria-label="Create an API key"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          api<ApiKeyView & { key: string }>('POST', `/api/v1/users/${user.id}/api-keys`, {
            body: { name: name.trim(), ...(days ? { expiresInDays: Number(days) } : {}) },
          })
            .then(({ data }) => {
              setCreated(data.key);
              setName('');
              setTick((t) => t + 1);
            })
            .catch(setError);
        }}
      >
        <label>
          Key name
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          Expires in days (empty: never)
          <input
            type="number"
            min={1}
            max={3650}
            value={days}
            onInput={(e) => setDays(e.currentTarget.value)}
          />
        </label>
        <button type="submit">Create API key</button>
      </form>
      <ErrorBox error={error} />
      {created ? (
        <div class="notice" role="status">
          <p>The new key, shown this once (copy it now; only its hash is kept):</p>
          <pre class="code-block">{created}</pre>
          <button class="secondary small" onClick={() => setCreated(null)}>
            I have copied it
          </button>
        </div>
      ) : null}
    </section>
  );
}

function ManageUser({
  target,
  me,
  onChanged,
}: {
  target: UserView;
  me: User;
  onChanged: () => void;
}) {
  const [role, setRole] = useState(target.role);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const patch = (body: Record<string, unknown>, done: string) => {
    setError(null);
    setNotice('');
    api('PATCH', `/api/v1/users/${target.id}`, { body })
      .then(() => {
        setNotice(done);
        onChanged();
      })
      .catch(setError);
  };
  return (
    <article aria-label={`Manage ${target.username}`} class="manage-user">
      <header>
        <strong>{target.username}</strong> — {target.kind}, {target.role}
        {target.disabled ? ', disabled' : ''}
        {target.id === me.id ? ' (you)' : ''}
      </header>
      <div class="grid-auto">
        <label>
          Role
          <select value={role} onChange={(e) => setRole(e.currentTarget.value)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button class="secondary" onClick={() => patch({ role }, `Role set to ${role}.`)}>
          Change role
        </button>
        <button
          class="secondary"
          onClick={() =>
            patch(
              { disabled: !target.disabled },
              target.disabled ? 'Enabled.' : 'Disabled; its sessions end now.',
            )
          }
        >
          {target.disabled ? 'Enable' : 'Disable'}
        </button>
      </div>
      {target.kind === 'person' ? (
        <form
          class="grid-auto"
          onSubmit={(event) => {
            event.preventDefault();
            patch({ password }, 'Password changed.');
            setPassword('');
          }}
        >
          <label>
            New password
            <input
              type="password"
              autoComplete="new-password"
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </label>
          <button type="submit" class="secondary" disabled={!password}>
            Set password
          </button>
        </form>
      ) : null}
      <button
        class="secondary outline danger"
        onClick={() => {
          if (!confirm(`Delete user ${target.username}?`)) return;
          setError(null);
          api('DELETE', `/api/v1/users/${target.id}`).then(onChanged, setError);
        }}
      >
        Delete user
      </button>
      <ErrorBox error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      <ApiKeys user={target} />
    </article>
  );
}

export function UsersSection({ user }: { user: User }) {
  const [tick, setTick] = useState(0);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const users = useLoad(
    () => get<UserView[]>('/api/v1/users', { limit: 50, offset }),
    [tick, offset],
  );
  const list = users.data?.data ?? [];
  const total = Number(users.data?.meta.count ?? 0);
  const target = list.find((u) => u.id === selected);
  const changed = () => setTick((t) => t + 1);
  return (
    <>
      <Section title="Users" id="users">
        <ErrorBox error={users.error} />
        {users.loading && !users.data ? <Loading what="users" /> : null}
        <DataTable
          label="Users"
          rows={list as unknown as Row[]}
          rowKey={(r) => String(r.id)}
          columns={[
            { key: 'username', label: 'User name' },
            { key: 'role', label: 'Role' },
            { key: 'kind', label: 'Kind' },
            { key: 'disabled', label: 'Disabled' },
            { key: 'createdAt', label: 'Created', render: (r) => when(r.createdAt) },
            {
              key: 'manage',
              label: 'Manage',
              render: (r) => (
                <button class="secondary outline small" onClick={() => setSelected(String(r.id))}>
                  Manage {String(r.username)}
                </button>
              ),
            },
          ]}
        />
        {total > 50 ? (
          <nav class="pager" aria-label="User pages">
            <button
              class="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - 50))}
            >
              Previous
            </button>
            <span>
              {offset + 1}–{offset + list.length} of {total}
            </span>
            <button
              class="secondary"
              disabled={offset + 50 >= total}
              onClick={() => setOffset(offset + 50)}
            >
              Next
            </button>
          </nav>
        ) : null}
        {target ? (
          <ManageUser key={target.id} target={target} me={user} onChanged={changed} />
        ) : null}
      </Section>
      <Section title="Create a user" id="create-user">
        <CreateUser onCreated={changed} />
      </Section>
    </>
  );
}
