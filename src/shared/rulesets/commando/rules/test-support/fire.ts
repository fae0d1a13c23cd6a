/** Helpers for the fire combat tests: a firer, a target, D100 faces, and a fire's chance or error. */
import { d10 } from '../../../../kernel/dice/scripted-dice';
import { isRuleError, type RuleError } from '../../../../kernel/rule-error';
import type { Firer, ResolvableTarget } from '../fire-chance';
import { fireChance, type FireChance } from '../fire-combat';

/** 1D100 as two d10 faces (Case 4.0): green tens, yellow units; 100 is 0-0. */
export const pct = (n: number) => d10(Math.floor(n / 10) % 10, n % 10);

export const firer = (o: Partial<Firer> = {}): Firer => ({
  weapon: 'pistol',
  wounds: { endurance: 13, woundPoints: 0 },
  prone: false,
  adjacentToWall: false,
  taskPointsRemaining: 50,
  combatTasksThisTurn: 0,
  weaponLoaded: true,
  ...o,
});
export const target = (o: Partial<ResolvableTarget> = {}): ResolvableTarget => ({
  label: 'man B',
  range: 5,
  observedByFirer: true,
  prone: false,
  terrain: 'clear',
  wounds: { endurance: 13, woundPoints: 0 },
  ...o,
});

export function ok<T>(r: T | RuleError): T {
  if (isRuleError(r)) throw new Error(`unexpected RuleError ${r.code}: ${r.message}`);
  return r;
}
export const chance = (f: Partial<Firer>, t: Partial<ResolvableTarget>): FireChance => ok(fireChance({ firer: firer(f), target: target(t) }));
export const errorOf = (f: Partial<Firer>, t: Partial<ResolvableTarget>): string => {
  const r = fireChance({ firer: firer(f), target: target(t) });
  return isRuleError(r) ? r.code : 'no error';
};

