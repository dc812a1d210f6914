import { useState } from 'preact/hooks';
import { signIn } from '../session';
import { ErrorBox } from '../ui';

export function SignInPage({ reason }: { reason?: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    signIn(username.trim(), password).then(
      () => setPassword(''),
      (failure: unknown) => {
        setError(failure);
        setBusy(false);
      },
    );
  };
  return (
    <main class="container sign-in">
      <article>
        <header>
          <h1>erp-connector</h1>
          <p>Sign in to ask questions, browse IDOs, run reports and manage the daemon.</p>
        </header>
        {reason ? <p role="status">{reason}</p> : null}
        <form onSubmit={submit} aria-label="Sign in">
          <label for="username">
            User name
            <input
              id="username"
              name="username"
              autoComplete="username"
              required
              value={username}
              onInput={(e) => setUsername(e.currentTarget.value)}
            />
          </label>
          <label for="password">
            Password
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </label>
          <ErrorBox error={error} title="Sign-in failed" />
          <button type="submit" aria-busy={busy} disabled={busy}>
            Sign in
          </button>
        </form>
        <footer>
          <small>
            Scripts and dashboards use the API directly:{' '}
            <a href="/api/v1/docs">API documentation</a>.
          </small>
        </footer>
      </article>
    </main>
  );
}
