/** Section 26.0 Rocket Launchers in play (engine/rocket-command.ts): firing, the burst, vehicles struck, multiple fire and reloading. */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DiceSource, DieFace, DieRequest } from '../../../kernel/dice/dice-source';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { GameEvent } from '../model/events';
import { manTurnOf, type GameState } from '../model/state';
import { Table, type ManSpec } from '../test-support/engine-game';
import { vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { armamentOf } from './carried-weapons';
import { decideIssueRocketLauncher } from './rocket-command';
import { SETUP_PHASE } from './setup-commands';

const at = (col: number, row: number) => ({ col, row });
const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const RULES = ['23', '24', '29', '30', '26'];

/** These faces first, then a seeded stream (for bursts whose dice count depends on the men in reach). */
class Then implements DiceSource {
  readonly mode = 'scripted' as const;
  private readonly rest = SeededDice.fromSeed('rockets');
  constructor(private readonly faces: DieFace[]) {}
  roll(r: DieRequest): DieFace {
    const f = this.faces.shift();
    if (f && f.die !== r.die) throw new Error(`scripted ${f.die} but ${r.die} asked for ${r.purpose}`);
    return f ?? this.rest.roll(r);
  }
}

/** a1 carries a loaded launcher. */
function armed(state: GameState, id = 'a1', multiple = false, shells = multiple ? 4 : 1): GameState {
  const man = state.men[id]!;
  return { ...state, men: { ...state.men, [id]: { ...man, armament: { ...armamentOf(man), rocketLauncher: { multiple, shells } } } } };
}

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 5, row: 5 },
  { id: 'a2', side: 'a', col: 5, row: 5 },
];

/** Side a has the initiative; a1 begins his tasks in the Non-Prepared Task Execution Phase. */
function table(state: GameState, more: DieFace[] = [], dice?: DiceSource, first = 'a1'): Table {
  const t = new Table(state, dice ?? new ScriptedDice([...d10(7, 2), ...more]));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  t.run({ type: 'task/begin', manId: first });
  return t;
}

const game = (men: ManSpec[] = MEN, vehicles: VehicleSpec[] = []) => vehicleGame(men, vehicles, { optionalRules: RULES });

describe('Section 26.0 issuing and the General Rule', () => {
  it('Section 26.0: a launcher is handed out in set-up, loaded; never twice to a man, nor when the rule is not in use', () => {
    const g = { ...vehicleGame(MEN, [], { optionalRules: RULES, started: false }), phase: SETUP_PHASE };
    const r = decideIssueRocketLauncher(g, { type: 'setup/issue-rocket-launcher', manId: 'a1', multiple: true });
    expect(r).toMatchObject({ ok: true, value: [{ type: 'rocket-launcher-issued', multiple: true, armament: { rocketLauncher: { multiple: true, shells: 4 } }, caseRef: 'Case 26.41' }] });
    const t = new Table(g, new ScriptedDice([]));
    t.run({ type: 'setup/issue-rocket-launcher', manId: 'a1' });
    expect(armamentOf(t.state.men['a1']!).rocketLauncher).toEqual({ multiple: false, shells: 1 });
    // Case 24.12: a rocket launcher man counts as two infantrymen.
    expect(t.state.men['a1']!.weapons).toContain('rocket-launcher');
    expect(t.refuse({ type: 'setup/issue-rocket-launcher', manId: 'a1' })).toMatchObject({ code: 'rocket/already' });
    const off = { ...g, scenario: { ...g.scenario!, optionalRules: ['23'] } };
    expect(decideIssueRocketLauncher(off, { type: 'setup/issue-rocket-launcher', manId: 'a1' })).toMatchObject({ ok: false, error: { code: 'optional-rule/not-in-use' } });
  });

  it('Section 26.0 General Rule: firing costs 25 Task Points; the roll on Table 26.7 is in the event; the launcher is then empty', () => {
    const t = table(armed(game()), [...d10(1, 2)]);
    const [e] = t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12) });
    expect(e).toMatchObject({ type: 'rocket-fired', taskPointsCharged: 25, shots: [{ hit: true, landing: at(5, 12), chance: { final: 90 } }], caseRef: 'Case 26.0' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(25);
    expect(armamentOf(t.state.men['a1']!).rocketLauncher?.shells).toBe(0);
    expect(e!.dice?.length).toBe(2);
    expect(t.refuse({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12) })).toMatchObject({ code: 'rocket/unloaded', caseRef: 'Case 26.3' });
  });

  it('Section 26.0 Procedure: a miss scatters on the Rifle Grenade Scatter Table (Case 18.32, cited "18.33")', () => {
    // 1D100 = 99 misses; direction 1D10 = 1, distance 1D6 = 3.
    const t = table(armed(game()), [...d10(9, 9), ...d10(1), ...d6(3)]);
    const [e] = of(t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 15) }), 'rocket-fired');
    expect(e!.shots[0]).toMatchObject({ hit: false, scatter: { distance: 3 } });
    expect(e!.shots[0]!.landing).not.toEqual(at(5, 15));
  });

  it('Section 26.0: he needs a launcher and may not fire at his own square', () => {
    const t = table(game());
    expect(t.refuse({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 9) })).toMatchObject({ code: 'rocket/none' });
    const u = table(armed(game()));
    expect(u.refuse({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 5) })).toMatchObject({ code: 'rocket/own-square' });
  });
});

describe('Case 26.1: effects of rockets on personnel', () => {
  it('Case 26.1: every man in the rocket\'s square and the eight around it is affected as by a grenade; those farther are not', () => {
    const men: ManSpec[] = [...MEN, { id: 'b1', side: 'b', col: 5, row: 12 }, { id: 'b2', side: 'b', col: 6, row: 13 }, { id: 'b3', side: 'b', col: 5, row: 16 }];
    const t = table(armed(game(men)), [], new Then([...d10(7, 2), ...d10(1, 2)]));
    const events = t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12) });
    const [e] = of(events, 'rocket-fired');
    const reached = e!.shots[0]!.blast.men.map((m) => m.id);
    expect(reached).toEqual(expect.arrayContaining(['b1', 'b2']));
    expect(reached).not.toContain('b3');
    for (const w of of(events, 'man-wounded')) expect(['b1', 'b2']).toContain(w.manId);
  });
});

describe('Case 26.2: effects on vehicles', () => {
  it('Case 26.21: a rocket in a tank\'s square rolls Table 26.5 (die 10: destroyed, the crew killed)', () => {
    const t = table(armed(game(MEN, [{ kind: 'tank', side: 'b', col: 5, row: 12 }])), [...d10(1, 2), ...d10(0)]);
    const events = t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12) });
    expect(of(events, 'rocket-fired')[0]!.shots[0]!.vehicles).toEqual(['vehicle-1']);
    expect(of(events, 'vehicle-damaged')[0]).toMatchObject({ table: { name: 'Table 26.5', roll: 10 }, knockedOut: true, caseRef: 'Case 26.21' });
    expect(of(events, 'man-wounded').filter((w) => w.condition === 'dead')).toHaveLength(5);
    expect(vehicle(t.state).damage?.effects).toEqual(['destroyed']);
  });

  it('Case 26.22: a rocket in a jeep\'s square rolls Table 26.6 (1–5 Burns: the driver 2D10); Case 26.1 with ruling AR17: its burst strikes the driver in the open first', () => {
    // Hit (12); the burst: the driver 1D6 = 2, kill roll 50; Table 26.6 3 Burns: the driver 2D10 = 4 + 5.
    const t = table(armed(game(MEN, [{ kind: 'jeep', side: 'b', col: 5, row: 12, crew: ['driver'] }])), [...d10(1, 2), ...d6(2), ...d10(5, 0), ...d10(3), ...d10(4, 5)]);
    const events = t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12) });
    expect(of(events, 'vehicle-damaged')[0]).toMatchObject({ table: { name: 'Table 26.6', roll: 3, effects: ['burns'] }, caseRef: 'Case 26.22' });
    expect(of(events, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([
      ['vehicle-1-driver', 2],
      ['vehicle-1-driver', 9],
    ]);
  });

  it('Case 26.21 with ruling AT3: a scattered rocket strikes a vehicle in the square it lands in; one beside it is untouched', () => {
    const t = table(armed(game(MEN, [{ kind: 'tank', side: 'b', col: 5, row: 13 }])), [...d10(1, 2)]);
    const events = t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12) });
    expect(of(events, 'vehicle-damaged')).toEqual([]);
  });
});

describe('Case 26.3: reloading', () => {
  it('Case 26.3: reloading costs 50 Task Points, a full Phase\'s work for one man', () => {
    const t = table(armed(game(), 'a1', false, 0));
    const [e] = t.run({ type: 'task/reload-rocket', manId: 'a1' });
    expect(e).toMatchObject({ type: 'rocket-reloaded', loaded: true, cost: { final: 50 }, caseRef: 'Case 26.3' });
    expect(armamentOf(t.state.men['a1']!).rocketLauncher?.shells).toBe(1);
    expect(t.refuse({ type: 'task/reload-rocket', manId: 'a1' })).toMatchObject({ code: 'rocket/full' });
  });

  it('Case 26.3: two men in the launcher\'s square each spend 25 and the launcher is reloaded', () => {
    const t = table(armed(game(), 'a1', false, 0), [], undefined, 'a2');
    const [helped] = t.run({ type: 'task/reload-rocket', manId: 'a2', ownerId: 'a1' });
    expect(helped).toMatchObject({ loaded: false, cost: { final: 25 }, caseRef: 'Case 26.3' });
    expect(manTurnOf(t.state, 'a2').spent).toBe(25);
    expect(armamentOf(t.state.men['a1']!).rocketLauncher?.loading?.points).toBe(25);
    t.run({ type: 'task/end', manId: 'a2' }, { type: 'task/begin', manId: 'a1' });
    const [done] = t.run({ type: 'task/reload-rocket', manId: 'a1' });
    expect(done).toMatchObject({ loaded: true, cost: { final: 25 } });
    expect(manTurnOf(t.state, 'a1').spent).toBe(25);
    expect(armamentOf(t.state.men['a1']!).rocketLauncher).toEqual({ multiple: false, shells: 1 });
  });

  it('Case 26.3: the loader must be in the launcher\'s square', () => {
    const t = table(armed(game([MEN[0]!, { id: 'a2', side: 'a', col: 6, row: 5 }]), 'a1', false, 0));
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'task/begin', manId: 'a2' });
    expect(t.refuse({ type: 'task/reload-rocket', manId: 'a2', ownerId: 'a1' })).toMatchObject({ code: 'rocket/loader-not-here', caseRef: 'Case 26.3' });
  });
});

describe('Case 26.4: multiple-fire rocket launchers', () => {
  it('Case 26.41: up to four rockets in one Game-Turn for 25 Task Points; Case 26.42: one target, each rocket its own roll and scatter', () => {
    const t = table(armed(game(), 'a1', true), [...d10(1, 2), ...d10(9, 9), ...d10(1), ...d6(2), ...d10(3, 3), ...d10(0, 1)]);
    const [e] = of(t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12), rockets: 4 }), 'rocket-fired');
    expect(e!.shots.map((s) => s.hit)).toEqual([true, false, true, true]);
    expect(e!.shots[1]!.scatter).toMatchObject({ distance: 2 });
    expect(e).toMatchObject({ taskPointsCharged: 25, caseRef: 'Case 26.42' });
    expect(armamentOf(t.state.men['a1']!).rocketLauncher?.shells).toBe(0);
  });

  it('Case 26.41: a single launcher fires one rocket only', () => {
    const t = table(armed(game()));
    expect(t.refuse({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12), rockets: 2 })).toMatchObject({ code: 'rocket/single', caseRef: 'Case 26.41' });
  });

  it('Case 26.43: all four need not be fired at once: he may fire only one and keep three', () => {
    const t = table(armed(game(), 'a1', true), [...d10(1, 2)]);
    t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12), rockets: 1 });
    expect(armamentOf(t.state.men['a1']!).rocketLauncher?.shells).toBe(3);
  });

  it('Case 26.44: reloading one shell of a multiple-fire launcher costs 50; two men load one shell between them', () => {
    const t = table(armed(game(), 'a1', true, 2));
    const [e] = t.run({ type: 'task/reload-rocket', manId: 'a1' });
    expect(e).toMatchObject({ loaded: true, cost: { final: 50 }, caseRef: 'Case 26.44' });
    expect(armamentOf(t.state.men['a1']!).rocketLauncher?.shells).toBe(3);
  });

  it('Case 26.45: a launcher with one shell left fires it, and no more than it holds', () => {
    const t = table(armed(game(), 'a1', true, 1), [...d10(1, 2)]);
    expect(t.refuse({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12), rockets: 2 })).toMatchObject({ code: 'rocket/unloaded', caseRef: 'Case 26.45' });
    t.run({ type: 'task/fire-rocket', manId: 'a1', target: at(5, 12), rockets: 1 });
    expect(armamentOf(t.state.men['a1']!).rocketLauncher?.shells).toBe(0);
  });
});
