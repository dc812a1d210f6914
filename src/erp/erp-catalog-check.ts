import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { CatalogService } from './catalog/catalog.service';
import type { CatalogIdo } from './catalog/catalog-ido';
import type { IdoDefinition } from './catalog/catalog.types';
import type { ErpConnector } from './connectors/erp-connector.port';
import type { ReplicaHandle } from './connectors/mongoose/replica/replica-handle';

/** The opened connector and, when it brings its own, the catalog it serves. */
export interface ErpSetup {
  connector: ErpConnector;
  /** Undefined: the built-in syteline catalog. */
  catalog?: IdoDefinition[];
  /**
   * What the catalog names and the ERP lacks, one note each (the mongoose connector asks
   * `/info`); absent for connectors whose catalog comes from the database itself.
   */
  checkCatalog?: (idos: readonly CatalogIdo[]) => Promise<string[]>;
  /** The Mongoose replica and its synchronizer, in replica mode. */
  replica?: ReplicaHandle['replica'];
}

export const ERP_SETUP = Symbol('ERP_SETUP');

/**
 * Checks the catalog the daemon really serves (the base with every enabled extension applied)
 * against the ERP once the extensions are in (after every module's init), and again after each
 * catalog change, such as an extension adding a site's `Uf_…` field. In the background: an ERP
 * that is down at start must not keep the daemon from serving (/readyz says so). Each finding is
 * logged once, naming the IDO and the properties, since one unknown property makes Mongoose
 * refuse a whole load.
 */
@Injectable()
export class ErpCatalogCheck implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ErpModule');
  private readonly logged = new Set<string>();
  private running: Promise<void> | null = null;
  private again = false;
  private stop?: () => void;

  constructor(
    @Inject(ERP_SETUP) private readonly setup: ErpSetup,
    private readonly catalog: CatalogService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.setup.checkCatalog) return;
    this.schedule();
    this.stop = this.catalog.onChange(() => this.schedule());
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** The check now, or once more after the one running (changes come in bursts). */
  schedule(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.schedule();
      }
    });
  }

  private async run(): Promise<void> {
    const check = this.setup.checkCatalog;
    if (!check) return;
    const idos = this.catalog.list();
    try {
      const notes = await check(idos);
      for (const note of notes) {
        if (this.logged.has(note)) continue;
        this.logged.add(note);
        this.logger.warn(`catalog check against /info: ${note}`);
      }
      if (notes.length === 0) {
        this.logger.log(
          `catalog check against /info: all ${idos.length} IDOs and their properties found`,
        );
      }
    } catch (error) {
      this.logger.warn(`catalog check against /info skipped: ${(error as Error).message}`);
    }
  }
}
