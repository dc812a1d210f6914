import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '../../src/common/errors/domain-error';
import { CatalogService } from '../../src/erp/catalog/catalog.service';
import type { PropertyDefinition } from '../../src/erp/catalog/catalog.types';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { MongooseClient } from '../../src/erp/connectors/mongoose/mongoose-client';
import { MongooseConnector } from '../../src/erp/connectors/mongoose/mongoose.connector';
import { FilterChecker } from '../../src/erp/filter/filter-checker';
import { parseFilter } from '../../src/erp/filter/filter-parser';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';

/**
 * The row budget of live mode (#12) is exact and covers every fetch of an answer: the records
 * and the related records their roll-ups read. With a budget of exactly the rows an answer
 * reads it answers; with one row less it answers the error naming replica mode, never a number.
 */
describe('live mode: one row budget per answer, all its fetches together', () => {
  const TODAY = '2026-11-21';
  let dir: string;
  let fake: FakeMongooseServer;
  let passwordFile: string;
  const catalog = new CatalogService();
  const pos = catalog.get('SLPos');
  const prop = (name: string): PropertyDefinition => pos.property(name) as PropertyDefinition;
  const filter = new FilterChecker(pos).check(parseFilter('DaysOverdue > 0 AND PoCost > 1000'));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-budget-'));
    const file = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file, scale: 0.02, asOf: TODAY, seed: 7 });
    fake = await startFakeMongooseServer({ file, today: TODAY });
    passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, 'erpc-password\n');
  });

  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A connector with this budget, and the rows (and records of each IDO) it has read. */
  function connector(rowBudget: number): {
    connector: MongooseConnector;
    read: { rows: number; byIdo: Map<string, number> };
  } {
    const client = new MongooseClient({
      url: fake.url,
      config: fake.config,
      user: 'erpc',
      passwordFile,
      timeoutMs: 5000,
      maxInFlight: 4,
      loadAttempts: 1,
      retryBackoffMs: 0,
    });
    const read = { rows: 0, byIdo: new Map<string, number>() };
    const load = client.load.bind(client);
    client.load = async (ido, query) => {
      const answer = await load(ido, query);
      const n = answer.Items?.length ?? 0;
      read.rows += n;
      read.byIdo.set(ido, (read.byIdo.get(ido) ?? 0) + n);
      return answer;
    };
    return { connector: new MongooseConnector(client, { pageSize: 10, rowBudget }), read };
  }

  const ANSWERS: Array<[string, (c: MongooseConnector) => Promise<unknown>]> = [
    ['a count over a derived condition', (c) => c.count({ ido: pos, filter, today: TODAY })],
    [
      'an aggregate of a derived value',
      (c) =>
        c.aggregate({
          ido: pos,
          filter,
          groupBy: [prop('VendNum')],
          measures: [{ fn: 'max', property: prop('DaysOverdue') }],
          orderBy: [],
          limit: 100,
          today: TODAY,
        }),
    ],
    [
      'a page of derived values the ERP pages',
      (c) =>
        c.load({
          ido: pos,
          properties: [prop('PoNum'), prop('DueDate')],
          orderBy: [{ property: prop('PoNum'), direction: 'desc' }],
          limit: 30,
          distinct: false,
          today: TODAY,
        }),
    ],
  ];

  it.each(ANSWERS)('%s: exactly its rows suffice, one fewer is refused', async (_name, answer) => {
    const roomy = connector(1_000_000);
    const want = await answer(roomy.connector);
    // The related records count too: the budget is not the records' alone.
    expect(roomy.read.byIdo.get('SLPoItems') ?? 0).toBeGreaterThan(0);
    expect(roomy.read.byIdo.get('SLPos') ?? 0).toBeGreaterThan(0);
    const needed = roomy.read.rows;

    const exact = connector(needed);
    expect(await answer(exact.connector)).toEqual(want);

    const short = connector(needed - 1);
    let error: unknown;
    try {
      await answer(short.connector);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toMatch(
      new RegExp(`more than ${needed - 1} rows .*erp\\.mongoose\\.rowBudget.* replica mode`),
    );
    expect((error as DomainError).details).toMatchObject({ reason: 'row-budget' });
  });
});
