import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Subject } from 'rxjs';
import { Repository } from 'typeorm';
import { z } from 'zod';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { DomainError } from '../common/errors/domain-error';
import { faultsOf } from '../common/validation/zod-validation.pipe';
import { AppConfig } from '../config/app-config';
import { RedisBus } from '../redis/redis-bus';
import { PolicyHistoryEntity } from './policy-history.entity';
import { PolicyRecordEntity } from './policy-record.entity';
import { PolicyDefinition, policyDefinitions } from './policy-registry';

export interface PolicyView {
  key: string;
  value: unknown;
  default: unknown;
  description: string;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
  /** JSON Schema of the value, for editors. */
  schema: unknown;
}

/** A further check of a value that needs more than its type (e.g. names in the catalog). */
export type PolicyValidator = (key: string, value: unknown) => string[];

/** What a daemon announces when it stored a new version: enough to apply it without a read. */
interface PolicyNotice {
  key: string;
  value: string;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

const CHANNEL = 'policies';

interface Current {
  value: unknown;
  version: number;
  updatedBy: string | null;
  updatedAt: Date | null;
}

/**
 * Typed, validated, versioned settings in force at once on every daemon: values live in the
 * database (with their history); each daemon caches them. A daemon that stores a new version
 * announces it whole on Redis (RedisBus), so the others apply it as the notice arrives, before
 * the writer's response reaches its client; after a lost Redis connection they reload all, and
 * on a shared database every `database.reconcileSeconds` too (a notice whose sender died before
 * sending it must not leave a daemon behind for good).
 */
@Injectable()
export class PoliciesService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PoliciesService.name);
  private readonly definitions: Map<string, PolicyDefinition>;
  private readonly current = new Map<string, Current>();
  private readonly validators: Array<{ prefix: string; check: PolicyValidator }> = [];
  /** Keys as they change, on this daemon or another. */
  readonly changed$ = new Subject<string>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly config: AppConfig,
    private readonly bus: RedisBus,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
    @InjectRepository(PolicyRecordEntity) private readonly records: Repository<PolicyRecordEntity>,
    @InjectRepository(PolicyHistoryEntity)
    private readonly history: Repository<PolicyHistoryEntity>,
  ) {
    this.definitions = new Map(policyDefinitions(config).map((d) => [d.key, d]));
    for (const definition of this.definitions.values()) {
      this.current.set(definition.key, {
        value: definition.default,
        version: 0,
        updatedBy: null,
        updatedAt: null,
      });
    }
  }

  async onModuleInit(): Promise<void> {
    await this.reloadAll();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe<PolicyNotice>(
      CHANNEL,
      (notice) => this.apply({ ...notice, updatedAt: new Date(notice.updatedAt) }),
      () => this.reloadAll(),
    );
    // A version stored between onModuleInit's read and the subscription.
    await this.reloadAll();
    if (this.config.database.url) {
      this.timer = setInterval(() => {
        this.reloadAll().catch((error: unknown) => {
          this.logger.warn(`policies not reloaded: ${String(error)}`);
        });
      }, this.config.database.reconcileSeconds * 1000);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** The value in force. Keys are the registry's; a typo is a programming error. */
  get<T>(key: string): T {
    const entry = this.current.get(key);
    if (!entry) throw new Error(`unknown policy ${key}`);
    return entry.value as T;
  }

  addValidator(prefix: string, check: PolicyValidator): void {
    this.validators.push({ prefix, check });
  }

  list(): PolicyView[] {
    return [...this.definitions.values()].map((definition) => this.view(definition));
  }

  /** One policy as `list()` shows it; 404 for a key no policy has. */
  viewOf(key: string): PolicyView {
    const definition = this.definitions.get(key);
    if (!definition) throw DomainError.notFound(`policy ${key}`);
    return this.view(definition);
  }

  async set(
    key: string,
    value: unknown,
    actor: string,
    expectedVersion?: number,
  ): Promise<PolicyView> {
    const definition = this.definitions.get(key);
    if (!definition) throw DomainError.notFound(`policy ${key}`);
    const parsed = definition.schema.safeParse(value);
    if (!parsed.success) {
      const faults = faultsOf(parsed.error).map((f) => ({
        ...f,
        field: `value${f.field === '(body)' ? '' : `.${f.field}`}`,
      }));
      throw DomainError.validation(
        `invalid value for ${key}: ${faults.map((f) => `${f.field}: ${f.message}`).join('; ')}`,
        faults,
      );
    }
    const problems = this.validators
      .filter((v) => key.startsWith(v.prefix))
      .flatMap((v) => v.check(key, parsed.data));
    if (problems.length > 0) {
      throw DomainError.validation(
        `invalid value for ${key}: ${problems.join('; ')}`,
        problems.map((message) => ({ field: 'value', message })),
      );
    }
    const text = JSON.stringify(parsed.data);
    const now = this.clock.now();
    const saved = await this.transactions.run(async (manager) => {
      const existing = await manager.findOne(PolicyRecordEntity, { where: { key } });
      const version = (existing?.version ?? 0) + 1;
      if (expectedVersion !== undefined && expectedVersion !== version - 1) {
        throw DomainError.conflict(
          `policy ${key} is at version ${version - 1}, not ${expectedVersion}; reload and retry`,
        );
      }
      const row = manager.create(PolicyRecordEntity, {
        key,
        value: text,
        version,
        updatedBy: actor,
        updatedAt: now,
      });
      await manager.save(row);
      await manager.insert(PolicyHistoryEntity, {
        key,
        version,
        value: text,
        updatedBy: actor,
        updatedAt: now,
      });
      return row;
    }, `policy:${key}`);
    this.apply(saved);
    const notice: PolicyNotice = {
      key,
      value: saved.value,
      version: saved.version,
      updatedBy: saved.updatedBy,
      updatedAt: saved.updatedAt.toISOString(),
    };
    await this.bus.publish(CHANNEL, notice);
    return this.view(definition);
  }

  async historyOf(
    key: string,
  ): Promise<Array<{ version: number; value: unknown; updatedBy: string; updatedAt: string }>> {
    if (!this.definitions.has(key)) throw DomainError.notFound(`policy ${key}`);
    const rows = await this.history.find({ where: { key }, order: { version: 'DESC' }, take: 100 });
    return rows.map((r) => ({
      version: r.version,
      value: JSON.parse(r.value) as unknown,
      updatedBy: r.updatedBy,
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  private async reloadAll(): Promise<void> {
    for (const row of await this.records.find()) this.apply(row);
  }

  private apply(row: PolicyRecordEntity): void {
    const definition = this.definitions.get(row.key);
    if (!definition) return; // a key a newer version wrote; not ours to interpret
    const known = this.current.get(row.key);
    if (known && known.version >= row.version) return;
    const parsed = definition.schema.safeParse(JSON.parse(row.value));
    if (!parsed.success) {
      this.logger.error(
        `stored policy ${row.key} v${row.version} is invalid; keeping the previous value`,
      );
      return;
    }
    this.current.set(row.key, {
      value: parsed.data,
      version: row.version,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt,
    });
    this.changed$.next(row.key);
  }

  private view(definition: PolicyDefinition): PolicyView {
    const entry = this.current.get(definition.key) as Current;
    return {
      key: definition.key,
      value: entry.value,
      default: definition.default,
      description: definition.description,
      version: entry.version,
      updatedBy: entry.updatedBy,
      updatedAt: entry.updatedAt?.toISOString() ?? null,
      schema: z.toJSONSchema(definition.schema, { unrepresentable: 'any' }),
    };
  }
}
