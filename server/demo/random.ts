/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence on every run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight; `weights` pairs each item with a non-negative weight. */
  weighted<T>(weights: readonly (readonly [T, number])[]): T {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, w] of weights) {
      roll -= w;
      if (roll < 0) return item;
    }
    const last = weights[weights.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A Poisson-distributed count with mean `mean` (Knuth's method; fine for small means). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    for (let product = this.next(); product > limit; product *= this.next()) count++;
    return count;
  }

  /**
   * `k` distinct items drawn with probability proportional to weight (Efraimidis–Spirakis), so keen
   * users turn up again and again while others come once.
   */
  sampleWeighted<T>(items: readonly T[], weight: (item: T) => number, k: number): T[] {
    if (k >= items.length) return [...items];
    return items
      .map((item) => ({ item, score: Math.log(this.next() || Number.MIN_VALUE) / weight(item) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, k)
      .map((entry) => entry.item);
  }
}
