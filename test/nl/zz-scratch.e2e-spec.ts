import { readFileSync } from 'node:fs';
import { openEvalStack, EvalStack } from './nl-evaluation';
describe('scratch', () => {
  let stack: EvalStack;
  beforeAll(async () => {
    stack = await openEvalStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });
  it('asks', async () => {
    const qs = readFileSync('/tmp/honest-qs.txt', 'utf8').split('\n').filter(Boolean);
    const out: string[] = [];
    for (const q of qs) {
      try {
        const a = await stack.runner.run({
          question: q,
          limit: 5,
          role: undefined,
          minConfidence: 0,
        });
        const i = a.interpretation;
        out.push(
          `${q}\n   => ${i.ido} [${(i.filter ?? '').slice(0, 200)}] ${i.aggregate ? JSON.stringify(i.aggregate.measures) : ''} count=${a.count} conf=${a.confidence} ${a.records.length === 1 && i.aggregate ? JSON.stringify(a.records[0]) : ''} notes=${JSON.stringify(i.notes ?? [])} ignored=${JSON.stringify((a as unknown as { ignored?: string[] }).ignored ?? (i as unknown as { ignored?: string[] }).ignored ?? [])}`,
        );
      } catch (e) {
        out.push(`${q}\n   => REFUSED ${String(e)}`);
      }
    }
    console.log(out.join('\n'));
  }, 120_000);
});
