import { DomainError } from '../../../../common/errors/domain-error';
import { ErrorCode } from '../../../../common/errors/error-code';
import type { CatalogIdo } from '../../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../../catalog/catalog.types';
import { FilterNode, f } from '../../../filter/filter-ast';
import type { ErpValue } from '../../../load-request';
import type { ConnectorOrder } from '../../erp-connector.port';
import { MongooseClient, MongooseLoadAnswer } from '../mongoose-client';
import { MongooseFilterCompiler, keysetFilter } from '../mongoose-filter';
import { itemValue } from '../mongoose-values';
import { ReplicaStore } from './replica-store';
import { recordDateCondition, serverWallClock } from './server-time';

export interface ReplicaSyncOptions {
  /** Rows per /load. */
  pageSize: number;
  /** How far a watermark is set back, seconds. */
  overlapSeconds: number;
  /** A key sweep of an IDO runs when its last one is older than this, seconds. */
  sweepIntervalSeconds: number;
  /** The ERP server's time zone (RecordDate is its wall clock). */
  serverTimeZone: string;
  /** Keys per confirming load of the sweep. */
  confirmBatch?: number;
}

export interface SyncProgress {
  percent: number;
  ido: string;
  phase: 'load' | 'sweep';
  /** Rows loaded so far in this sync, over every IDO. */
  rows: number;
}

export interface SyncSummary {
  /** Rows loaded (new or changed), over every IDO. */
  rows: number;
  /** Rows deleted by sweeps. */
  deleted: number;
  /** IDOs whose keys were swept. */
  swept: string[];
}

/**
 * One sync of the replica against the ERP, IDO after IDO:
 *
 * - an incremental pass loads the rows whose RecordDate is at or after the IDO's watermark (all
 *   rows the first time), in key order, a page per /load with a keyset condition after the last
 *   committed key; each page is upserted together with its position, so a killed sync resumes
 *   after the last committed page. The next watermark is this host's clock at the pass's start,
 *   shown in the server's time zone and set back by the overlap (transactions still open then,
 *   clock skew); rows read twice are upserted twice, which changes nothing.
 * - a key sweep, every `sweepIntervalSeconds`, reads only the keys of the IDO and deletes the
 *   local rows the ERP no longer has (deletions, and moves to history such as SLPos → SLPohs,
 *   which RecordDate cannot show). Before deleting, the missing keys are asked for again by key,
 *   so a row the sweep's scan missed while the ERP was changing is never dropped.
 *
 * Changes the ERP makes without touching a row's RecordDate (SQL-level recalculations, joined
 * columns) are only seen when the row is written again; docs/connectors.md says so.
 */
/** Thrown through a sync to stop it at once (the sync lock was lost): nothing else may run. */
export class ReplicaSyncAborted extends Error {}

export class ReplicaSynchronizer {
  /** Whether each IDO has RecordDate at the ERP (asked once per IDO, from /info). */
  private readonly recordDates = new Map<string, boolean>();

  constructor(
    private readonly client: MongooseClient,
    private readonly store: ReplicaStore,
    private readonly idos: readonly CatalogIdo[],
    private readonly options: ReplicaSyncOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async run(progress: (p: SyncProgress) => Promise<void>): Promise<SyncSummary> {
    const summary: SyncSummary = { rows: 0, deleted: 0, swept: [] };
    const steps = this.idos.length * 2;
    let step = 0;
    const report = async (ido: string, phase: SyncProgress['phase']) =>
      progress({ percent: (100 * step) / steps, ido, phase, rows: summary.rows });
    // One IDO the ERP refuses must not leave every IDO after it stale: the others are synced,
    // and the run fails at the end naming the ones that failed (their pass resumes next time).
    const failed: string[] = [];
    for (const ido of this.idos) {
      try {
        await report(ido.name, 'load');
        await this.pass(ido, summary, () => report(ido.name, 'load'));
        step += 1;
        if (this.sweepDue(ido)) {
          await report(ido.name, 'sweep');
          summary.deleted += await this.sweep(ido);
          summary.swept.push(ido.name);
        }
      } catch (error) {
        if (error instanceof ReplicaSyncAborted) throw error;
        failed.push(`${ido.name}: ${(error as Error).message}`);
      }
      step = 2 * (this.idos.indexOf(ido) + 1);
    }
    if (this.store.asOf() !== null) await this.store.buildIndexes();
    if (summary.rows > 0 || summary.deleted > 0) this.store.analyze();
    if (failed.length > 0) {
      throw new DomainError(
        ErrorCode.ErpUnavailable,
        `the replica sync failed for ${failed.length} of ${this.idos.length} IDOs (the others are synced): ${failed.join('; ')}`,
      );
    }
    await progress({ percent: 100, ido: '', phase: 'load', rows: summary.rows });
    return summary;
  }

  /** The incremental (or first, full) pass of one IDO; resumes one a crash interrupted. */
  private async pass(
    ido: CatalogIdo,
    summary: SyncSummary,
    tick: () => Promise<void>,
  ): Promise<void> {
    let state = this.store.state(ido.name);
    if (!state.pass) {
      const started = this.now();
      const next = serverWallClock(
        new Date(started.getTime() - this.options.overlapSeconds * 1000),
        this.options.serverTimeZone,
      );
      const from = (await this.hasRecordDate(ido)) ? state.watermark : null;
      this.store.startPass(ido.name, from, next, started.toISOString());
      state = this.store.state(ido.name);
    }
    const pass = state.pass as NonNullable<typeof state.pass>;
    const columns = ido.properties.filter((p) => !p.derived);
    const order = keyOrder(ido);
    const keyIndexes = ido.keys.map((k) => columns.findIndex((p) => p.name === k));
    let after = pass.after;
    for (;;) {
      const answer = await this.load(ido, columns, pass.from, order, after);
      const rows = (answer.Items ?? []).map((item) => columns.map((p) => itemValue(ido, p, item)));
      if (rows.length > 0) {
        const last = keyIndexes.map((i) => rows[rows.length - 1][i]);
        assertAdvanced(ido, after, last);
        this.store.commitPage(ido, rows, last);
        after = last;
        summary.rows += rows.length;
        await tick();
      }
      if (!morePages(ido, answer.MoreRowsExist, rows.length)) break;
    }
    if (!this.store.finishPass(ido.name, pass.startedAt)) {
      throw new DomainError(
        ErrorCode.ErpUnavailable,
        `the replica's pass of ${ido.name} was completed or restarted by another sync meanwhile`,
      );
    }
  }

  /**
   * Standard SyteLine IDOs all have RecordDate; a site's custom or replaced IDO may not, and a
   * filter naming it would be refused. Such an IDO is loaded in full at every sync instead
   * (upserts change nothing for unchanged rows; the sweep still removes deleted ones).
   */
  private async hasRecordDate(ido: CatalogIdo): Promise<boolean> {
    let known = this.recordDates.get(ido.name);
    if (known === undefined) {
      const info = await this.client.info(ido.name);
      // An /info the ERP refuses tells nothing: assume the standard property.
      // Not remembered, so that the next sync asks again.
      if (!info.Success || !info.Properties) return true;
      known = info.Properties.some((p) => p.Name.toLowerCase() === 'recorddate');
      this.recordDates.set(ido.name, known);
    }
    return known;
  }

  private sweepDue(ido: CatalogIdo): boolean {
    const state = this.store.state(ido.name);
    if (state.sweptAt === null) return true;
    const age = this.now().getTime() - Date.parse(state.sweptAt);
    return age >= this.options.sweepIntervalSeconds * 1000;
  }

  /** Deletes local rows of `ido` the ERP no longer serves; returns how many. */
  private async sweep(ido: CatalogIdo): Promise<number> {
    const started = this.now().toISOString();
    const keys = ido.keys.map((k) => ido.property(k) as PropertyDefinition);
    const order = keyOrder(ido);
    this.store.beginSweep(ido);
    let after: ErpValue[] | null = null;
    for (;;) {
      const answer = await this.load(ido, keys, null, order, after);
      const rows = (answer.Items ?? []).map((item) => keys.map((p) => itemValue(ido, p, item)));
      if (rows.length > 0) {
        assertAdvanced(ido, after, rows[rows.length - 1]);
        this.store.addSweepKeys(ido, rows);
        after = rows[rows.length - 1];
      }
      if (!morePages(ido, answer.MoreRowsExist, rows.length)) break;
    }
    const unseen = this.store.unseenKeys(ido);
    const gone: ErpValue[][] = [];
    const batch = this.options.confirmBatch ?? 50;
    for (let i = 0; i < unseen.length; i += batch) {
      const asked = unseen.slice(i, i + batch);
      const filter = f.or(
        ...asked.map((key) => f.and(...ido.keys.map((k, j) => f.eq(k, key[j] as string | number)))),
      ) as FilterNode;
      const answer = this.checked(
        ido,
        await this.client.load(ido.name, {
          properties: ido.keys.join(','),
          filter: new MongooseFilterCompiler(ido).compile(filter),
          recordcap: '0',
        }),
      );
      const present = new Set(
        (answer.Items ?? []).map((item) =>
          JSON.stringify(keys.map((p) => itemValue(ido, p, item))),
        ),
      );
      for (const key of asked) if (!present.has(JSON.stringify(key))) gone.push(key);
    }
    this.store.finishSweep(ido, gone, started);
    return gone.length;
  }

  /** One page in key order: RecordDate at or after `from` (if any), keys after `after`. */
  private async load(
    ido: CatalogIdo,
    columns: readonly PropertyDefinition[],
    from: string | null,
    order: readonly ConnectorOrder[],
    after: readonly ErpValue[] | null,
  ): Promise<MongooseLoadAnswer> {
    const conditions: string[] = [];
    if (from !== null) conditions.push(recordDateCondition(from));
    if (after !== null) {
      conditions.push(new MongooseFilterCompiler(ido).compile(keysetFilter(order, after)));
    }
    const params: Record<string, string> = {
      properties: columns.map((p) => p.name).join(','),
      orderby: ido.keys.join(','),
      recordcap: String(this.options.pageSize),
    };
    if (conditions.length > 0) params.filter = conditions.join(' AND ');
    return this.checked(ido, await this.client.load(ido.name, params));
  }

  /** `Success: false` is the ERP refusing: an error with its words, never an empty page. */
  private checked(ido: CatalogIdo, answer: MongooseLoadAnswer): MongooseLoadAnswer {
    if (answer.Success && Array.isArray(answer.Items)) return answer;
    const message = answer.Message ?? 'no reason given';
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP refused to load ${ido.name} for the replica: ${message}`,
      { erpMessage: message, ido: ido.name },
    );
  }
}

/**
 * A page must end past where the previous one did: an ERP that ignored the keyset condition
 * would otherwise hand back the same page for ever.
 */
/** Whether the ERP says more pages follow; an empty page that says so would loop forever. */
function morePages(ido: CatalogIdo, moreRowsExist: unknown, rowCount: number): boolean {
  if (moreRowsExist !== true) return false;
  if (rowCount === 0) {
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP's paging of ${ido.name} did not advance (an empty page claiming more rows)`,
    );
  }
  return true;
}

function assertAdvanced(
  ido: CatalogIdo,
  before: readonly ErpValue[] | null,
  last: readonly ErpValue[],
): void {
  if (before !== null && JSON.stringify(before) === JSON.stringify(last)) {
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP's paging of ${ido.name} did not advance (a page ended on the same key)`,
    );
  }
}

function keyOrder(ido: CatalogIdo): ConnectorOrder[] {
  return ido.keys.map((k) => ({
    property: ido.property(k) as PropertyDefinition,
    direction: 'asc' as const,
  }));
}
