// Deterministic seed data: the same records at the same offsets from the server's clock on every load,
// so screenshots, e2e selectors and bench numbers are stable. Seeds must use these helpers and the
// server's `now` (MockServerOptions.now), never Math.random() or new Date().

/**
 * The fixed end of the default conversation history (MockServerOptions.conversations.endsAt) and the
 * "now" tests pin the seeds to when they compare with fixed dates. (Tokens use the real clock.)
 */
export const REFERENCE_DATE = new Date('2025-01-15T09:00:00.000Z');

/**
 * mulberry32: a tiny 32-bit PRNG. Good spread for demo data and, unlike Math.random, seedable.
 * Returns a function giving floats in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * FNV-1a hash of a string to a 32-bit seed. Lets each domain seed from its own name, so adding or
 * reordering domains never changes another domain's data.
 */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** true with the given probability (default 0.5). */
  bool(probability?: number): boolean;
}

/** A seeded random source; pass a number or a name (e.g. the domain name). */
export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => {
      if (list.length === 0) throw new Error('createRandom().pick: empty list');
      return list[int(0, list.length - 1)];
    },
    bool: (probability = 0.5) => next() < probability,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` moved by whole days (negative = earlier); a new Date, the input is not changed. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' in UTC: locale-neutral, so the four UI languages can format it themselves. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of the day of `now`: the anchor of day-based seeds ("in 3 days"). */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
