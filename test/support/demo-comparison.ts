import { TestApp } from './test-app';

/**
 * The record-for-record comparison of a Mongoose daemon (live or replica, against the fake
 * server) with the demo daemon on the same file: the specs keep the demo's answers first, then
 * ask the other daemon the same and compare with `expectSameAnswer`.
 */

/** A load read to its end: every record, the first page's count and how many pages it took. */
export interface LoadAnswer {
  records: unknown[];
  count: number | null;
  pages: number;
}

/** IDO query parameters as a query string. */
export const queryString = (params: Record<string, string | number>): string =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();

/** Every record of a load, page after page through nextBookmark, and the first page's count. */
export async function loadEvery(
  app: TestApp,
  token: string,
  ido: string,
  params: Record<string, string | number>,
): Promise<LoadAnswer> {
  const records: unknown[] = [];
  let bookmark: string | undefined;
  let count: number | null = null;
  let pages = 0;
  do {
    const res = await app.request(
      'GET',
      `/api/v1/ido/${ido}?${queryString({ ...params, ...(bookmark ? { bookmark } : {}) })}`,
      { token },
    );
    // The status and the error text together, so that a failure says what the daemon answered.
    expect({ status: res.status, text: res.status === 200 ? '' : res.text }).toEqual({
      status: 200,
      text: '',
    });
    if (pages === 0) count = res.body.meta.count as number | null;
    records.push(...(res.body.data as unknown[]));
    bookmark = res.body.meta.nextBookmark ?? undefined;
    pages += 1;
  } while (bookmark && pages < 500);
  return { records, count, pages };
}

/** The same records in the same order, the same count, and the same pages (bookmarks agree). */
export function expectSameAnswer(got: LoadAnswer, want: LoadAnswer): void {
  expect(got.records).toEqual(want.records);
  expect(got.count).toBe(want.count);
  expect(got.pages).toBe(want.pages);
}
