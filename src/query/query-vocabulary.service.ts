import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import type { PropertyDefinition } from '../erp/catalog/catalog.types';
import { CatalogService } from '../erp/catalog/catalog.service';
import { IdoExecutorService } from '../erp/executor/ido-executor.service';
import { IdoProfile } from './engine/lexicon/ido-profile';
import { Vocabulary } from './engine/lexicon/vocabulary';
import { NlEngine } from './engine/nl-engine';
import { NlVocabularyRegistry } from './nl-vocabulary-registry';

/** Known values are re-read this often, so names added in the ERP become understood. */
const REFRESH_MS = 10 * 60_000;
/**
 * Key and relation values sampled per IDO to learn identifier shapes (PO-2024-1847). Enough rows
 * to meet every shape a key takes (AR transactions are invoices INV…, payments CHK…, memos
 * CRM… in one key), still one small read.
 */
const SAMPLE_ROWS = 200;

type ValuesByProperty = Map<string, Map<string, readonly string[]>>;

/**
 * Owns the NL engine: builds its vocabulary from the catalog, the vocabulary extensions
 * contribute, and the data's known values (vendor names, cities, items…), read through the
 * executor with distinct loads like any other ERP read. Rebuilt when the catalog or the
 * contributions change and refreshed every few minutes; questions keep using the previous engine
 * while a refresh is built, but wait for a build after a change, so an extension's words are
 * understood by the first question after it is deployed.
 */
@Injectable()
export class QueryVocabularyService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(QueryVocabularyService.name);
  private current:
    | {
        engine: NlEngine;
        stamp: string;
        builtAt: number;
        sequence: number;
        /** The data's as-of time when built (a replica's; null for an ERP read directly). */
        asOf: string | null;
      }
    | undefined;
  private building: { stamp: string; asOf: string | null; promise: Promise<NlEngine> } | undefined;
  private sequence = 0;
  private readonly stopListening: Array<() => void> = [];

  constructor(
    private readonly catalog: CatalogService,
    private readonly executor: IdoExecutorService,
    // Optional so that tools building the query path by hand (the NL evaluation) need none.
    @Optional() private readonly contributions: NlVocabularyRegistry = new NlVocabularyRegistry(),
  ) {}

  onApplicationBootstrap(): void {
    this.stopListening.push(
      this.catalog.onChange(() => this.refreshSoon()),
      this.contributions.onChange(() => this.refreshSoon()),
    );
    this.refreshSoon();
  }

  onModuleDestroy(): void {
    for (const stop of this.stopListening) stop();
  }

  /** The engine for the current catalog and data; waits only when none was built yet. */
  async engine(): Promise<NlEngine> {
    const current = this.current;
    const stamp = this.stamp();
    // A replica that synced since the build may know new names: rebuild in the background, as
    // on the timer; but one built on a replica never synced yet knew none, so wait for it.
    const asOf = this.executor.asOf();
    const fresh =
      current !== undefined &&
      current.stamp === stamp &&
      current.asOf === asOf &&
      performance.now() - current.builtAt < REFRESH_MS;
    if (current && fresh) return current.engine;
    const next = this.rebuild();
    const usable = current && current.stamp === stamp && (current.asOf !== null || asOf === null);
    return usable ? current.engine : next;
  }

  /**
   * Builds a new engine now (tests and extensions call this after changing data). A build under
   * way for the same catalog and contributions is shared; one for an older state is not.
   */
  rebuild(): Promise<NlEngine> {
    const stamp = this.stamp();
    const asOf = this.executor.asOf();
    if (this.building?.stamp === stamp && this.building.asOf === asOf) {
      return this.building.promise;
    }
    const promise = this.build(stamp).finally(() => {
      if (this.building?.promise === promise) this.building = undefined;
    });
    this.building = { stamp, asOf, promise };
    return promise;
  }

  /** What a built engine depends on besides the data: catalog and contribution versions. */
  private stamp(): string {
    return `${this.catalog.version}:${this.contributions.version}`;
  }

  private refreshSoon(): void {
    this.rebuild().catch((error: unknown) => {
      this.logger.warn(
        `NL vocabulary not refreshed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }

  private async build(stamp: string): Promise<NlEngine> {
    const started = performance.now();
    const sequence = ++this.sequence;
    const asOf = this.executor.asOf();
    // Read synchronously with the stamp, before the first await: the snapshot matches it.
    const idos = this.catalog.list();
    const synonyms = this.contributions.synonymTables();
    const extras = this.contributions.extras();
    const values: ValuesByProperty = new Map();
    const samples: ValuesByProperty = new Map();
    await Promise.all(idos.map((ido) => this.readIdo(ido, idos, values, samples)));
    this.borrowTargetValues(idos, values);
    const engine = new NlEngine(new Vocabulary(idos, { values, samples }, synonyms, extras));
    // A slower build of an older state must not replace a newer one.
    if (!this.current || this.current.sequence < sequence) {
      this.current = { engine, stamp, builtAt: performance.now(), sequence, asOf };
    }
    const count = [...values.values()].reduce(
      (n, m) => n + [...m.values()].reduce((k, v) => k + v.length, 0),
      0,
    );
    this.logger.log(
      `NL vocabulary ready: ${count} known values in ${Math.round(performance.now() - started)} ms`,
    );
    return engine;
  }

  private async readIdo(
    ido: CatalogIdo,
    all: readonly CatalogIdo[],
    values: ValuesByProperty,
    samples: ValuesByProperty,
  ): Promise<void> {
    const own = new Map<string, readonly string[]>();
    values.set(ido.name, own);
    // A record whose key values are all read (items) is named by its description too ("which
    // vendors sell us poly sheet 1/8in"): the list is no longer than the keys' own.
    const display = new IdoProfile(ido).display;
    const named = (p: PropertyDefinition): boolean =>
      p === display && ido.keys.length === 1 && ido.property(ido.keys[0])?.knownValues === true;
    const reads = ido.properties
      .filter(
        (p) => (p.knownValues || named(p)) && !p.derived && !this.coveredByTarget(ido, p.name, all),
      )
      .map(async (p) => {
        const result = await this.executor.load({
          ido: ido.name,
          properties: [p.name],
          distinct: true,
          limit: 0,
          count: false,
        });
        own.set(
          p.name,
          result.records
            .map((r) => r[p.name])
            .filter((v): v is string => typeof v === 'string' && v !== ''),
        );
      });
    const shaped = ido.properties.filter(
      (p) => p.type === 'string' && !p.derived && (p.key || ido.relationOf(p.name) !== undefined),
    );
    const sample =
      shaped.length === 0
        ? Promise.resolve()
        : this.executor
            .load({
              ido: ido.name,
              properties: shaped.map((p) => p.name),
              limit: SAMPLE_ROWS,
              count: false,
            })
            .then((result) => {
              const byProperty = new Map<string, readonly string[]>();
              for (const p of shaped) {
                byProperty.set(
                  p.name,
                  result.records.map((r) => String(r[p.name] ?? '')).filter(Boolean),
                );
              }
              samples.set(ido.name, byProperty);
            });
    await Promise.all([...reads, sample]);
  }

  /** A reference to another IDO's key takes that IDO's known values (its own are a subset). */
  private borrowTargetValues(idos: readonly CatalogIdo[], values: ValuesByProperty): void {
    for (const ido of idos) {
      const own = values.get(ido.name);
      for (const p of ido.properties) {
        if (!own || !p.knownValues || own.has(p.name)) continue;
        const relation = ido.relationOf(p.name);
        const target =
          relation && idos.find((t) => t.name.toLowerCase() === relation.targetIdo.toLowerCase());
        if (relation && target)
          own.set(p.name, values.get(target.name)?.get(relation.targetProperty) ?? []);
      }
    }
  }

  /** Item numbers on PO lines are SLItems' items: no need to scan a million lines for them. */
  private coveredByTarget(ido: CatalogIdo, property: string, all: readonly CatalogIdo[]): boolean {
    const relation = ido.relationOf(property);
    if (!relation) return false;
    const target = all.find((t) => t.name.toLowerCase() === relation.targetIdo.toLowerCase());
    return target?.property(relation.targetProperty)?.knownValues === true;
  }
}
