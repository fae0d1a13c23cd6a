import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SIGHTLINE_FC_SEED from the environment, read in vitest.config.ts ('' when unset). */
    sightlineFcSeed: string;
    /** SIGHTLINE_FOV_ORIGINS ('' when unset): the field-of-view property test's origin count. */
    sightlineFovOrigins: string;
  }
}

/**
 * The fast-check seed for the property tests. CI runs a fixed seed so a run is
 * repeatable; to explore other streams, run with another seed, e.g.
 *
 *   SIGHTLINE_FC_SEED=12345 npx vitest run --project shared src/shared/rulesets/commando/engine/engine.property.test.ts
 *
 * A failure prints its seed and counterexample path; rerun with that seed to
 * reproduce it. (src/shared has no Node types, so the environment variable is
 * read in vitest.config.ts and handed over with vitest's provide/inject.)
 */
export const DEFAULT_PROPERTY_SEED = 1979;

export function propertySeed(): number {
  const raw = inject('sightlineFcSeed') ?? '';
  if (raw.trim() === '') return DEFAULT_PROPERTY_SEED;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`SIGHTLINE_FC_SEED must be an integer, not "${raw}".`);
  return seed;
}
