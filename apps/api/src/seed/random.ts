/** A small seeded PRNG (mulberry32): the demo data is the same on every run. */
export interface Random {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** `count` distinct entries of `list`, in a shuffled order. */
  sample: <T>(list: readonly T[], count: number) => T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const value = list[Math.floor(next() * list.length)];
    if (value === undefined) throw new Error("pick from an empty list");
    return value;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      const a = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = a;
    }
    return copy.slice(0, count);
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
