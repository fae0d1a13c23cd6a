/**
 * The working state of one hand-to-hand combat while the Phase is resolved,
 * and the questions the rules ask of it: who can still fight, who is
 * grappled, who may be struck (Cases 9.21–9.22, 12.23, 12.26, 12.6, 12.71).
 * Internal to the hand-to-hand modules; callers see only melee-model.ts.
 */
import type { DiceRoll } from './dice-codes';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Grapple, ManId, MeleeCombat, MeleeMan, RoundOrders } from './melee-model';
import type { MeleeWeaponId } from '../tables/hand-to-hand-weapons';
import { woundCondition, type WoundCondition } from './wounds';

/** An illegal order met while resolving: caught by the phase and returned as its RuleError. */
export class MeleeOrderError extends Error {
  constructor(readonly error: RuleError) {
    super(error.message);
    this.name = 'MeleeOrderError';
  }
}

export const fail = (code: string, caseRef: string, message: string): never => {
  throw new MeleeOrderError(ruleError(code, caseRef, message));
};

export interface Fighter {
  readonly man: MeleeMan;
  readonly startWounds: number;
  woundPoints: number;
  killedOutright: boolean;
  weapon: MeleeWeaponId;
  carried: MeleeWeaponId[];
  disengaged: boolean;
  /** Blows attempted this Phase (Case 12.25: the first blow). */
  blowsStruck: number;
  /** A surprised man observes the men who surprised him once one of them has struck a blow (Case 12.23). */
  aware: boolean;
  /** Case 12.61: the round he must spend "evading" after the man he grappled fell. */
  evadeRound?: number;
  /** Case 12.61: the round in which the man he grappled fell; he may strike no other man in it. */
  lostHoldRound?: number;
}

export interface CombatState {
  readonly combat: MeleeCombat;
  readonly fighters: Fighter[];
  readonly byId: ReadonlyMap<ManId, Fighter>;
  /** Standing grapples (Case 12.44: they hold from round to round). */
  grapples: Grapple[];
  /** Pairs broken for the current round only (Case 12.44), as "a|b" with a < b. */
  suspended: Set<string>;
  readonly dice: DiceRoll[];
}

export const pairKey = (a: ManId, b: ManId): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function newCombatState(combat: MeleeCombat): CombatState {
  const fighters: Fighter[] = combat.men.map((m) => ({
    man: m,
    startWounds: m.woundPoints,
    woundPoints: m.woundPoints,
    killedOutright: false,
    weapon: m.weapon ?? 'fists',
    carried: [...(m.carried ?? [])],
    disengaged: false,
    blowsStruck: 0,
    aware: !m.surprised,
  }));
  const byId = new Map(fighters.map((f) => [f.man.id, f]));
  return { combat, fighters, byId, grapples: [...(combat.grapples ?? [])], suspended: new Set(), dice: [] };
}

export const conditionOf = (f: Fighter): WoundCondition => woundCondition({ endurance: f.man.endurance, woundPoints: f.woundPoints, killed: f.killedOutright });

/** Able to fight: neither dead, incapacitated (Case 9.22) nor disengaged. Out men are no longer struck (docs/rulings/hand-to-hand.md H-B8). */
export const isAble = (f: Fighter): boolean => {
  const c = conditionOf(f);
  return !f.disengaged && c !== 'dead' && c !== 'incapacitated';
};

export const isSeriouslyWounded = (f: Fighter): boolean => conditionOf(f) === 'seriously-wounded';

export const ableOf = (s: CombatState, side: string): Fighter[] => s.fighters.filter((f) => f.man.side === side && isAble(f));

export const sidesOf = (s: CombatState): [string, string] => {
  const sides = [...new Set(s.combat.men.map((m) => m.side))];
  return [sides[0]!, sides[1]!];
};

export const enemiesOf = (s: CombatState, f: Fighter): Fighter[] => s.fighters.filter((e) => e.man.side !== f.man.side && isAble(e));

/** Both sides still have a man who can fight. */
export const combatGoesOn = (s: CombatState): boolean => sidesOf(s).every((side) => ableOf(s, side).length > 0);

/** Grapples in force this round: standing ones not broken for the round (Case 12.44). */
export const activeGrapples = (s: CombatState): Grapple[] => s.grapples.filter((g) => !s.suspended.has(pairKey(g.holder, g.held)));

/** The man he has grappled this round, if any (Case 12.61). */
export const holding = (s: CombatState, id: ManId): ManId | undefined => activeGrapples(s).find((g) => g.holder === id)?.held;

/** In a grapple this round, holding or held (Cases 12.71, 12.92). */
export const inGrapple = (s: CombatState, id: ManId): boolean => activeGrapples(s).some((g) => g.holder === id || g.held === id);

/** Removes every grapple of a man who has fallen or left; returns the men who had grappled him. */
export function releaseMan(s: CombatState, id: ManId): ManId[] {
  const holders = s.grapples.filter((g) => g.held === id).map((g) => g.holder);
  s.grapples = s.grapples.filter((g) => g.holder !== id && g.held !== id);
  return holders;
}

export const ordersFor = (s: CombatState, round: number): RoundOrders | undefined => s.combat.rounds?.[round - 1];

/** Cases 12.23, 12.26: why a surprised man may not yet strike (undefined: he may). */
export function surpriseBar(f: Fighter, round: number): string | undefined {
  if (!f.man.surprised) return undefined;
  if (round === 1) return `Case 12.26: ${f.man.id} is surprised and may strike only in the last four rounds.`;
  if (!f.aware) return `Case 12.23: ${f.man.id} is surprised and may not strike until the man who surprised him has struck a blow.`;
  return undefined;
}

/** Case 12.23: a blow by `striker` lets every man he surprised observe him. */
export function markBlowStruck(s: CombatState, striker: Fighter): void {
  striker.blowsStruck++;
  for (const f of s.fighters) {
    if (f.man.surprised && !f.aware && f.man.side !== striker.man.side && (f.man.surprisedBy === undefined || f.man.surprisedBy.includes(striker.man.id))) f.aware = true;
  }
}
