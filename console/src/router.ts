// Hash routes (#/ask, #/idos?ido=SLPos&filter=…): the daemon serves one page, and a link to
// any view (for instance a question's replay in the IDO browser) survives a reload.
import { useEffect, useState } from 'preact/hooks';

export interface Route {
  /** Path segments after `#/`, e.g. ['admin', 'users']. */
  path: string[];
  params: URLSearchParams;
}

export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#\/?/, '');
  const [path, query = ''] = text.split('?', 2) as [string, string?];
  return {
    path: path.split('/').filter(Boolean).map(decodeURIComponent),
    params: new URLSearchParams(query),
  };
}

export function href(path: string, params?: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value) query.set(key, value);
  const text = query.toString();
  return `#/${path}${text ? `?${text}` : ''}`;
}

export function navigate(path: string, params?: Record<string, string | undefined>): void {
  location.hash = href(path, params);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
