/**
 * Asks the engine questions of one's own over the evaluation's demo ERP and prints how it read
 * each one, its confidence and how many records came back: the probe a tuner runs to find
 * confident wrong readings (#17) without an evaluation set. Questions come from the command line
 * or, one per line, from a file given with --file.
 *
 *   npx tsc -p test/nl/tsconfig.json --outDir .eval-out
 *   node .eval-out/test/nl/run-probe.js "open POs over 10k" "jobs due next week"
 *   node .eval-out/test/nl/run-probe.js --file /tmp/questions.txt
 */
import { readFileSync } from 'node:fs';
import { DomainError } from '../../src/common/errors/domain-error';
import { openEvalStack } from './nl-evaluation';

function questionsOf(args: readonly string[]): string[] {
  const at = args.indexOf('--file');
  if (at < 0) return [...args];
  return readFileSync(args[at + 1], 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

async function main(): Promise<number> {
  const questions = questionsOf(process.argv.slice(2));
  const stack = await openEvalStack();
  try {
    for (const question of questions) {
      try {
        const answer = await stack.runner.run({
          question,
          limit: 200,
          role: undefined,
          minConfidence: 0,
        });
        const i = answer.interpretation;
        const shape = [
          i.aggregate ? JSON.stringify(i.aggregate) : '',
          i.orderBy ? `order ${i.orderBy}` : '',
          i.limit < 200 ? `top ${i.limit}` : '',
        ].filter((part) => part !== '');
        const first = i.aggregate && answer.records.length === 1 ? answer.records[0] : undefined;
        console.log(
          `${answer.confidence.toFixed(2)} ${question}\n     ${i.ido} [${i.filter ?? ''}] ${shape.join(' ')}` +
            `\n     count ${answer.count}${first ? ` ${JSON.stringify(first)}` : ''}`,
        );
      } catch (error) {
        const message = error instanceof DomainError ? error.message : String(error);
        console.log(`  -  ${question}\n     refused: ${message}`);
      }
    }
    return 0;
  } finally {
    await stack.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
