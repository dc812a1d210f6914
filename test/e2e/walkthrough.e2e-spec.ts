import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DaemonProcess, ROOT, startDaemon } from '../support/daemon-process';

/**
 * The README's "Your first ten minutes", run as a newcomer would paste it: its ```sh blocks,
 * in order, in one bash, against the built daemon started the way the quick start starts it
 * (the admin password is read from the quick-start line). Only the address changes (a free
 * port). Each block's output is checked, so the README cannot drift from the code.
 */
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const DOCUMENTED_ORIGIN = 'http://127.0.0.1:8091';

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

function runBash(
  script: string,
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-s'], {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, LANG: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A step that never finishes (a run stuck in a loop) fails the test instead of hanging it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(script);
  });
}

describe('README walkthrough', () => {
  let daemon: DaemonProcess;
  let workDir: string;
  beforeAll(async () => {
    const password = /ERPC_ADMIN_PASSWORD='([^']+)' npm start/.exec(README)?.[1];
    if (!password) throw new Error('the quick start no longer sets ERPC_ADMIN_PASSWORD');
    workDir = mkdtempSync(join(tmpdir(), 'erpc-walkthrough-'));
    // The blocks run "in the checkout": they read config/agents/; the download lands here.
    symlinkSync(join(ROOT, 'config'), join(workDir, 'config'));
    daemon = await startDaemon({
      ERPC_DATA_DIR: join(workDir, 'data'),
      ERPC_ADMIN_PASSWORD: password,
    });
  });
  afterAll(async () => {
    await daemon?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps the quick start at two command lines', () => {
    const quickStart = shellBlocks(section(README, 'Quick start'));
    expect(quickStart.map((block) => block.trim().split('\n').length)).toEqual([1, 1]);
  });

  it('answers every step as the README says', async () => {
    const blocks = shellBlocks(section(README, 'Your first ten minutes'));
    expect(blocks).toHaveLength(6);
    // The blocks talk to the address the quick start listens on; the test moves them to its port.
    expect(blocks[0]).toContain(`API=${DOCUMENTED_ORIGIN}/api/v1`);
    const script = blocks
      .map((block, index) => `printf '\\n@@block ${index}@@\\n'\n${block}`)
      .join('\n')
      .replaceAll(DOCUMENTED_ORIGIN, daemon.baseUrl);
    const run = await runBash(script, workDir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const outputs = run.stdout
      .split(/\n?@@block \d+@@\n/)
      .slice(1)
      .map((text) => text.trim());
    expect(outputs).toHaveLength(6);
    const [health, signIn, ido, question, report, agent] = outputs;

    expect(JSON.parse(health)).toEqual({ success: true, data: { status: 'ok' }, meta: {} });

    const me = JSON.parse(signIn);
    expect(me.data).toMatchObject({ username: 'admin', role: 'Admin', kind: 'person' });

    const page = JSON.parse(ido);
    expect(page.success).toBe(true);
    expect(page.data).toHaveLength(3);
    expect(page.meta).toMatchObject({ ido: 'SLPos', returned: 3, limit: 3 });
    expect(page.meta.count).toBeGreaterThan(3);
    expect(typeof page.meta.nextBookmark).toBe('string');

    const answer = JSON.parse(question);
    expect(answer.success).toBe(true);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.length).toBeLessThanOrEqual(3);
    expect(answer.meta.interpretation.ido).toBe('SLPos');
    expect(answer.meta.confidence).toBeGreaterThanOrEqual(0.5);
    for (const record of answer.data) expect(record.amount).toBeGreaterThan(10_000);

    const reportLines = report.split('\n');
    expect(reportLines[0]).toBe('completed');
    expect(reportLines[1]).toMatch(/^po_number,/);
    expect(reportLines).toHaveLength(3);
    expect(
      readFileSync(join(workDir, 'overdue-pos.csv'), 'utf8').split('\n').length,
    ).toBeGreaterThan(3);

    expect(agent.split('\n')).toEqual(['deploying', 'queued', 'alert']);
  });

  it('shows under each step what the step prints', () => {
    const walkthrough = section(README, 'Your first ten minutes');
    // The plain answers are shown verbatim; the JSON ones by their shape (they carry ids).
    expect(walkthrough).toContain('```\ncompleted\npo_number,');
    expect(walkthrough).toContain('```\ndeploying\nqueued\nalert\n```');
    expect(walkthrough).toContain('`{"success":true,"data":{"status":"ok"},"meta":{}}`');
  });
});
