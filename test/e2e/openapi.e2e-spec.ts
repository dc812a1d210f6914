import { spawnSync } from 'node:child_process';
import { ROOT } from '../support/daemon-process';
import { TestApp, startTestApp } from '../support/test-app';

/**
 * Runs @apidevtools/swagger-parser's validate() on a document in a plain Node process: the
 * validator is an ES module, which Node loads but Jest's CommonJS runtime cannot.
 */
function validateOpenApi(document: unknown): { ok: boolean; message: string } {
  const script = `
    import SwaggerParser from '@apidevtools/swagger-parser';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    try {
      await SwaggerParser.validate(JSON.parse(text));
      process.stdout.write('valid');
    } catch (error) {
      process.stdout.write(String(error.message));
      process.exitCode = 1;
    }`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    input: JSON.stringify(document),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ok: run.status === 0, message: run.stdout + run.stderr };
}

/**
 * The OpenAPI document as client generators read it: a standard validator (the JSON Schema of
 * OpenAPI 3.0 plus its semantic checks) must accept it whole. Zod emits JSON Schema 2020-12 by
 * default (`type: ["string", "null"]`), which a 3.0 document may not contain.
 */
describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.0 document', async () => {
    const doc = await t.request('GET', '/api/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\.0\.\d+$/);
    const verdict = validateOpenApi(doc.body);
    expect(verdict.message).toBe('valid');
    expect(verdict.ok).toBe(true);
    // No 3.1 construct anywhere, also where the schema validator is lenient.
    const text = JSON.stringify(doc.body);
    expect(text).not.toMatch(/"type":\[/);
    expect(text).not.toMatch(/"const":/);
    expect(text).not.toMatch(/"\$schema":/);
  });

  it('documents the request bodies docs/api.md shows, with their required fields', async () => {
    const doc = (await t.request('GET', '/api/v1/openapi.json')).body;
    const body = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'].schema;
    expect(body('/api/v1/reports/generate').required).toContain('report');
    expect(body('/api/v1/users').required).toEqual(expect.arrayContaining(['username', 'role']));
  });
});
