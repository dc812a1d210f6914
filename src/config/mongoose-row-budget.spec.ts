import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './load-config';

const dataDir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-budget-'));

describe('erp.mongoose.rowBudget (live mode)', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ ERPC_DATA_DIR: dataDir, ERPC_HOST: '127.0.0.1', ...env });

  it('ships 50,000 rows and reads ERPC_MONGOOSE_ROW_BUDGET', () => {
    expect(load({}).erp.mongoose.rowBudget).toBe(50000);
    expect(load({ ERPC_MONGOOSE_ROW_BUDGET: '200000' }).erp.mongoose.rowBudget).toBe(200000);
  });

  it('refuses a budget that is not a positive whole number', () => {
    expect(() => load({ ERPC_MONGOOSE_ROW_BUDGET: '0' })).toThrow(ConfigError);
    expect(() => load({ ERPC_MONGOOSE_ROW_BUDGET: 'lots' })).toThrow(ConfigError);
  });
});
