/**
 * The Hand-to-Hand Combat Phase in the engine (Section 12.0; Case 5.1 D):
 * every square holding able men of both sides is a combat (Case 12.11). The
 * umpire gives `melee/resolve` with the Players' orders (wishes to
 * disengage, grapple / draw / blow orders per round); the engine adapts the
 * men to `hand-to-hand.ts`, resolves the whole Phase with the DiceSource,
 * and records every round and die in one `melee-resolved` event. Surprise
 * comes from the `square-entered` event of the move (Cases 12.21–12.22:
 * surprised in that Game-Turn and the next).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, conditionOf, manTurnOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { describeRoll, resolveHandToHandPhase, type MeleeCombat, type MeleeMan, type RoundOrders } from '../rules/hand-to-hand';
import { squareName } from '../rules/movement';
import { meleePlace } from '../rules/climbing';
import { MELEE_ROW_FOR_FIRE_WEAPON, MELEE_WEAPON_IDS, type MeleeWeaponId } from '../tables/hand-to-hand-weapons';
import { TASK_POINT_COSTS } from '../tables/task-point-costs';
import { remainingTaskPoints } from './task-points';
import { HAND_TO_HAND_PHASE } from './turn-sequence';
import { horseEntries, horsebackRows, meleeFighter, meleeHorses, mountedInMelee, mountMeleeOrderError } from './mount-melee';
import { tablesOf } from './game-tables';

const key = (sq: { col: number; row: number }): string => `${sq.col},${sq.row}`;

/** Table 12.93's row for a carried weapon (fire weapons as clubs, Case 12.51 / ruling H-T2). */
export function meleeRow(weapon: string): MeleeWeaponId | undefined {
  if (Object.hasOwn(MELEE_ROW_FOR_FIRE_WEAPON, weapon)) return MELEE_ROW_FOR_FIRE_WEAPON[weapon as keyof typeof MELEE_ROW_FOR_FIRE_WEAPON];
  return (MELEE_WEAPON_IDS as readonly string[]).includes(weapon) ? (weapon as MeleeWeaponId) : undefined;
}

/** Case 12.11: squares where able men of two sides stand, with those men. */
export function combatSquares(state: GameState): { square: { col: number; row: number }; men: ManState[] }[] {
  const bySquare = new Map<string, ManState[]>();
  for (const m of Object.values(state.men)) {
    if (!m.square || !canAct(m) || !meleeFighter(m)) continue;
    // Cases 35.15, 35.27, 35.28: men fight only at the same level of a square, never on a gabled roof.
    const k = meleePlace(state.map, m);
    if (k === undefined) continue;
    bySquare.set(k, [...(bySquare.get(k) ?? []), m]);
  }
  return [...bySquare.values()].filter((men) => new Set(men.map((m) => m.side)).size >= 2).map((men) => ({ square: men[0]!.square!, men }));
}

/** The Phase may not end while a combat is unresolved (Case 12.11). */
export function meleePending(state: GameState): RuleError | undefined {
  if (state.phase !== HAND_TO_HAND_PHASE || state.scenario?.meleeResolvedTurn === state.turn) return undefined;
  const n = combatSquares(state).length;
  return n > 0 ? ruleError('phase/melee-unresolved', 'Case 12.11', `${n} hand-to-hand combat${n > 1 ? 's are' : ' is'} waiting: give melee/resolve with the Players' orders first (Case 12.11).`) : undefined;
}

function meleeMan(state: GameState, m: ManState): MeleeMan {
  const rows = horsebackRows(state, m, m.weapons.map(meleeRow).filter((r): r is MeleeWeaponId => r !== undefined));
  const weapon = rows[0];
  const carried = [...new Set(rows.slice(1))].filter((r) => r !== weapon);
  const surprised = m.surprised !== undefined && state.turn - m.surprised.turn <= 1;
  return {
    id: m.id,
    side: m.side,
    endurance: Math.max(1, m.endurance),
    woundPoints: m.wounds,
    ...(weapon ? { weapon } : {}),
    ...(carried.length > 0 ? { carried } : {}),
    ...(surprised ? { surprised: true } : {}),
    // Case 32.31 (ruling GD8): a dog always attempts to grapple and bites every round, as Case 14.29's panicked man.
    ...(m.dog ? { panicked: true } : {}),
    // Case 19.42: a rider is neither grappler nor grappled.
    ...(mountedInMelee(state, m) ? { mounted: true } : {}),
  };
}

/** melee/resolve (Section 12.0). */
export function decideMeleeResolve(state: GameState, cmd: CommandOf<'melee/resolve'>, dice: DiceSource): Result<GameEvent[], RuleError> {
  if (state.phase !== HAND_TO_HAND_PHASE) return err(ruleError('melee/wrong-phase', 'Case 5.1', `Hand-to-hand combat is resolved in the Hand-to-Hand Combat Phase (Case 5.1 D), not the ${state.phase} Phase.`));
  if (state.scenario?.meleeResolvedTurn === state.turn) return err(ruleError('melee/already-resolved', 'Case 12.0', 'This Game-Turn’s Hand-to-Hand Combat Phase is already resolved.'));
  const squares = combatSquares(state);
  if (squares.length === 0) return err(ruleError('melee/no-combat', 'Case 12.11', 'No square holds men of both sides able to fight (Case 12.11).'));
  for (const o of cmd.combats) {
    if (!squares.some((s) => key(s.square) === key(o.square))) return err(ruleError('melee/no-combat', 'Case 12.11', `There is no hand-to-hand combat in ${squareName(o.square)} (Case 12.11).`));
  }
  const combats: MeleeCombat[] = squares.map(({ square, men }) => {
    const orders = cmd.combats.find((o) => key(o.square) === key(square));
    const id = squareName(square);
    const grapples = state.scenario?.grapples[key(square)] ?? [];
    const ids = new Set(men.map((m) => m.id));
    const horses = meleeHorses(state, men);
    return {
      id,
      men: men.map((m) => meleeMan(state, m)),
      ...(grapples.length > 0 ? { grapples: grapples.filter((g) => ids.has(g.holder) && ids.has(g.held)) } : {}),
      ...(orders?.wishes ? { wishes: orders.wishes } : {}),
      ...(orders?.disengageOrder ? { disengageOrder: orders.disengageOrder } : {}),
      ...(orders?.rounds ? { rounds: orders.rounds as readonly RoundOrders[] } : {}),
      ...(horses.length > 0 ? { horses } : {}),
    };
  });
  const mounted = mountMeleeOrderError(state, cmd);
  if (mounted) return err(mounted);
  const rec = new RecordingDice(dice);
  const r = resolveHandToHandPhase(combats, rec, tablesOf(state));
  if ('code' in r) return err(r);
  const disengageCost = TASK_POINT_COSTS['disengage'].cost.value as number;
  const men = r.men.map((o) => {
    const man = state.men[o.id]!;
    const condition = conditionOf(o.condition);
    const left = remainingTaskPoints(state, o.id);
    const out = condition === 'dead' || condition === 'incapacitated';
    let lost = 0;
    let spent = 0;
    if (out || o.taskPoints.kind === 'all') lost = left;
    else if (o.taskPoints.kind === 'half') lost = Math.ceil(left / 2);
    else if (o.taskPoints.kind === 'disengage-cost') spent = Math.min(left, disengageCost * (condition === 'seriously-wounded' ? 2 : 1));
    void manTurnOf;
    return { id: o.id, woundPoints: o.woundPoints, condition, weapon: o.weapon, carried: o.carried, disengaged: o.disengaged, taskPointsLost: lost, taskPointsSpent: spent, name: man.name };
  });
  const grapples: Record<string, { holder: string; held: string }[]> = {};
  for (const { square } of squares) {
    const g = r.grapples[squareName(square)] ?? [];
    if (g.length > 0) grapples[key(square)] = g.map((x) => ({ holder: x.holder, held: x.held }));
  }
  const log = [
    ...r.disengagement.map((d) => `${d.combat}: ${d.note}`),
    ...r.rounds.flatMap((round) => [...round.notes, ...round.blows.map((b) => `${round.combat} round ${round.round}: ${b.note}`)]),
    ...r.dice.map(describeRoll),
  ];
  const horses = horseEntries(state, r.horses);
  return ok([
    {
      type: 'melee-resolved',
      combats: squares.map((s) => squareName(s.square)),
      men: men.map((m) => ({ id: m.id, woundPoints: m.woundPoints, condition: m.condition, weapon: m.weapon, carried: m.carried, disengaged: m.disengaged, taskPointsLost: m.taskPointsLost, taskPointsSpent: m.taskPointsSpent })),
      grapples,
      ...(horses.length > 0 ? { horses } : {}),
      log,
      caseRef: 'Case 12.0',
      dice: rec.take(),
    },
  ]);
}
