import { ScratchDatabase, createScratchDatabase } from './scratch-database';
import { TestApp, startTestApp } from './test-app';

export type { ScratchDatabase } from './scratch-database';
export { ADMIN_URL, createScratchDatabase, postgresSuitesEnabled } from './scratch-database';

export interface PostgresTestApp {
  /** The app, once beforeAll has run. */
  app(): TestApp;
  url(): string;
}

/**
 * Registers beforeAll/afterAll that boot the daemon on a scratch PostgreSQL database and drop
 * it afterwards; call inside a describe block.
 */
export function useAppOnPostgres(): PostgresTestApp {
  let db: ScratchDatabase | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    db = await createScratchDatabase();
    t = await startTestApp({ env: { ERPC_DATABASE_URL: db.url } });
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });
  return {
    app: () => t as TestApp,
    url: () => (db as ScratchDatabase).url,
  };
}
