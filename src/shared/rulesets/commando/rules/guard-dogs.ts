/**
 * Guard dogs (Section 32.0, an Optional Rule): the pure rules the engine
 * plays them by (engine/guard-dogs.ts, engine/dog-command.ts) — the wind
 * (Cases 32.12–32.13), the scent (Case 32.14), the handler's six squares
 * (Cases 32.11, 32.34), release (Case 32.16), the direct step (Cases 32.16,
 * 32.32–32.34) and the square limit (Case 32.31). Rulings:
 * docs/rulings/guard-dogs.md. Numbers: tables/guard-dogs.ts.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Square } from '../../../map/map-model';
import { COMPASS_STEP, SCATTER_DIAGRAM, type Compass } from '../tables/grenade-accuracy';
import { GUARD_DOG_NUMBERS as N } from '../tables/guard-dogs';
import { rollDice } from './dice-codes';
import { range } from './range';

/** The direction the wind blows from, and the rolls that found it. */
export interface WindRoll {
  readonly from: Compass;
  readonly rolls: readonly number[];
}

/** Case 32.12: 1D10, re-rolling 9s and 10s, read on the Scatter Diagram: the direction the wind blows from. */
export function rollWind(dice: DiceSource, purpose = 'Case 32.12 wind direction'): WindRoll {
  const rolls: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const r = rollDice(N.windDie.value, dice, purpose).total;
    rolls.push(r);
    if (r >= 1 && r <= N.windHighest.value) return { from: SCATTER_DIAGRAM[String(r) as keyof typeof SCATTER_DIAGRAM].value, rolls };
  }
  throw new Error('Case 32.12: no wind direction in 1000 rolls of 1D10 (the dice are broken).');
}

/** Case 32.13: "Wind direction may change at the end of every fifth Game-Turn". */
export const windMayChange = (turn: number): boolean => turn > 0 && turn % N.windChangeEvery.value === 0;

/** Case 32.13: 1D6, on 1 or 2 re-roll the wind (Case 32.12); otherwise it stays. */
export function rollWindChange(dice: DiceSource, current: Compass): { readonly change: number; readonly wind: WindRoll | undefined; readonly from: Compass } {
  const change = rollDice(N.windChangeDie.value, dice, 'Case 32.13 does the wind change?').total;
  if (change > N.windChangeAtOrBelow.value) return { change, wind: undefined, from: current };
  const wind = rollWind(dice);
  return { change, wind, from: wind.from };
}

const OPPOSITE: Readonly<Record<Compass, Compass>> = { n: 's', ne: 'sw', e: 'w', se: 'nw', s: 'n', sw: 'ne', w: 'e', nw: 'se' };

/** The way the wind carries a scent: away from where it blows from (ruling GD1). */
export const downwind = (from: Compass): Compass => OPPOSITE[from];

/**
 * Case 32.14: does a dog scent this Enemy man? Within ten squares always;
 * otherwise if the straight line from the man in the direction the wind is
 * blowing passes within ten squares of the dog (followed to `limit` squares,
 * the map's longest side).
 */
export function scents(dog: Square, enemy: Square, windFrom: Compass, limit = 64): boolean {
  const reach = N.scentSquares.value;
  if (range(dog, enemy) <= reach) return true;
  const step = COMPASS_STEP[downwind(windFrom)];
  for (let k = 1; k <= limit; k++) {
    if (range(dog, { col: enemy.col + step.dc * k, row: enemy.row + step.dr * k }) <= reach) return true;
  }
  return false;
}

/** Case 32.11: a non-released dog within six squares of its handler. */
export const withinLeash = (dog: Square, handler: Square): boolean => range(dog, handler) <= N.leashSquares.value;

/** Cases 32.12, 32.16: dogs may be released only when they have scented the Enemy. */
export const mayRelease = (scentedEnemies: readonly string[]): boolean => scentedEnemies.length > 0;

/**
 * Cases 32.16, 32.32–32.34: "the shortest, most direct path": the next
 * square toward the target, diagonal while both column and row differ.
 */
export function stepToward(from: Square, to: Square): Square {
  return { col: from.col + Math.sign(to.col - from.col), row: from.row + Math.sign(to.row - from.row) };
}

/** Case 32.31: may one more Friendly dog or man enter a square already holding `friendly` of them? */
export const roomInSquare = (friendly: number): boolean => friendly < N.perSquare.value;

/** Case 32.33: the nearest scented Enemy (ties: the first listed). */
export function nearest(dog: Square, scented: readonly { readonly id: string; readonly square: Square }[]): string | undefined {
  let best: { id: string; d: number } | undefined;
  for (const e of scented) {
    const d = range(dog, e.square);
    if (!best || d < best.d) best = { id: e.id, d };
  }
  return best?.id;
}
