// Small pieces every page uses: error boxes that show the server's own words, tables that
// scroll on a tablet, and a loader hook.
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError } from './api';
import { cell, text } from './format';

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when `deps` change (and on reload); keeps the last answer while reloading. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload };
}

interface Fault {
  field?: string;
  path?: string;
  message?: string;
}

function faultList(details: unknown): Fault[] {
  if (Array.isArray(details)) {
    return details.filter((d): d is Fault => typeof d === 'object' && d !== null && 'message' in d);
  }
  return [];
}

/** The API's error as it said it: code, message, every fault with its path, request id. */
export function ErrorBox({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const api = error instanceof ApiError ? error : null;
  const message = error instanceof Error ? error.message : text(error);
  const faults = api ? faultList(api.details) : [];
  return (
    <div class="error-box" role="alert">
      <strong>{title ?? 'The server refused this'}</strong>
      {api && api.code !== 'NETWORK' ? (
        <span class="code">
          {' '}
          {api.status} {api.code}
        </span>
      ) : null}
      <p class="message">{message}</p>
      {faults.length > 0 ? (
        <ul class="faults">
          {faults.map((fault, i) => (
            <li key={i}>
              <code>{fault.path ?? fault.field ?? '(body)'}</code>: {fault.message}
            </li>
          ))}
        </ul>
      ) : null}
      {api?.requestId ? <small>Request id {api.requestId}</small> : null}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p aria-busy="true" class="loading">
      Loading {what}…
    </p>
  );
}

export type Row = Record<string, unknown>;

export interface Column {
  key: string;
  label?: string;
  render?: (row: Row) => ComponentChildren;
  numeric?: boolean;
  /** Long text that may wrap instead of widening the table. */
  wrap?: boolean;
}

/** A table that scrolls sideways inside its own focusable region on narrow screens. */
export function DataTable({
  columns,
  rows,
  label,
  empty = 'Nothing to show.',
  rowKey,
}: {
  columns: Column[];
  rows: Row[];
  label: string;
  empty?: string;
  rowKey?: (row: Row, index: number) => string;
}) {
  if (rows.length === 0) return <p class="empty">{empty}</p>;
  return (
    <div class="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table class="striped">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" class={column.numeric ? 'num' : undefined}>
                {column.label ?? column.key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey ? rowKey(row, index) : index}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  class={column.numeric ? 'num' : column.wrap ? 'wrap' : undefined}
                >
                  {column.render ? column.render(row) : cell(row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Columns for records as the API sent them: their keys, in order. */
export function columnsOf(rows: Row[], order?: string[]): Column[] {
  const keys = order ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return keys.map((key) => ({
    key,
    numeric: rows.some((row) => typeof row[key] === 'number'),
  }));
}

/** Shows `rows` a page at a time, with the range in words. */
export function PagedTable({
  rows,
  label,
  pageSize = 25,
  order,
}: {
  rows: Row[];
  label: string;
  pageSize?: number;
  order?: string[];
}) {
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [rows]);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <div>
      <DataTable columns={columnsOf(rows, order)} rows={shown} label={label} />
      {pages > 1 ? (
        <nav class="pager" aria-label={`${label}: pages`}>
          <button class="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span aria-live="polite">
            Rows {page * pageSize + 1}–{page * pageSize + shown.length} of {rows.length}
          </span>
          <button class="secondary" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </nav>
      ) : null}
    </div>
  );
}

export function Section({
  title,
  children,
  id,
}: {
  title: string;
  children: ComponentChildren;
  id?: string;
}) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}

/** A page's own heading; focused when the page opens, so screen readers announce it. */
export function PageTitle({ children }: { children: ComponentChildren }) {
  return (
    <h1 tabIndex={-1} class="page-title">
      {children}
    </h1>
  );
}

export function Status({ children }: { children: ComponentChildren }) {
  return (
    <p role="status" class="status">
      {children}
    </p>
  );
}
