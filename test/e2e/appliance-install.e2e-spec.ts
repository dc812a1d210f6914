import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load-config';
import {
  SCRIPTS,
  UNIT_FILE,
  fakeSource,
  have,
  run,
  testAccount,
} from '../appliance/appliance-helpers';

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every path under a directory, relative to it, sorted. */
function tree(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(prefix, entry.name);
      return entry.isDirectory() ? [path + '/', ...tree(dir, path)] : [path];
    })
    .sort();
}

describe('scripts/install.sh and scripts/uninstall.sh into a scratch root', () => {
  const account = testAccount();
  let scratch: string;
  let root: string;
  let source: string;
  const install = (...extra: string[]) =>
    run(join(SCRIPTS, 'install.sh'), [
      '--root',
      root,
      '--source',
      source,
      '--user',
      account.user,
      '--group',
      account.group,
      ...extra,
    ]);

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'ops-appliance-install-'));
    root = join(scratch, 'root');
    source = fakeSource(join(scratch, 'source'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('installs app, unit, directories and a private config skeleton; a second run changes only the app', async () => {
    const first = await install();
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Next steps');
    expect(first.stdout).toContain('user nobody exists'.replace('nobody', account.user));

    const app = join(root, 'opt/erp-connector');
    const etc = join(root, 'etc/erp-connector');
    const state = join(root, 'var/lib/erp-connector');
    const unit = join(root, 'etc/systemd/system/erp-connector.service');
    expect(tree(root)).toEqual(
      expect.arrayContaining([
        'etc/erp-connector/config.json',
        'etc/erp-connector/environment',
        'etc/systemd/system/erp-connector.service',
        'opt/erp-connector/config/default.json',
        'opt/erp-connector/dist/main.js',
        'opt/erp-connector/node_modules/left-pad/index.js',
        'opt/erp-connector/scripts/backup.sh',
        'opt/erp-connector/scripts/lib/common.sh',
        'opt/erp-connector/systemd/erp-connector.service',
        'var/lib/erp-connector/',
      ]),
    );
    // The configuration is readable by the service's group and nobody else, never writable by it.
    for (const file of ['config.json', 'environment']) {
      expect(mode(join(etc, file))).toBe(0o640);
      expect(statSync(join(etc, file)).gid).toBe(account.gid);
      if (process.getuid?.() === 0) expect(statSync(join(etc, file)).uid).toBe(0);
    }
    expect(mode(etc)).toBe(0o750);
    expect(mode(state)).toBe(0o750);
    expect(statSync(state).uid).toBe(account.uid);
    expect(mode(unit)).toBe(0o644);
    // The application is not writable by the service (nor anyone but root).
    expect(mode(join(app, 'dist/main.js')) & 0o022).toBe(0);
    expect(mode(join(app, 'scripts/install.sh')) & 0o111).toBe(0o111);
    expect(readFileSync(unit, 'utf8')).toBe(
      readFileSync(UNIT_FILE, 'utf8')
        .replace(/^User=.*$/m, `User=${account.user}`)
        .replace(/^Group=.*$/m, `Group=${account.group}`),
    );
    // The skeleton is a configuration the daemon accepts.
    const config = loadConfig({ ERPC_CONFIG: join(etc, 'config.json'), ERPC_DATA_DIR: state });
    expect(config.server).toMatchObject({ host: '127.0.0.1', port: 8091 });

    // The operator edits the configuration (and loosens its mode); then upgrades the app.
    writeFileSync(join(etc, 'config.json'), '{ "log": { "level": "debug" } }\n');
    chmodSync(join(etc, 'config.json'), 0o644);
    writeFileSync(join(etc, 'environment'), 'ERPC_ADMIN_PASSWORD=site-secret\n');
    writeFileSync(join(state, 'state.sqlite'), 'data');
    writeFileSync(join(app, 'dist/stale.js'), '// from the old version\n');
    fakeSource(source, 'build 2');
    const before = tree(root).filter((p) => !p.includes('stale'));

    const second = await install();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`kept ${join(etc, 'config.json')}`);
    expect(tree(root)).toEqual(before);
    expect(readFileSync(join(etc, 'config.json'), 'utf8')).toContain('debug');
    expect(readFileSync(join(etc, 'environment'), 'utf8')).toBe(
      'ERPC_ADMIN_PASSWORD=site-secret\n',
    );
    expect(mode(join(etc, 'config.json'))).toBe(0o640);
    expect(readFileSync(join(state, 'state.sqlite'), 'utf8')).toBe('data');
    expect(readFileSync(join(app, 'dist/main.js'), 'utf8')).toContain('build 2');
    expect(existsSync(join(app, 'dist/stale.js'))).toBe(false);
    expect(existsSync(`${app}.new`) || existsSync(`${app}.old`)).toBe(false);
  });

  it('--prefix moves the app and rewrites the unit’s paths; the installed unit keeps its score', async () => {
    expect((await install('--prefix', '/srv/erpc')).code).toBe(0);
    const unit = readFileSync(join(root, 'etc/systemd/system/erp-connector.service'), 'utf8');
    expect(existsSync(join(root, 'srv/erpc/dist/main.js'))).toBe(true);
    expect(unit).toContain('ExecStart=/usr/bin/node /srv/erpc/dist/main.js');
    expect(unit).toContain('WorkingDirectory=/srv/erpc');
    expect(unit).not.toContain('/opt/erp-connector');
    if (have('systemd-analyze')) {
      const score = await run('systemd-analyze', [
        'security',
        '--offline=true',
        `--root=${root}`,
        '--no-pager',
        'erp-connector.service',
      ]);
      const exposure = /Overall exposure level for erp-connector\.service: (\d+\.\d+)/.exec(
        score.stdout,
      );
      expect(Number(exposure?.[1])).toBeLessThanOrEqual(1.5);
    }
  });

  it('--dry-run shows the steps and changes nothing', async () => {
    const dry = await install('--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('+ cp -a');
    expect(dry.stdout).toContain(`+ write ${join(root, 'etc/erp-connector/config.json')}`);
    expect(tree(root)).toEqual([]);
  });

  it('refuses a source that is not built', async () => {
    rmSync(join(source, 'dist'), { recursive: true });
    const result = await install();
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('run npm run build');
  });

  it('uninstall.sh removes app and unit but keeps data and configuration; --purge removes those too', async () => {
    expect((await install()).code).toBe(0);
    const state = join(root, 'var/lib/erp-connector');
    writeFileSync(join(state, 'state.sqlite'), 'data');
    const uninstall = (...extra: string[]) =>
      run(join(root, 'opt/erp-connector/scripts/uninstall.sh'), ['--root', root, ...extra]);

    const kept = await uninstall();
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain('--purge deletes them');
    expect(tree(root)).toEqual([
      'etc/',
      'etc/erp-connector/',
      'etc/erp-connector/config.json',
      'etc/erp-connector/environment',
      'etc/systemd/',
      'etc/systemd/system/',
      'opt/',
      'var/',
      'var/lib/',
      'var/lib/erp-connector/',
      'var/lib/erp-connector/state.sqlite',
    ]);

    expect((await install()).code).toBe(0);
    const purged = await uninstall('--purge');
    expect(purged.code).toBe(0);
    expect(tree(root)).toEqual([
      'etc/',
      'etc/systemd/',
      'etc/systemd/system/',
      'opt/',
      'var/',
      'var/lib/',
    ]);
  });

  it('uninstall.sh will not delete a --prefix that is not an erp-connector installation', async () => {
    mkdirSync(join(root, 'srv/precious'), { recursive: true });
    writeFileSync(join(root, 'srv/precious/file'), 'keep me');
    const result = await run(join(SCRIPTS, 'uninstall.sh'), [
      '--root',
      root,
      '--prefix',
      '/srv/precious',
    ]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('does not look like an erp-connector installation');
    expect(readFileSync(join(root, 'srv/precious/file'), 'utf8')).toBe('keep me');
  });
});
