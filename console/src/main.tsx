// The erp-connector console: one page served by the daemon at /console/.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Capability, Role, can } from './can';
import { feed, useFeedStatus } from './events';
import { AdminPage, adminSections } from './pages/admin';
import { AgentsPage } from './pages/agents';
import { AskPage } from './pages/ask';
import { IdosPage } from './pages/idos';
import { ReportsPage } from './pages/reports';
import { SignInPage } from './pages/sign-in';
import { Route, href, useRoute } from './router';
import { User, resume, signOut, useSession } from './session';

interface PageEntry {
  id: string;
  label: string;
  visible: (role: Role) => boolean;
}

/** The pages and who sees them; each page hides the actions the role may not take. */
export const PAGES: PageEntry[] = [
  { id: 'ask', label: 'Ask', visible: (role) => can(role, Capability.ReadQueries) },
  { id: 'idos', label: 'IDOs', visible: (role) => can(role, Capability.BrowseIdos) },
  { id: 'reports', label: 'Reports', visible: (role) => can(role, Capability.ViewReports) },
  { id: 'agents', label: 'Agents', visible: (role) => can(role, Capability.ViewAgentStatus) },
  { id: 'admin', label: 'Admin', visible: (role) => adminSections(role).length > 0 },
];

function Page({ route, user }: { route: Route; user: User }) {
  const id = route.path[0] ?? 'ask';
  const entry = PAGES.find((page) => page.id === id);
  if (!entry) return <NotFound />;
  if (!entry.visible(user.role)) {
    return (
      <section>
        <h1 tabIndex={-1} class="page-title">
          {entry.label}
        </h1>
        <p role="alert">
          The {entry.label} page is not available to the {user.role} role.
        </p>
      </section>
    );
  }
  switch (id) {
    case 'ask':
      return <AskPage user={user} />;
    case 'idos':
      return <IdosPage route={route} />;
    case 'reports':
      return <ReportsPage user={user} />;
    case 'agents':
      return <AgentsPage user={user} route={route} />;
    default:
      return <AdminPage user={user} route={route} />;
  }
}

function NotFound() {
  return (
    <section>
      <h1 tabIndex={-1} class="page-title">
        Not found
      </h1>
      <p>
        There is no such page. <a href={href('ask')}>Go to Ask</a>.
      </p>
    </section>
  );
}

function LiveBadge() {
  const status = useFeedStatus();
  const text = { live: 'Live', connecting: 'Connecting…', offline: 'Offline' }[status];
  return (
    <span class={`live-badge ${status}`} role="status" aria-label={`Live events: ${text}`}>
      {text}
    </span>
  );
}

function Shell({ user }: { user: User }) {
  const route = useRoute();
  const current = route.path[0] ?? 'ask';
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, []);
  useEffect(() => {
    // Move focus to the new page's heading, as a page load would.
    const heading = document.querySelector<HTMLElement>('main .page-title');
    heading?.focus({ preventScroll: false });
    document.title = `${PAGES.find((p) => p.id === current)?.label ?? 'Console'} · erp-connector`;
  }, [current]);
  return (
    <>
      <a
        class="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <header class="topbar">
        <nav class="container-fluid" aria-label="Main">
          <ul>
            <li>
              <strong class="brand">erp-connector</strong>
            </li>
          </ul>
          <ul class="pages">
            {PAGES.filter((page) => page.visible(user.role)).map((page) => (
              <li key={page.id}>
                <a
                  href={href(page.id)}
                  aria-current={page.id === current ? 'page' : undefined}
                  data-page={page.id}
                >
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
          <ul class="account">
            <li>
              <LiveBadge />
            </li>
            <li>
              <span class="who" data-testid="who">
                {user.username} <small>({user.role})</small>
              </span>
            </li>
            <li>
              <button
                class="secondary outline"
                disabled={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  void signOut().finally(() => setSigningOut(false));
                }}
              >
                Sign out
              </button>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" class="container" tabIndex={-1}>
        <Page route={route} user={user} />
      </main>
    </>
  );
}

function App() {
  const session = useSession();
  useEffect(() => void resume(), []);
  if (session.status === 'loading') {
    return (
      <main class="container">
        <p aria-busy="true">Opening the console…</p>
      </main>
    );
  }
  if (session.status === 'signed-out') return <SignInPage reason={session.reason} />;
  return <Shell user={session.user} />;
}

const root = document.getElementById('app');
if (root) render(<App />, root);
