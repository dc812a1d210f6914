import type { AppConfig } from '../../../config/app-config';
import { ionGatewayIdoUrl } from './ion-api';
import { MongooseClient } from './mongoose-client';

/**
 * The client of the configured Mongoose site: the daemon's (ErpModule) and that of the commands
 * that talk to it outside the daemon (`erp-connector discover`), from the same keys.
 */
export function openMongooseClient(config: AppConfig): MongooseClient {
  const m = config.erp.mongoose;
  if (!m.config || (!m.url && !m.ionapi)) {
    throw new Error(
      'the mongoose connector needs ERPC_MONGOOSE_CONFIG and ERPC_MONGOOSE_URL (or ERPC_MONGOOSE_IONAPI)',
    );
  }
  return new MongooseClient({
    url: m.url ?? ionGatewayIdoUrl(m.ionapi as string),
    config: m.config,
    user: m.user,
    passwordFile: m.passwordFile,
    ionapi: m.ionapi,
    caFile: m.caFile,
    timeoutMs: config.erp.timeoutMs,
    maxInFlight: m.maxInFlight,
    loadAttempts: m.loadAttempts,
    retryBackoffMs: m.retryBackoffMs,
    circuitFailures: m.circuitFailures,
    circuitCooldownMs: m.circuitCooldownMs,
  });
}
