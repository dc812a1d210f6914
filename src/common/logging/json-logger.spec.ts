import { JsonLogger, textDestination } from './json-logger';
import { startBanner, textLogs } from './start-banner';

/** Collects what a logger writes, one entry per write. */
function sink(): { lines: string[]; write(text: string): void } {
  const lines: string[] = [];
  return { lines, write: (text: string) => void lines.push(text) };
}

describe('JsonLogger', () => {
  it("logs Nest's module and route mapping at debug, everything else at its level", () => {
    const out = sink();
    const logger = new JsonLogger('debug', out);
    logger.log('Mapped {/api/v1/ido, GET} route', 'RouterExplorer');
    logger.log('listening', 'Main');
    const levels = out.lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels).toEqual([20, 30]);
    const quiet = sink();
    new JsonLogger('info', quiet).log('UsersModule dependencies initialized', 'InstanceLoader');
    expect(quiet.lines).toEqual([]);
  });

  it('writes readable lines through textDestination, stacks under the entry', () => {
    const out = sink();
    const logger = new JsonLogger('info', textDestination(out));
    logger.warn({ msg: 'no users yet', hint: 'create-admin' }, 'UsersService');
    logger.error(new Error('boom'), 'Main');
    expect(out.lines[0]).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}\[UsersService\] no users yet \{"hint":"create-admin"\}\n$/,
    );
    expect(out.lines[1]).toMatch(/^\d\d:\d\d:\d\d ERROR \[Main\] boom\n {4}Error: boom\n +at /);
  });
});

describe('start banner', () => {
  it('is shown at a terminal unless JSON is asked for, and always with text', () => {
    expect(textLogs('auto', true)).toBe(true);
    expect(textLogs('auto', false)).toBe(false);
    expect(textLogs('json', true)).toBe(false);
    expect(textLogs('text', false)).toBe(true);
  });

  it('says how to create the first admin only while there is none, and when the ERP fails', () => {
    const facts = {
      version: '0.1.0',
      url: 'http://127.0.0.1:8091',
      dataDir: '/var/lib/erp-connector',
      database: 'sqlite' as const,
      erp: { connector: 'sql', ok: false, detail: 'connection refused' },
      hasUsers: false,
    };
    const first = startBanner(facts);
    expect(first).toContain('URL       http://127.0.0.1:8091/');
    expect(first).toContain('ERP       NOT reachable (sql): connection refused');
    expect(first).toContain('npx erp-connector create-admin');
    const later = startBanner({ ...facts, hasUsers: true, erp: { connector: 'demo', ok: true } });
    expect(later).not.toContain('create-admin');
    expect(later).toContain('ERP       connected (demo)');
  });
});
