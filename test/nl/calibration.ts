/**
 * Calibration (issue #17): does the engine's confidence tell right answers from wrong ones?
 * Every question is run with no threshold, so each answer keeps the confidence the engine gave
 * it; an answer is "right" when it matches the expectation (an answer to a question that must
 * be refused is wrong). Per confidence band: how many answers, how many right. Per threshold:
 * how many answers at or above it are right — the default `query.minConfidence` is chosen where
 * that is at least 97% on the tuning sets.
 */

/** One question's outcome: the answer's confidence (null when the engine refused outright). */
export interface Scored {
  confidence: number | null;
  /** Whether the answer given (if any) was right. */
  right: boolean;
}

export interface CalibrationSet {
  name: string;
  scored: readonly Scored[];
}

/** The share of answers at or above the threshold that the tuning sets' answers must reach. */
export const REQUIRED_PRECISION = 0.97;

/** Several sets as one (the tuning sets together: the demo set and the schema sets). */
export function pooled(name: string, sets: readonly CalibrationSet[]): CalibrationSet {
  return { name, scored: sets.flatMap((s) => s.scored) };
}

/** Bands [lo, hi); the last one includes 1. */
export const BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.5],
  [0.5, 0.7],
  [0.7, 0.8],
  [0.8, 0.9],
  [0.9, 0.97],
  [0.97, 1],
];

/** Thresholds the table reports precision above. */
export const THRESHOLDS: readonly number[] = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];

const inBand = (c: number, [lo, hi]: readonly [number, number]): boolean =>
  c >= lo && (hi === 1 ? c <= 1 : c < hi);

/** Answers at or above `threshold`, and how many of them are right. */
export function above(scored: readonly Scored[], threshold: number): { n: number; right: number } {
  const answered = scored.filter((s) => s.confidence !== null && s.confidence >= threshold);
  return { n: answered.length, right: answered.filter((s) => s.right).length };
}

export function formatCalibration(sets: readonly CalibrationSet[]): string {
  const width = Math.max(18, ...sets.map((s) => s.name.length + 2));
  const cell = (right: number, n: number): string =>
    (n === 0 ? '-' : `${right}/${n} ${((100 * right) / n).toFixed(1)}%`).padStart(width);
  const head = `${'confidence'.padEnd(14)}${sets.map((s) => s.name.padStart(width)).join('')}`;
  const lines = ['Calibration: right answers / answers given, per confidence band', '', head];
  for (const band of BANDS) {
    const label = `[${band[0].toFixed(2)}, ${band[1].toFixed(2)}${band[1] === 1 ? ']' : ')'}`;
    const cells = sets.map((s) => {
      const mine = s.scored.filter((x) => x.confidence !== null && inBand(x.confidence, band));
      return cell(mine.filter((x) => x.right).length, mine.length);
    });
    lines.push(`${label.padEnd(14)}${cells.join('')}`);
  }
  const refused = sets.map((s) => String(s.scored.filter((x) => x.confidence === null).length));
  lines.push(`${'refused'.padEnd(14)}${refused.map((r) => r.padStart(width)).join('')}`);
  lines.push('', 'Right answers / answers given at or above a threshold', '', head);
  for (const t of THRESHOLDS) {
    const cells = sets.map((s) => {
      const { n, right } = above(s.scored, t);
      return cell(right, n);
    });
    lines.push(`${`>= ${t.toFixed(2)}`.padEnd(14)}${cells.join('')}`);
  }
  return lines.join('\n');
}

/**
 * A case's verdict under the configured threshold, from the answer's confidence and whether the
 * answer (read with no threshold) was wrong: below the threshold the daemon would have refused,
 * which passes only a question that must be refused.
 */
export function verdictAtThreshold(
  confidence: number,
  minConfidence: number,
  mustRefuse: boolean,
  wrong: string | undefined,
): { passed: boolean; reason?: string } {
  const refusedByThreshold = confidence < minConfidence;
  const passed = refusedByThreshold ? mustRefuse : wrong === undefined;
  if (passed) return { passed };
  return {
    passed,
    reason: refusedByThreshold
      ? `refused: confidence ${confidence} below ${minConfidence} (${wrong ?? 'the answer was right'})`
      : wrong,
  };
}

/**
 * The result of a question the engine answered (read with no threshold): its verdict at the
 * threshold, what it understood, and its confidence and rightness for the calibration table.
 */
export function answeredResult<C>(
  asked: { category: C; question: string; understood: string },
  confidence: number,
  minConfidence: number,
  mustRefuse: boolean,
  wrong: string | undefined,
): {
  category: C;
  question: string;
  passed: boolean;
  reason?: string;
  understood: string;
  confidence: number;
  rightIfAnswered: boolean;
} {
  const { passed, reason } = verdictAtThreshold(confidence, minConfidence, mustRefuse, wrong);
  return {
    category: asked.category,
    question: asked.question,
    passed,
    ...(reason ? { reason } : {}),
    understood: asked.understood,
    confidence,
    rightIfAnswered: wrong === undefined,
  };
}
