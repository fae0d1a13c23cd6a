/** Section 25.0 Satchel Charges in play (engine/satchel-command.ts, engine/satchel-detonation.ts). */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import { manTurnOf, type GameState } from '../model/state';
import { Table, type ManSpec } from '../test-support/engine-game';
import { vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { armamentOf } from './carried-weapons';
import { decidesWithoutFollowUps } from './dispatch';
import { legalActions } from './legal-actions';
import { SETUP_PHASE } from './setup-commands';

const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const RULES = ['23', '24', '29', '30', '25'];
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 5, row: 20 },
  { id: 'b1', side: 'b', col: 5, row: 17 },
];

function withSatchels(state: GameState, id = 'a1', n = 2): GameState {
  const man = state.men[id]!;
  return { ...state, men: { ...state.men, [id]: { ...man, armament: { ...armamentOf(man), satchelCharges: n } } } };
}

const game = (vehicles: VehicleSpec[] = [], men: ManSpec[] = MEN, rules = RULES) => withSatchels(vehicleGame(men, vehicles, { optionalRules: rules }));

function table(state: GameState, more: DieFace[] = []): Table {
  const t = new Table(state, new ScriptedDice([...d10(7, 2), ...more]));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}

/** Ends the acting man, passes both sides and advances, until `phase` of Game-Turn `turn`; returns every event on the way. */
function onTo(t: Table, turn: number, phase: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (let guard = 0; guard < 40 && !(t.state.turn === turn && t.state.phase === phase); guard++) {
    const active = t.state.sequence?.active?.manId;
    const tries: Command[] = [...(active ? [{ type: 'task/end' as const, manId: active }] : []), { type: 'side/pass', side: 'a' }, { type: 'side/pass', side: 'b' }, { type: 'initiative/roll' }, { type: 'phase/advance' }];
    const c = t.state.phase === 'initiative' && !t.state.sequence?.initiative ? tries.find((x) => x.type === 'initiative/roll') : tries.find((x) => x.type !== 'initiative/roll' && legal(t, x));
    if (!c) throw new Error(`stuck in ${t.state.phase}`);
    out.push(...t.run(c));
  }
  return out;
}

/** Whether the command is accepted, asked without its triggers and with no dice, so the probe draws none of the script. */
const legal = (t: Table, c: Command): boolean => {
  try {
    return decidesWithoutFollowUps(t.state, c, new ScriptedDice([]));
  } catch {
    return false;
  }
};

describe('Case 25.1 Preparation and release of satchel charges', () => {
  it('Case 25.11: satchel charges only as the scenario gives them: handed out in set-up (ruling SC1); none carried, none prepared', () => {
    const g = { ...vehicleGame(MEN, [], { optionalRules: RULES, started: false }), phase: SETUP_PHASE };
    const issue = new Table(g, new ScriptedDice([])).run({ type: 'setup/issue-satchel-charges', manId: 'a1', count: 3 });
    expect(issue).toMatchObject([{ type: 'satchel-charges-issued', count: 3, armament: { satchelCharges: 3 } }]);
    expect(legalActions(g).commands).toContainEqual({ type: 'setup/issue-satchel-charges', manId: 'a1', count: 1 });
    const bare = table(vehicleGame(MEN, [], { optionalRules: RULES }));
    expect(bare.refuse({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 1 })).toMatchObject({ code: 'satchel/none', caseRef: 'Case 25.11' });
    const off = table(game([], MEN, ['23']));
    expect(off.refuse({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 1 })).toMatchObject({ code: 'optional-rule/not-in-use', caseRef: 'Case 25.0' });
  });

  it('Case 25.11: preparing costs 12 Task Points and throwing 15 (Chart 5.22); Case 25.13: Table 25.41 at range 3 is 60%', () => {
    const t = table(game(), [...d10(5, 9)]);
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 2 });
    expect(manTurnOf(t.state, 'a1').spent).toBe(12);
    expect(armamentOf(t.state.men['a1']!).satchelCharges).toBe(1);
    const [e] = of(t.run({ type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 17 } }), 'satchel-thrown');
    expect(e).toMatchObject({ hit: true, chance: { final: 60 }, landing: { col: 5, row: 17 }, taskPointsCharged: 15, caseRef: 'Case 25.13' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(27);
    expect(t.state.satchels!.charges).toMatchObject([{ id: 'satchel-1', square: { col: 5, row: 17 }, explodeTurn: 2 }]);
    expect(t.state.satchels!.charges[0]!.holderId).toBeUndefined();
  });

  it('Case 25.12: a prone man throws only 1 square; Case 25.14: a miss scatters exactly one square', () => {
    const prone = table(game([], [{ id: 'a1', side: 'a', col: 5, row: 20, posture: 'prone' }, MEN[1]!]));
    prone.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 2 });
    expect(prone.refuse({ type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 18 } })).toMatchObject({ code: 'satchel/out-of-range', caseRef: 'Case 25.12' });
    // 1D100 = 99 misses; Scatter Diagram 5 (S): one square south of 0517, and no distance die.
    const t = table(game(), [...d10(9, 9), ...d10(5)]);
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 2 });
    const [e] = of(t.run({ type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 17 } }), 'satchel-thrown');
    expect(e).toMatchObject({ hit: false, scatter: { distance: 1 }, caseRef: 'Case 25.14' });
    expect(Math.max(Math.abs(e!.landing.col - 5), Math.abs(e!.landing.row - 17))).toBe(1);
  });

  it('Case 25.15: a prepared charge is dropped in his square for no Task Points; unprepared it cannot be', () => {
    const t = table(game());
    expect(t.refuse({ type: 'task/drop-satchel', manId: 'a1' })).toMatchObject({ code: 'satchel/not-prepared', caseRef: 'Case 25.15' });
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 3 });
    t.run({ type: 'task/drop-satchel', manId: 'a1' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(12);
    expect(t.state.satchels!.charges[0]).toMatchObject({ square: { col: 5, row: 20 } });
  });

  it('Ruling SC2 (Cases 11.21, 25.12): he may prepare and throw in one Game-Turn, but after the throw no other combat task; ruling SC3: one prepared charge at a time', () => {
    const t = table(game(), [...d10(1, 0)]);
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 3 });
    expect(t.refuse({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 3 })).toMatchObject({ code: 'satchel/already-prepared', caseRef: 'Case 25.23' });
    t.run({ type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 17 } });
    expect(t.refuse({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 3 })).toMatchObject({ code: 'satchel/combat-task-used', caseRef: 'Case 11.21' });
  });
});

describe('Case 25.2 Fuse time and detonation', () => {
  it('Case 25.21: set for the current Game-Turn, it explodes at the end of the preparer\'s task execution; Case 25.24: the blast wounds (Table 25.42)', () => {
    // 1D100 = 10 hits 0517; at the end of a1's execution: b1 in the square, 1D6 = 6 → 4 Wound Points.
    const t = table(game(), [...d10(1, 0), ...d6(6)]);
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 1 }, { type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 17 } });
    expect(t.state.satchels!.charges).toHaveLength(1);
    const events = t.run({ type: 'task/end', manId: 'a1' });
    const [x] = of(events, 'satchel-exploded');
    expect(x).toMatchObject({ square: { col: 5, row: 17 }, squareKind: 'open', code: '1D6-2', men: [{ id: 'b1', wounds: 4 }], caseRef: 'Case 25.21' });
    expect(of(events, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([['b1', 4]]);
    expect(t.state.satchels!.charges).toEqual([]);
  });

  it('Case 25.21: set for a later Game-Turn, it explodes at the beginning of that Task Execution Phase, after hand-to-hand; Case 25.22: not before', () => {
    // Dropped in 0520 beside a2; it waits through Game-Turn 1 and explodes on entering Game-Turn 2's Non-Prepared Phase: 1D6 = 5 → 3.
    const t = table(game([], [MEN[0]!, { id: 'b1', side: 'b', col: 35, row: 1 }, { id: 'a2', side: 'a', col: 6, row: 21 }]), [...d10(7, 2), ...d6(5)]);
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 2 }, { type: 'task/drop-satchel', manId: 'a1' }, { type: 'task/move', manId: 'a1', route: [{ col: 5, row: 20 }, { col: 5, row: 21 }, { col: 5, row: 22 }] });
    const before = [...t.run({ type: 'task/end', manId: 'a1' }), ...onTo(t, 2, 'hand-to-hand')];
    expect(of(before, 'satchel-exploded')).toEqual([]);
    const events = onTo(t, 2, 'non-prepared-task-execution');
    const [x] = of(events, 'satchel-exploded');
    expect(x).toMatchObject({ square: { col: 5, row: 20 }, men: [{ id: 'a2', wounds: 3 }] });
    expect(events.findIndex((e) => e.type === 'phase-advanced' && e.to === 'non-prepared-task-execution')).toBeLessThan(events.indexOf(x!));
  });
});

describe('Case 25.3 Effect on tanks and APCs', () => {
  const TANK: VehicleSpec = { kind: 'tank', side: 'b', col: 5, row: 17 };

  it('Case 25.31: thrown onto a tank and on target, it lies on it and travels with it; Case 25.33: exploding there, the tank suffers a rocket\'s hit (Table 26.5)', () => {
    // 1D100 = 30 hits; Table 26.5 die 9: Burns.
    const t = table(game([TANK], [MEN[0]!]), [...d10(3, 0), ...d10(9)]);
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 1 });
    const [e] = of(t.run({ type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 17 }, ontoVehicleId: 'vehicle-1' }), 'satchel-thrown');
    expect(e).toMatchObject({ onVehicleId: 'vehicle-1', caseRef: 'Case 25.31' });
    // The tank moves on (as the vehicle rules would move it): the charge goes with it.
    const moved = t.state.vehicles!.vehicles.map((v) => ({ ...v, square: { col: 5, row: 12 } }));
    t.state = { ...t.state, vehicles: { ...t.state.vehicles!, vehicles: moved } };
    const events = t.run({ type: 'task/end', manId: 'a1' });
    expect(of(events, 'satchel-exploded')[0]).toMatchObject({ square: { col: 5, row: 12 }, onVehicleId: 'vehicle-1', vehicles: ['vehicle-1'] });
    expect(of(events, 'vehicle-damaged')[0]).toMatchObject({ vehicleId: 'vehicle-1', table: { name: 'Table 26.5', roll: 9 }, caseRef: 'Case 25.33' });
  });

  it('Case 25.32: a jeep may have one thrown onto it, a motorcycle not; Case 25.33: a charge in a vehicle\'s square strikes it too', () => {
    const moto = table(game([{ kind: 'motorcycle', side: 'b', col: 5, row: 17 }], [MEN[0]!]));
    moto.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 1 });
    expect(moto.refuse({ type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 17 }, ontoVehicleId: 'vehicle-1' })).toMatchObject({ code: 'satchel/motorcycle', caseRef: 'Case 25.32' });
    // Thrown at the square, not onto the jeep: 1D100 = 20 lands there; Table 26.6 die 1 at the end of the execution.
    const jeep = table(game([{ kind: 'jeep', side: 'b', col: 5, row: 17 }], [MEN[0]!]), [...d10(2, 0), ...d10(1), ...d10(1)]);
    jeep.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 1 }, { type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 17 } });
    const events = jeep.run({ type: 'task/end', manId: 'a1' });
    expect(of(events, 'satchel-exploded')[0]).toMatchObject({ vehicles: ['vehicle-1'] });
    expect(of(events, 'satchel-exploded')[0]!.onVehicleId).toBeUndefined();
    expect(of(events, 'vehicle-damaged')[0]).toMatchObject({ table: { name: 'Table 26.6' }, caseRef: 'Case 25.33' });
  });

  it('Case 25.31: a man in the vehicle\'s square takes it off with a "pick up weapon" task (10 TP, ruling SC8) and drops it there', () => {
    const g = game([{ kind: 'tank', side: 'b', col: 5, row: 18 }], [MEN[0]!, { id: 'b1', side: 'b', col: 5, row: 18 }]);
    const charge = { id: 'satchel-1', side: 'a', preparerId: 'a1', explodeTurn: 3, atExecutionEnd: false, vehicleId: 'vehicle-1' };
    const t = table({ ...g, satchels: { charges: [charge], nextNumber: 2 } });
    expect(t.refuse({ type: 'task/pick-up-satchel', manId: 'a1', chargeId: 'satchel-1' })).toMatchObject({ code: 'satchel/not-here', caseRef: 'Case 25.31' });
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'task/begin', manId: 'b1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/pick-up-satchel', manId: 'b1', chargeId: 'satchel-1' });
    t.run({ type: 'task/pick-up-satchel', manId: 'b1', chargeId: 'satchel-1' });
    expect(manTurnOf(t.state, 'b1').spent).toBe(10);
    t.run({ type: 'task/drop-satchel', manId: 'b1' });
    expect(t.state.satchels!.charges[0]).toMatchObject({ square: { col: 5, row: 18 }, explodeTurn: 3 });
    expect(t.state.satchels!.charges[0]!.vehicleId).toBeUndefined();
  });

  it('Ruling SC10: a man who boards a vehicle holding a prepared charge carries it on the vehicle, where it explodes (Case 25.33)', () => {
    // a1 prepares for this Game-Turn and is put aboard the APC (as task/mount-vehicle would); at his end Table 26.5 die 9.
    const t = table(game([{ kind: 'apc', side: 'a', col: 5, row: 21 }], [MEN[0]!]), [...d10(9)]);
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 1 });
    const { square: _left, ...a1 } = t.state.men['a1']!;
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...a1, aboard: { vehicleId: 'vehicle-1' } } } };
    const events = t.run({ type: 'task/end', manId: 'a1' });
    expect(of(events, 'satchel-exploded')[0]).toMatchObject({ square: { col: 5, row: 21 }, onVehicleId: 'vehicle-1', vehicles: ['vehicle-1'], men: [] });
    expect(of(events, 'vehicle-damaged')[0]).toMatchObject({ vehicleId: 'vehicle-1', caseRef: 'Case 25.33' });
  });
});

describe('Section 25.0 in the legal actions', () => {
  it('Cases 25.21–25.22, 25.31: each fuse from this Game-Turn to three later; holding one, a throw at a seen Enemy tank and the drop', () => {
    const t = table(game([{ kind: 'tank', side: 'b', col: 5, row: 15 }], [MEN[0]!]));
    const satchel = () => legalActions(t.state).commands.filter((c) => c.type.includes('satchel'));
    expect(satchel()).toEqual([1, 2, 3, 4].map((explodeTurn) => ({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn })));
    t.run({ type: 'task/prepare-satchel', manId: 'a1', explodeTurn: 2 });
    expect(satchel()).toEqual([
      { type: 'task/drop-satchel', manId: 'a1' },
      { type: 'task/throw-satchel', manId: 'a1', target: { col: 5, row: 15 }, ontoVehicleId: 'vehicle-1' },
    ]);
  });
});
