import { addDays, createRandom, hashSeed, isoDate, mulberry32, REFERENCE_DATE } from './random';

describe('mulberry32 / createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('seeds from a name through hashSeed', () => {
    expect(hashSeed('search')).toBe(hashSeed('search'));
    expect(hashSeed('search')).not.toBe(hashSeed('todo'));
    expect(createRandom('todo').next()).toBe(mulberry32(hashSeed('todo'))());
  });

  it('int covers both bounds and nothing outside them; pick and bool stay in range', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) seen.add(random.int(1, 4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    expect(() => random.pick([])).toThrow();
    expect(createRandom(2).bool(0)).toBe(false);
    expect(createRandom(2).bool(1)).toBe(true);
  });
});

describe('dates', () => {
  it('has a fixed reference date and day arithmetic that does not mutate', () => {
    expect(REFERENCE_DATE.toISOString()).toBe('2025-01-15T09:00:00.000Z');
    const earlier = addDays(REFERENCE_DATE, -15);
    expect(isoDate(earlier)).toBe('2024-12-31');
    expect(REFERENCE_DATE.toISOString()).toBe('2025-01-15T09:00:00.000Z');
  });
});
