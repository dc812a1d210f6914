/**
 * Latency of the NL path, for `npm run bench:nl` and the project's bench harness:
 * parse-and-plan alone (the engine, no I/O) and end to end (engine, relation keys, executor,
 * demo SQLite), sequential and with concurrent clients.
 */
import { performance } from 'node:perf_hooks';
import { DomainError } from '../../src/common/errors/domain-error';
import type { NlEngine } from '../../src/query/engine/nl-engine';
import type { NlQueryRunner } from '../../src/query/nl-query-runner';

export interface LatencyRow {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function latencyRow(name: string, samples: readonly number[]): LatencyRow {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Parse-and-plan time of each question, `rounds` times over (after one warm-up round). */
export function benchParseAndPlan(
  engine: NlEngine,
  questions: readonly string[],
  today: string,
  rounds = 20,
): LatencyRow {
  for (const q of questions) engine.interpret(q, today, 0.5);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const q of questions) {
      const started = performance.now();
      engine.interpret(q, today, 0.5);
      samples.push(performance.now() - started);
    }
  }
  return latencyRow('parse and plan', samples);
}

/**
 * Whole questions through the runner, `concurrency` clients at once, each asking every
 * question `rounds` times. Refusals count (they are answers too).
 */
export async function benchEndToEnd(
  name: string,
  runner: NlQueryRunner,
  questions: readonly string[],
  options: { concurrency: number; rounds: number; limit?: number },
): Promise<LatencyRow> {
  const ask = async (question: string): Promise<number> => {
    const started = performance.now();
    try {
      await runner.run({
        question,
        limit: options.limit ?? 50,
        role: undefined,
        minConfidence: 0.5,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    return performance.now() - started;
  };
  for (const q of questions) await ask(q);
  const samples: number[] = [];
  const queue = Array.from({ length: options.rounds }, () => questions).flat();
  let next = 0;
  const client = async (): Promise<void> => {
    while (next < queue.length) {
      const q = queue[next];
      next += 1;
      samples.push(await ask(q));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, () => client()));
  return latencyRow(name, samples);
}

export function formatLatencyTable(rows: readonly LatencyRow[]): string {
  const ms = (v: number): string => v.toFixed(2).padStart(9);
  const lines = [
    `${'case'.padEnd(46)} ${'n'.padStart(6)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)}`,
  ];
  for (const r of rows) {
    lines.push(
      `${r.name.padEnd(46)} ${String(r.samples).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)}`,
    );
  }
  return lines.join('\n');
}
