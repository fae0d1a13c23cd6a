/**
 * Seeded dice for a game on the host (architecture: "the seed never leaves the
 * host"). The generator is pure-rand's xoroshiro128+ — the one fast-check
 * uses — so we keep no PRNG of our own. Its whole state is four 32-bit words;
 * the host persists `state()` after each command and restores it with
 * `SeededDice.fromState`, so a reloaded game rolls on exactly as it would have.
 */
import { z } from 'zod';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { DiceSource, DieFace, DieRequest } from './dice-source';

const DIE_SIDES = { d6: 6, d10: 10, d12: 12, d20: 20 } as const;

export const SEEDED_DICE_ALGORITHM = 'xoroshiro128plus';

const int32 = z.number().int().min(-0x8000_0000).max(0xffff_ffff);

export const seededDiceStateSchema = z.strictObject({
  algorithm: z.literal(SEEDED_DICE_ALGORITHM),
  words: z
    .tuple([int32, int32, int32, int32])
    // An all-zero xoroshiro state yields zero for ever.
    .refine((w) => w.some((x) => x !== 0), 'an all-zero state cannot roll dice'),
});

export type SeededDiceState = z.infer<typeof seededDiceStateSchema>;

type Generator = ReturnType<typeof xoroshiro128plus>;

/**
 * cyrb128, a public-domain string hash by bryc
 * (https://github.com/bryc/code/blob/master/jshash/PRNGs.md), spreads a seed
 * string over all four words so two games never differ only in 32 bits.
 */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}

export class SeededDice implements DiceSource {
  readonly mode = 'seeded' as const;

  private constructor(private readonly rng: Generator) {}

  /** A string seed is hashed to the full state; a number seed must be a 32-bit integer. */
  static fromSeed(seed: string | number): SeededDice {
    if (typeof seed === 'number') {
      if (!Number.isInteger(seed) || seed < -0x8000_0000 || seed > 0xffff_ffff) throw new RangeError(`seed ${seed} is not a 32-bit integer; use a string seed instead`);
      return new SeededDice(xoroshiro128plus(seed | 0));
    }
    const words = cyrb128(seed);
    if (words.every((w) => w === 0)) words[0] = 1;
    return new SeededDice(xoroshiro128plusFromState(words));
  }

  /** Restores dice saved with `state()`. Throws a readable error for a damaged or foreign state. */
  static fromState(saved: unknown): SeededDice {
    const parsed = seededDiceStateSchema.safeParse(saved);
    if (!parsed.success) throw new Error(`saved dice state is not usable: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'state'}: ${i.message}`).join('; ')}`);
    return new SeededDice(xoroshiro128plusFromState(parsed.data.words.map((w) => w | 0)));
  }

  /** A JSON-safe snapshot; the next roll after `fromState(state())` is the roll this source would make next. */
  state(): SeededDiceState {
    const [a, b, c, d] = this.rng.getState();
    return { algorithm: SEEDED_DICE_ALGORITHM, words: [a ?? 0, b ?? 0, c ?? 0, d ?? 0] };
  }

  roll(request: DieRequest): DieFace {
    // uniformInt rejects out-of-range draws rather than taking a modulus, so every face is equally likely.
    const face = uniformInt(this.rng, 1, DIE_SIDES[request.die]);
    return { die: request.die, face };
  }
}
