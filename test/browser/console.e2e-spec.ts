import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Role } from '../../src/auth/capabilities';
import { chromiumAvailable, launchChromium } from '../support/browser';
import { ROOT } from '../support/daemon-process';
import { ADMIN_PASSWORD, TestApp, startTestApp } from '../support/test-app';

/**
 * The console in a real headless Chromium against one in-process daemon: one browser, one
 * context per person, reused across the tests. Screenshots of every page land in
 * test/browser/screenshots/ (git-ignored) for a person to look at.
 */
const SHOTS = join(__dirname, 'screenshots');
const AGENT = 'console-costly-items';
const MANIFEST = `name: ${AGENT}
version: 1.0.0
description: Items with a unit cost (the console's browser test).
scope:
  - ido: SLItems
    properties: [Item, UnitCost]
trigger:
  type: manual
steps:
  - id: costly
    load:
      ido: SLItems
      properties: [Item, UnitCost]
      filter: "UnitCost > 0"
      limit: 5
  - condition: costly.count > 0
  - alert:
      from: costly
      severity: warning
      message: "{count} items have a unit cost"
`;
const BAD_MANIFEST = 'name: Not A Name\nversion: one\ndescription: broken\nscope: []\nsteps: []\n';
const BROKEN_FILTER = "UnitCost > 'abc";

const run = chromiumAvailable('console browser suite');
const built = existsSync(join(ROOT, 'dist', 'console-web', 'index.html'));
if (run && !built) throw new Error('dist/console-web is missing: run npm run build first');

(run ? describe : describe.skip)('console in a browser', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let browser: Browser;
  const people: Partial<
    Record<Role, { context: BrowserContext; page: Page; username: string; password: string }>
  > = {};
  const problems: string[] = [];

  /** The whole page, or (for pages of 200 records) what the screen shows. */
  async function shot(page: Page, name: string, fullPage = true): Promise<void> {
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
  }

  async function open(role: Role, viewport: { width: number; height: number }): Promise<Page> {
    const user =
      role === Role.Admin
        ? { username: 'admin', password: ADMIN_PASSWORD }
        : await t.createUser(role, `console-${role.toLowerCase()}`);
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of (4|5)\d\d/.test(message.text())) {
        problems.push(`${role}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${role}: ${error.message}`));

    await page.goto(`${t.baseUrl}/`);
    await page.getByLabel('User name').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    people[role] = { context, page, ...user };
    return page;
  }

  function person(role: Role): Page {
    const entry = people[role];
    if (!entry) throw new Error(`${role} is not signed in`);
    return entry.page;
  }

  async function go(page: Page, hash: string): Promise<void> {
    await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
    await page.locator('main .page-title').first().waitFor();
  }

  async function headers(page: Page, table: string): Promise<string[]> {
    return page.locator(`[aria-label="${table}"] thead th`).allTextContents();
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [t, browser] = await Promise.all([startTestApp(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('each role signs in and sees only its pages; the session survives a reload through its cookie', async () => {
    const signIn = await browser.newPage();
    await signIn.goto(`${t.baseUrl}/`);
    await signIn.getByRole('button', { name: 'Sign in' }).waitFor();
    await shot(signIn, '00-sign-in');
    await signIn.close();

    const nav = (page: Page) => page.locator('nav[aria-label="Main"] .pages a').allTextContents();
    // Laptop widths for Admin and Operator, a tablet in portrait for the Viewer.
    const [admin, operator, viewer] = await Promise.all([
      open(Role.Admin, { width: 1366, height: 900 }),
      open(Role.Operator, { width: 1280, height: 900 }),
      open(Role.Viewer, { width: 820, height: 1180 }),
    ]);
    expect(await nav(admin)).toEqual(['Ask', 'IDOs', 'Reports', 'Agents', 'Admin']);
    expect(await nav(operator)).toEqual(['Ask', 'IDOs', 'Reports', 'Agents']);
    expect(await nav(viewer)).toEqual(['Ask', 'IDOs', 'Reports', 'Agents']);

    // A Viewer reads the shared history but has no question box; an Operator asks.
    expect(await viewer.locator('#question').count()).toBe(0);
    await viewer.getByText('Asking questions needs the Operator role').waitFor();
    expect(await operator.locator('#question').count()).toBe(1);
    await shot(viewer, '01-viewer-ask-tablet');

    await go(viewer, '#/admin');
    await viewer.getByText('The Admin page is not available to the Viewer role.').waitFor();
    await go(operator, '#/agents');
    expect(await operator.getByRole('heading', { name: 'Deploy an agent' }).count()).toBe(0);
    await go(admin, '#/agents');
    await admin.getByRole('heading', { name: 'Deploy an agent' }).waitFor();

    // The refresh token is an HttpOnly cookie the page cannot read, scoped to the session routes.
    const cookies = await people[Role.Operator]!.context.cookies();
    const refresh = cookies.find((c) => c.name === 'erpc_refresh');
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/auth/session',
    });
    expect(await operator.evaluate('document.cookie')).not.toContain('erpc_refresh');
    await operator.reload();
    await operator.getByRole('button', { name: 'Sign out' }).waitFor();
    await operator.locator('main .page-title', { hasText: 'Agents' }).waitFor();
  });

  it('the sample question shows exactly its four columns, its interpretation, and replays in the IDO browser', async () => {
    const page = person(Role.Operator);
    await go(page, '#/ask');
    await page.locator('#question').fill('Show overdue purchase orders over $10K');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.locator('[data-testid=answer]').waitFor();
    expect(await headers(page, 'Answer records')).toEqual([
      'po_number',
      'vendor',
      'amount',
      'days_overdue',
    ]);
    expect(await page.locator('[data-testid=answer] tbody tr').count()).toBeGreaterThan(0);
    await expect(page.locator('.interpretation').textContent()).resolves.toContain(
      'DaysOverdue > 0',
    );
    await expect(page.locator('.confidence').textContent()).resolves.toMatch(/Confidence: \d+%/);
    await shot(page, '02-ask-answer');

    await page.getByRole('button', { name: 'Open in the IDO browser' }).click();
    await page.locator('[data-testid=ido-summary]').waitFor();
    expect(await page.locator('select[name=ido]').inputValue()).toMatch(/^SLPos$/i);
    expect(await page.locator('#filter').inputValue()).toContain('DaysOverdue > 0');
    await shot(page, '03-idos-replay', false);
  });

  it('a grouped question draws a chart; a question it cannot read is refused with suggestions', async () => {
    const page = person(Role.Operator);
    await go(page, '#/ask');
    await page.getByRole('button', { name: 'total purchase order amount by vendor' }).click();
    await page.locator('.chart canvas').first().waitFor();
    expect(await page.locator('.chart figcaption').textContent()).toContain('groups');
    await shot(page, '04-ask-chart');

    await page.locator('#question').fill('what is the weather tomorrow');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const refusal = page.locator('[data-testid=refusal]');
    await refusal.waitFor();
    const server = await t.request('POST', '/api/v1/query', {
      token: await t.tokenFor(Role.Operator),
      body: { query: 'what is the weather tomorrow' },
    });
    expect(server.status).toBe(422);
    await expect(refusal.textContent()).resolves.toContain(server.body.error.message);
    expect(await refusal.locator('.suggestions li').count()).toBeGreaterThan(0);
    await shot(page, '05-ask-refusal');
  });

  it('a report generates with a live progress bar reaching 100% without a reload, then downloads', async () => {
    const page = person(Role.Operator);
    const reports = await t.request('GET', '/api/v1/reports', {
      token: await t.tokenFor(Role.Operator),
    });
    const first = reports.body.data[0] as { name: string; title: string };
    await go(page, '#/reports');
    await page.locator('[data-live=reports]').waitFor();
    await page.locator('#report-select').selectOption(first.name);
    // Everything the bar shows is recorded; a reload would lose the marker.
    await page.evaluate(`
      window.__marker = 'same page';
      window.__seen = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=run-percent]')?.textContent;
        if (text && window.__seen[window.__seen.length - 1] !== text) window.__seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    `);
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.locator('[data-testid=active-run][data-status=completed]').waitFor();
    expect(
      await page
        .locator('[data-testid=run-progress]')
        .evaluate((p) => (p as unknown as { value: number }).value),
    ).toBe(100);
    const seen = await page.evaluate<string[]>('window.__seen');
    expect(seen[seen.length - 1]).toBe('100%');
    expect(await page.evaluate('window.__marker')).toBe('same page');
    await shot(page, '06-reports-run');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator('[data-testid=active-run]')
        .getByRole('button', { name: 'Download CSV' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${first.name}-[0-9a-f]{8}\\.csv$`));
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0].length).toBeGreaterThan(0);
    await page
      .getByRole('region', { name: 'Recent report runs' })
      .getByText(first.name)
      .first()
      .waitFor();
  });

  it('an Admin deploys a manifest (a bad one shows its faults by path); an Operator invokes it and the alert arrives live', async () => {
    const admin = person(Role.Admin);
    await go(admin, '#/agents');
    await admin.locator('[data-live=agents]').waitFor();

    await admin.locator('#manifest').fill(BAD_MANIFEST);
    await admin.getByRole('button', { name: 'Deploy', exact: true }).click();
    const refused = admin.locator('.error-box', { hasText: 'The manifest was refused' });
    await refused.waitFor();
    const server = await t.request('POST', '/api/v1/agents/deploy', {
      token: await t.tokenFor(Role.Admin),
      rawBody: BAD_MANIFEST,
      headers: { 'content-type': 'application/yaml' },
    });
    expect(server.status).toBe(400);
    await expect(refused.textContent()).resolves.toContain(server.body.error.message);
    const paths = await refused.locator('.faults code').allTextContents();
    expect(paths).toEqual(
      (server.body.error.details as Array<{ field: string }>).map((f) => f.field),
    );
    expect(paths).toEqual(expect.arrayContaining(['name', 'version']));
    await shot(admin, '07-agents-bad-manifest');

    await admin.locator('#manifest').fill(MANIFEST);
    await admin.getByRole('button', { name: 'Deploy', exact: true }).click();
    await admin
      .locator('[data-testid=deploy-result]', { hasText: `Deployed ${AGENT} 1.0.0` })
      .waitFor();

    const operator = person(Role.Operator);
    await go(operator, `#/agents/${AGENT}`);
    await operator.locator('[data-live=agents]').waitFor();
    await operator.getByRole('button', { name: `Invoke ${AGENT}` }).click();
    const alert = operator.locator(`[data-testid=alert-feed] li[data-agent="${AGENT}"]`);
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(/\d+ items have a unit cost/);
    // Everyone watching sees it: the Admin's feed too, on the same page, without a reload.
    await admin.locator(`[data-testid=alert-feed] li[data-agent="${AGENT}"]`).waitFor();
    await operator
      .getByRole('region', { name: `Runs of ${AGENT}` })
      .locator('[data-outcome=alert]')
      .first()
      .waitFor();
    await alert.locator('summary').click();
    await shot(operator, '08-agents-alert');
    await shot(admin, '09-agents-admin');
  });

  it("a broken filter shows the server's message at its position", async () => {
    const page = person(Role.Viewer);
    await go(page, '#/idos?ido=SLItems');
    await page.locator('#filter').fill(BROKEN_FILTER);
    await page.getByRole('button', { name: 'Load' }).click();
    const fault = page.locator('[data-testid=filter-error]');
    await fault.waitFor();
    const server = await t.request(
      'GET',
      `/api/v1/ido/SLItems?filter=${encodeURIComponent(BROKEN_FILTER)}`,
      { token: await t.tokenFor(Role.Viewer) },
    );
    expect(server.status).toBe(400);
    await expect(fault.textContent()).resolves.toContain(server.body.error.message);
    expect(await fault.locator('mark').textContent()).toBe(
      BROKEN_FILTER[server.body.error.details.position],
    );
    expect(await page.locator('#filter').getAttribute('aria-invalid')).toBe('true');
    await shot(page, '10-idos-filter-error-tablet');
  });

  it("an Admin hides SLItems.UnitCost from Viewers and the Viewer's next request loses the column", async () => {
    const viewer = person(Role.Viewer);
    await go(viewer, '#/idos?ido=SLItems&run=1');
    await viewer.locator('[data-testid=ido-summary]').waitFor();
    expect(await headers(viewer, 'IDO records')).toContain('UnitCost');

    const admin = person(Role.Admin);
    await go(admin, '#/admin/policies');
    await admin.getByRole('button', { name: 'Edit data.fieldMask.Viewer' }).click();
    await admin.locator('#policy-value').fill('{"SLItems": ["UnitCostt"]}');
    await admin.getByRole('button', { name: /^Save version/ }).click();
    // The server's validation message, as it said it.
    await admin.locator('.error-box', { hasText: 'no such property' }).waitFor();
    await admin.locator('#policy-value').fill('{"SLItems": ["UnitCost"]}');
    await admin.getByRole('button', { name: /^Save version/ }).click();
    await admin.getByText(/Saved version \d+/).waitFor();
    await shot(admin, '11-admin-policies');

    await viewer.locator('#filter').fill('');
    const answered = viewer.waitForResponse(
      (r) => r.url().includes('/api/v1/ido/SLItems?') || r.url().endsWith('/api/v1/ido/SLItems'),
    );
    await viewer.getByRole('button', { name: 'Load' }).click();
    expect((await answered).status()).toBe(200);
    await viewer.locator('[data-testid=ido-summary]').waitFor();
    const columns = await headers(viewer, 'IDO records');
    expect(columns).not.toContain('UnitCost');
    expect(columns).toContain('Item');
    await shot(viewer, '12-idos-masked-tablet', false);

    const reset = await t.request('PUT', '/api/v1/policies/data.fieldMask.Viewer', {
      token: await t.tokenFor(Role.Admin),
      body: { value: {} },
    });
    expect(reset.status).toBe(200);
  });

  it('every Admin section opens (screenshots), and sign-out revokes the session', async () => {
    const admin = person(Role.Admin);
    for (const [section, ready] of [
      ['users', 'Manage admin'],
      ['extensions', 'Deploy bundle'],
      ['audit', 'Filter'],
      ['health', 'Check again'],
    ] as const) {
      await go(admin, `#/admin/${section}`);
      await admin.getByRole('button', { name: ready }).first().waitFor();
      if (section === 'health')
        await admin.locator('[data-testid=readiness]', { hasText: 'Ready: ready' }).waitFor();
      if (section === 'audit') await admin.getByRole('region', { name: 'Audit entries' }).waitFor();
      await shot(admin, `13-admin-${section}`);
    }
    await go(admin, '#/reports');
    await shot(admin, '14-reports-admin');

    // The page's bearer token, as it sends it, stops working once the person signs out.
    const sent = admin.waitForRequest((r) => !!r.headers().authorization);
    await go(admin, '#/ask');
    const token = (await sent).headers().authorization.replace(/^Bearer /, '');
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    await admin.getByRole('button', { name: 'Sign out' }).click();
    await admin.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
    expect((await people[Role.Admin]!.context.cookies()).map((c) => c.name)).not.toContain(
      'erpc_refresh',
    );
    await admin.reload();
    await admin.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('no page broke its Content-Security-Policy or threw', () => {
    expect(problems).toEqual([]);
  });
});
