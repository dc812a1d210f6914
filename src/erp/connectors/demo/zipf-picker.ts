import type { Prng } from './prng';

/**
 * Picks indexes 0..n-1 with Zipf-like weights (index 0 most often), in O(log n) per pick: a
 * few big vendors and customers, a long tail of small ones.
 */
export class ZipfPicker {
  private readonly cumulative: Float64Array;

  constructor(n: number, exponent: number) {
    this.cumulative = new Float64Array(n);
    let total = 0;
    for (let i = 0; i < n; i += 1) {
      total += 1 / Math.pow(i + 1, exponent);
      this.cumulative[i] = total;
    }
  }

  pick(rng: Prng): number {
    const c = this.cumulative;
    const r = rng.next() * c[c.length - 1];
    let lo = 0;
    let hi = c.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (c[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
