/** Small deterministic PRNG (sfc32), seeded per family so any prefix of the sequence is reproducible. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream: number) {
    this.a = seed >>> 0;
    this.b = (stream * 0x9e3779b9) >>> 0;
    this.c = (seed ^ 0xdeadbeef) >>> 0;
    this.d = (stream + 0x632be5ab) >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** A value scaled by a factor in [1 - spread, 1 + spread]. */
  jitter(value: number, spread: number): number {
    return value * (1 - spread + 2 * spread * this.next());
  }
}

/** Rounds to a few significant digits, as datasheets print values. */
export function sig(value: number, digits = 2): number {
  if (value === 0) return 0;
  return Number(value.toPrecision(digits));
}
