// Sign-in for the browser: the access token lives only in this module's memory; the refresh
// token is an HttpOnly cookie the page never sees, renewed with the CSRF token from the
// readable erpc_csrf cookie. Tabs take turns renewing (Web Locks), so two tabs never present
// the same refresh token (which the server would take for theft and revoke the family).
import { useEffect, useState } from 'preact/hooks';
import { ApiError, api, useTokenSource } from './api';
import type { Role } from '../../src/auth/capabilities';

export interface User {
  id: string;
  username: string;
  role: Role;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; reason?: string }
  | { status: 'signed-in'; user: User };

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  role: Role;
  csrf_token: string;
}

const SESSION = '/api/v1/auth/session';
const CSRF_COOKIE = 'erpc_csrf';

let accessToken: string | null = null;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<boolean> | null = null;
let state: SessionState = { status: 'loading' };
const listeners = new Set<(s: SessionState) => void>();
const channel = 'BroadcastChannel' in window ? new BroadcastChannel('erpc-session') : null;

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

function csrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE && rest.length > 0) return rest.join('=');
  }
  return null;
}

function accept(answer: TokenAnswer): void {
  accessToken = answer.access_token;
  clearTimeout(renewTimer);
  // Renew a minute before expiry (the server allows 30 s of clock skew).
  const seconds = Math.max(10, answer.expires_in - 60);
  renewTimer = setTimeout(() => void renew(), seconds * 1000);
}

function forget(reason?: string): void {
  accessToken = null;
  clearTimeout(renewTimer);
  setState({ status: 'signed-out', reason });
}

async function postRefresh(): Promise<boolean> {
  const csrf = csrfCookie();
  if (!csrf) return false;
  const response = await fetch(`${SESSION}/refresh`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrf, accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { data: TokenAnswer };
  accept(body.data);
  return true;
}

/** Renews the access token with the refresh cookie; false when the session is gone. */
export function renew(): Promise<boolean> {
  renewing ??= (async () => {
    try {
      const locks = navigator.locks as LockManager | undefined;
      const ok = locks
        ? await locks.request('erpc-session-refresh', () => postRefresh())
        : await postRefresh();
      if (!ok && state.status === 'signed-in') forget('Your session ended. Sign in again.');
      return ok;
    } catch {
      return false;
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

useTokenSource({ token: () => accessToken, renew });

async function loadUser(): Promise<void> {
  const me = await api<User>('GET', '/api/v1/auth/me');
  setState({ status: 'signed-in', user: me.data });
}

/** On page load: a session cookie from before a reload signs the page in again. */
export async function resume(): Promise<void> {
  if (!csrfCookie()) return forget();
  if (!(await renew())) return forget();
  try {
    await loadUser();
  } catch {
    forget();
  }
}

export async function signIn(username: string, password: string): Promise<void> {
  const answer = await api<TokenAnswer>('POST', SESSION, { body: { username, password } });
  accept(answer.data);
  await loadUser();
}

/** Revokes the session on the server (access and refresh tokens), then forgets it here. */
export async function signOut(): Promise<void> {
  try {
    await api('DELETE', SESSION);
  } catch (error) {
    // Already revoked or expired: signed out all the same.
    if (!(error instanceof ApiError)) throw error;
  }
  channel?.postMessage('signed-out');
  forget('You signed out.');
}

channel?.addEventListener('message', (event: MessageEvent) => {
  if (event.data === 'signed-out' && state.status === 'signed-in')
    forget('You signed out in another tab.');
});

export function currentToken(): string | null {
  return accessToken;
}

export function useSession(): SessionState {
  const [value, setValue] = useState(state);
  useEffect(() => {
    listeners.add(setValue);
    setValue(state);
    return () => void listeners.delete(setValue);
  }, []);
  return value;
}
