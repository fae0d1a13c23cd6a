/**
 * The Hand-to-Hand Combat Phase (Section 12.0; Case 5.1 D): for every
 * combat, one disengagement attempt (Case 12.3), then five rounds of
 * grappling and evasion (Case 12.4) and blows (Cases 12.5–12.8), with
 * initiative rolled for each combat every round (Case 12.54). Rounds are
 * resolved in order across all combats ("until all hand-to-hand combats for
 * the round are resolved", Case 12.5); a combat stops early only when one
 * side has no man left who can fight.
 *
 * Pure: every die comes from `dice` with its purpose and Case; illegal
 * orders return a RuleError. The pieces live beside this file:
 * melee-model.ts (types), melee-engagement.ts (Cases 12.1–12.2 on entering
 * a square), melee-disengagement.ts (12.3), melee-grapple.ts (12.4),
 * melee-blows.ts (12.5–12.8), melee-chances.ts (breakdowns and UI
 * previews). Rulings: docs/rulings/hand-to-hand.md.
 */
import { rollDice, type DiceRoll } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { resolveAction, type PhaseLedger } from './melee-blows';
import { resolveDisengagement } from './melee-disengagement';
import { checkCombatSides } from './melee-engagement';
import { resolveGrappling } from './melee-grapple';
import { horseOutcome, horseStrikesIn, isHorse, newHorseFighter, resolveHorseBlow, type HorseFighter } from './melee-horse';
import {
  ROUNDS_PER_PHASE,
  type BlowStep,
  type HorseBlowStep,
  type HandToHandPhaseResult,
  type HandToHandTables,
  type ManId,
  type ManOutcome,
  type MeleeCombat,
  type RoundStep,
  type TaskPointEffect,
} from './melee-model';
import { MeleeOrderError, activeGrapples, combatGoesOn, conditionOf, fail, isAble, newCombatState, ordersFor, sidesOf, surpriseBar, type CombatState, type Fighter } from './melee-state';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { MELEE_WEAPON_IDS } from '../tables/hand-to-hand-weapons';

export * from './melee-model';
export { squareEntered, checkCombatSides, type SquareEntryResult, type SquareOccupant, type EntryFire } from './melee-engagement';
export { meleeChance, blowHitChance, blowKillChance, blowDamageClass, blowWoundPoints, drawTarget, disengagementTargets, twoD6AtMostPercent } from './melee-chances';
export type { MeleeChance, MeleeChanceQuery, BlowSituation, DisengagementTargets } from './melee-chances';

/** Checks the input model; undefined when it is sound. */
export function validateCombats(combats: readonly MeleeCombat[], tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  const seen = new Set<ManId>();
  const combatIds = new Set<string>();
  for (const c of combats) {
    if (combatIds.has(c.id)) return ruleError('melee/duplicate-combat', 'Case 12.54', `Combat ${c.id} is listed twice.`);
    combatIds.add(c.id);
    const e = checkCombatSides(c.men, c.id);
    if (e) return e;
    for (const m of c.men) {
      if (seen.has(m.id)) return ruleError('melee/duplicate-man', 'Case 12.11', `${m.id} is in more than one combat.`);
      seen.add(m.id);
      if (!Number.isInteger(m.endurance) || m.endurance < 1) return ruleError('melee/bad-man', 'Case 9.0', `${m.id}: endurance must be a whole number of at least 1, not ${m.endurance}.`);
      if (!Number.isInteger(m.woundPoints) || m.woundPoints < 0) return ruleError('melee/bad-man', 'Case 9.1', `${m.id}: Wound Points must be a whole number of at least 0, not ${m.woundPoints}.`);
      for (const w of [...(m.weapon ? [m.weapon] : []), ...(m.carried ?? [])]) {
        if (!(MELEE_WEAPON_IDS as readonly string[]).includes(w) || !Object.hasOwn(tables.handToHandCombat, w)) return ruleError('melee/unknown-weapon', 'Case 12.93', `${m.id}: "${w}" is not a row of the Hand-to-Hand Combat Table (Case 12.93).`);
      }
    }
    const side = new Map(c.men.map((m) => [m.id, m.side]));
    for (const h of c.horses ?? []) {
      if (seen.has(h.id)) return ruleError('melee/duplicate-man', 'Case 12.11', `${h.id} is in more than one combat.`);
      seen.add(h.id);
      if (!Number.isInteger(h.endurance) || h.endurance < 1) return ruleError('melee/bad-man', 'Case 19.11', `${h.id}: endurance must be a whole number of at least 1, not ${h.endurance}.`);
    }
    const horseSide = new Map((c.horses ?? []).map((h) => [h.id, h.side]));
    const holders = new Set<ManId>();
    for (const g of c.grapples ?? []) {
      if (!side.has(g.holder) || !side.has(g.held)) return ruleError('melee/unknown-man', 'Case 12.4', `Combat ${c.id}: a grapple names a man not in the combat (${g.holder} → ${g.held}).`);
      if (side.get(g.holder) === side.get(g.held)) return ruleError('melee/not-enemy', 'Case 12.4', `Combat ${c.id}: ${g.holder} cannot have grappled ${g.held}, a Friendly man.`);
      if (holders.has(g.holder)) return ruleError('melee/already-grappling', 'Case 12.4', `Combat ${c.id}: ${g.holder} has grappled two men; each man may grapple one other man (Case 12.4).`);
      holders.add(g.holder);
    }
    for (const o of c.rounds ?? []) {
      for (const id of o?.blowOrder ?? []) if (!side.has(id) && !horseSide.has(id)) return ruleError('melee/unknown-man', 'Case 12.5', `Combat ${c.id}: the blow order names ${id}, who is not in the combat.`);
    }
    if ((c.rounds?.length ?? 0) > ROUNDS_PER_PHASE) return ruleError('melee/too-many-rounds', 'Case 12.0', `Combat ${c.id}: orders for ${c.rounds!.length} rounds; the Phase has ${ROUNDS_PER_PHASE} (Case 12.0).`);
  }
  return undefined;
}

/** Case 12.0: resolve the whole Hand-to-Hand Combat Phase. */
export function resolveHandToHandPhase(combats: readonly MeleeCombat[], dice: DiceSource, tables: HandToHandTables = DEFAULT_COMMANDO_TABLES): HandToHandPhaseResult | RuleError {
  const invalid = validateCombats(combats, tables);
  if (invalid) return invalid;
  try {
    return runPhase(combats, dice, tables);
  } catch (e) {
    if (e instanceof MeleeOrderError) return e.error;
    throw e;
  }
}

function runPhase(combats: readonly MeleeCombat[], dice: DiceSource, tables: HandToHandTables): HandToHandPhaseResult {
  const states = combats.map(newCombatState);
  const horses = combats.map((c) => (c.horses ?? []).map(newHorseFighter));
  const ledger: PhaseLedger = { wounds: [], kills: [], drops: [], incapacitated: [] };
  const allDice: DiceRoll[] = [];
  const take = (s: CombatState, from: number): DiceRoll[] => {
    const d = s.dice.slice(from);
    allDice.push(...d);
    return d;
  };

  const tp = new Map<ManId, TaskPointEffect>();
  const disengagement = states.map((s) => {
    const from = s.dice.length;
    const out = resolveDisengagement(s, dice, tables);
    take(s, from);
    for (const [id, e] of out.taskPoints) tp.set(id, e);
    return out.step;
  });

  const rounds: RoundStep[] = [];
  for (let round = 1; round <= ROUNDS_PER_PHASE; round++) {
    for (const [i, s] of states.entries()) {
      if (!combatGoesOn(s)) continue;
      const from = s.dice.length;
      const step = resolveRound(s, horses[i]!, round, dice, tables, ledger);
      rounds.push({ ...step, dice: take(s, from) });
    }
  }

  const men: ManOutcome[] = states.flatMap((s) =>
    s.fighters.map((f) => ({
      id: f.man.id,
      side: f.man.side,
      combat: s.combat.id,
      woundPoints: f.woundPoints,
      woundsTaken: f.woundPoints - f.startWounds,
      condition: conditionOf(f),
      killedOutright: f.killedOutright,
      weapon: f.weapon,
      carried: [...f.carried],
      disengaged: f.disengaged,
      taskPoints: f.disengaged ? (tp.get(f.man.id) ?? { kind: 'none', caseRef: 'Case 12.3' }) : { kind: 'all', caseRef: 'Case 12.31' },
    })),
  );
  return {
    disengagement,
    rounds,
    men,
    horses: states.flatMap((s, i) => horses[i]!.map((h) => horseOutcome(h, s.combat.id))),
    wounds: ledger.wounds,
    kills: ledger.kills,
    incapacitated: ledger.incapacitated,
    drops: ledger.drops,
    disengaged: men.filter((m) => m.disengaged).map((m) => m.id),
    grapples: Object.fromEntries(states.map((s) => [s.combat.id, [...s.grapples]])),
    dice: allDice,
  };
}

/** Who may take an action this round at all (Cases 12.23, 12.26, 12.61). */
const mayAct = (f: Fighter, round: number): boolean => isAble(f) && f.evadeRound !== round && surpriseBar(f, round) === undefined;

function resolveRound(s: CombatState, horses: readonly HorseFighter[], round: number, dice: DiceSource, tables: HandToHandTables, ledger: PhaseLedger): Omit<RoundStep, 'dice'> {
  const grappling = resolveGrappling(s, round, dice);
  const grapples = activeGrapples(s);
  const notes = [...grappling.notes];
  const [a, b] = sidesOf(s);

  // Case 12.54: initiative for this combat, this round.
  const actors = (side: string) => s.fighters.filter((f) => f.man.side === side && mayAct(f, round));
  let initiative: RoundStep['initiative'];
  if (actors(a).length > 0 && actors(b).length > 0) {
    const rolls: DiceRoll[] = [];
    for (let attempt = 1; ; attempt++) {
      const again = attempt === 1 ? '' : ` (re-roll ${attempt - 1}, Case 6.1)`;
      const ra = rollDice('1D10', dice, `Case 12.54 round ${round} initiative, combat ${s.combat.id}, side ${a}${again}`);
      const rb = rollDice('1D10', dice, `Case 12.54 round ${round} initiative, combat ${s.combat.id}, side ${b}${again}`);
      s.dice.push(ra, rb);
      rolls.push(ra, rb);
      if (ra.total !== rb.total) {
        initiative = { side: ra.total > rb.total ? a : b, rolls };
        break;
      }
    }
    notes.push(`Case 12.54: side ${initiative.side} has the initiative in combat ${s.combat.id} for round ${round}.`);
  } else {
    const only = actors(a).length > 0 ? a : actors(b).length > 0 ? b : undefined;
    if (only !== undefined) {
      initiative = { side: only, rolls: [] };
      notes.push(`Case 12.54: only side ${only} can strike in combat ${s.combat.id} this round; no initiative roll is needed.`);
    }
  }

  // Case 12.5: the Players alternate, one man's blow at a time.
  const order = ordersFor(s, round)?.blowOrder ?? [];
  // Case 19.41: horses take their turns among the men, in the first two rounds only, after the men unless the order places them.
  type Actor = Fighter | HorseFighter;
  const idOf = (x: Actor): ManId => (isHorse(x) ? x.horse.id : x.man.id);
  const sideOf = (x: Actor): string => (isHorse(x) ? x.horse.side : x.man.side);
  const able = (x: Actor): boolean => (isHorse(x) ? horseStrikesIn(x, round) : isAble(x));
  const actorsAll: Actor[] = [...s.fighters, ...horses];
  const rank = (x: Actor): number => (order.includes(idOf(x)) ? order.indexOf(idOf(x)) : order.length + actorsAll.indexOf(x));
  const queue = (side: string): Actor[] => actorsAll.filter((f) => sideOf(f) === side && able(f)).sort((x, y) => rank(x) - rank(y));
  const queues = new Map([
    [a, queue(a)],
    [b, queue(b)],
  ]);
  let turn = initiative?.side ?? a;
  const blows: (BlowStep | HorseBlowStep)[] = [];
  const next = (side: string): Actor | undefined => {
    const q = queues.get(side)!;
    while (q.length > 0) {
      const f = q.shift()!;
      if (able(f)) return f;
    }
    return undefined;
  };
  for (;;) {
    const other = turn === a ? b : a;
    const f = next(turn) ?? next(other);
    if (!f) break;
    const step = isHorse(f) ? resolveHorseBlow({ s, horses, round, dice, ledger }, f) : resolveAction({ s, round, dice, tables, ledger }, f);
    if (step) blows.push(step);
    turn = sideOf(f) === a ? b : a;
  }
  for (const id of Object.keys(ordersFor(s, round)?.men ?? {})) if (!s.byId.has(id) && !horses.some((h) => h.horse.id === id)) fail('melee/unknown-man', 'Case 12.5', `Combat ${s.combat.id} round ${round}: orders for ${id}, who is not in this combat.`);
  if (!combatGoesOn(s)) notes.push(`Combat ${s.combat.id} ends in round ${round}: one side has no man left who can fight.`);

  return {
    combat: s.combat.id,
    round,
    breaks: grappling.breaks,
    attempts: grappling.attempts,
    grapples,
    ...(initiative ? { initiative } : {}),
    blows,
    breakdowns: blows.flatMap((x) => x.breakdowns),
    notes,
  };
}
