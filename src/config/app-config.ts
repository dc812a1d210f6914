import { ConfigShape } from './config.schema';

/**
 * The validated configuration, injected by class. Built once by `loadConfig`; nothing else in
 * the daemon reads `process.env` or configuration files.
 */
export class AppConfig implements ConfigShape {
  readonly server!: ConfigShape['server'];
  readonly dataDir!: string;
  readonly database!: ConfigShape['database'];
  readonly redis!: ConfigShape['redis'];
  readonly jobs!: ConfigShape['jobs'];
  readonly events!: ConfigShape['events'];
  readonly reports!: ConfigShape['reports'];
  readonly auth!: ConfigShape['auth'];
  readonly erp!: ConfigShape['erp'];
  readonly ido!: ConfigShape['ido'];
  readonly query!: ConfigShape['query'];
  readonly demo!: ConfigShape['demo'];
  readonly extensions!: ConfigShape['extensions'];
  readonly log!: ConfigShape['log'];
  readonly metrics!: ConfigShape['metrics'];
  readonly health!: ConfigShape['health'];
  /** Where config/default.json was found: the installation root. */
  readonly rootDir!: string;

  constructor(shape: ConfigShape, rootDir: string) {
    Object.assign(this, shape, { rootDir });
    Object.freeze(this);
  }
}
