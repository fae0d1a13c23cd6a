/** Section 27.0 LAWs in play (engine/law-command.ts): the shot at a vehicle, arming, scatter and the back-blast. */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import { manTurnOf, type GameState } from '../model/state';
import { Table, type ManSpec } from '../test-support/engine-game';
import { vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { armamentOf } from './carried-weapons';
import { decideIssueLaw } from './law-command';
import { SETUP_PHASE } from './setup-commands';

const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const RULES = ['23', '24', '29', '30', '27'];

function withLaw(state: GameState, id = 'a1'): GameState {
  const man = state.men[id]!;
  return { ...state, men: { ...state.men, [id]: { ...man, armament: { ...armamentOf(man), laws: 1 } } } };
}

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 5, row: 20 },
  { id: 'a2', side: 'a', col: 5, row: 22 },
  { id: 'a3', side: 'a', col: 5, row: 26 },
];

function table(state: GameState, more: DieFace[] = []): Table {
  const t = new Table(withLaw(state), new ScriptedDice([...d10(7, 2), ...more]));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}

const game = (vehicles: VehicleSpec[], men: ManSpec[] = MEN) => vehicleGame(men, vehicles, { optionalRules: RULES });
const TANK_N12: VehicleSpec = { kind: 'tank', side: 'b', col: 5, row: 8 };

describe('Section 27.0 General Rule', () => {
  it('Section 27.0 General Rule: a man carries a LAW besides his other weapons; once fired it is discarded', () => {
    const g = { ...vehicleGame(MEN, [], { optionalRules: RULES, started: false }), phase: SETUP_PHASE };
    const r = decideIssueLaw(g, { type: 'setup/issue-law', manId: 'a1' });
    expect(r).toMatchObject({ ok: true, value: [{ type: 'law-issued', armament: { laws: 1 } }] });
    if (r.ok) expect(r.value[0]!.type === 'law-issued' && r.value[0]!.armament.weapons).toEqual(armamentOf(g.men['a1']!).weapons);
    const t = table(game([TANK_N12]), [...d10(9, 9), ...d10(1), ...d6(1), ...d10(1)]);
    t.run({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' });
    expect(armamentOf(t.state.men['a1']!).laws).toBe(0);
    expect(t.refuse({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'law/none' });
  });
});

describe('Case 27.1: how LAWs are fired', () => {
  it('Case 27.11: fired at an Enemy vehicle for 25 Task Points; Case 27.12: Table 27.3 at the range; Case 27.13: a hit rolls Table 26.5', () => {
    // 1D100 = 12 hits (range 12: 75%); Table 26.5 die 9 "Burns"; back-blast south hits a2 (two squares behind): 1D10 = 6.
    const t = table(game([TANK_N12]), [...d10(1, 2), ...d10(6), ...d10(9)]);
    const events = t.run({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' });
    const [e] = of(events, 'law-fired');
    expect(e).toMatchObject({ hit: true, unarmed: false, chance: { final: 75 }, struckVehicleId: 'vehicle-1', taskPointsCharged: 25, caseRef: 'Case 27.13' });
    expect(of(events, 'vehicle-damaged')[0]).toMatchObject({ table: { name: 'Table 26.5', roll: 9, effects: ['burns'] }, caseRef: 'Case 27.13' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(25);
  });

  it('Case 27.11: a LAW is fired at Enemy vehicles, not his own side\'s, nor at a vehicle not on the map', () => {
    const t = table(game([{ kind: 'tank', side: 'a', col: 5, row: 8 }]));
    expect(t.refuse({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'law/friendly', caseRef: 'Case 27.11' });
    expect(t.refuse({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-9' })).toMatchObject({ code: 'law/no-vehicle' });
  });

  it('Case 27.14: a scattered LAW has no effect unless it lands on another vehicle, which then rolls its table', () => {
    // 1D100 = 99 misses; scatter direction 1D10 = 5, 1D6 = 1 square: it lands on the second tank (Table 26.5 die 4, its hull gunner 1D6).
    const t = table(game([TANK_N12, { kind: 'tank', side: 'b', col: 5, row: 9 }]), [...d10(9, 9), ...d10(5), ...d6(1), ...d10(1), ...d10(4), ...d6(2)]);
    const events = t.run({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' });
    const [e] = of(events, 'law-fired');
    expect(e).toMatchObject({ hit: false, caseRef: 'Case 27.14' });
    expect(e).toMatchObject({ landing: { col: 5, row: 9 }, struckVehicleId: 'vehicle-2' });
    expect(of(events, 'vehicle-damaged').map((d) => [d.vehicleId, d.table?.roll])).toEqual([['vehicle-2', 4]]);
  });
});

describe('Case 27.2: restrictions on LAWs', () => {
  it('Case 27.21: fired at a vehicle within 3 squares it has no effect, and no die is rolled for it', () => {
    const t = table(game([{ kind: 'tank', side: 'b', col: 5, row: 17 }]), [...d10(3)]);
    const events = t.run({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' });
    expect(of(events, 'law-fired')[0]).toMatchObject({ unarmed: true, hit: false, caseRef: 'Case 27.21' });
    expect(of(events, 'vehicle-damaged')).toEqual([]);
  });

  it('Case 27.22: the back-blast goes opposite to his fire; every man in it takes 1D10; those outside it none', () => {
    const t = table(game([TANK_N12]), [...d10(1, 2), ...d10(7), ...d10(9)]);
    const events = t.run({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' });
    const [e] = of(events, 'law-fired');
    expect(e!.backblast.toward).toBe('s');
    expect(e!.backblast.men).toEqual([{ id: 'a2', wounds: 7, killed: false, reason: 'back-blast (Case 27.22)' }]);
    expect(of(events, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([['a2', 7]]);
  });
});

describe('Ruling AT9: a vehicle in the firer\'s own square', () => {
  it('Case 27.22 (ruling AT9): the back-blast has no direction at a vehicle in his own square, so the LAW is not fired', () => {
    const t = table(game([{ kind: 'tank', side: 'b', col: 5, row: 20 }]));
    expect(t.refuse({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'law/own-square', caseRef: 'Case 27.22' });
  });
});

describe('Case 27.24: a LAW fired inside a small building', () => {
  it('Case 27.24: from a building of four squares the firer and every man inside take 1D10; the back-blast pattern outside does not add to it', () => {
    const g = game([TANK_N12], [{ id: 'a1', side: 'a', col: 5, row: 20 }, { id: 'a2', side: 'a', col: 6, row: 21 }, { id: 'a3', side: 'a', col: 5, row: 26 }]);
    const building = new Set([[5, 20], [6, 20], [5, 21], [6, 21]].map(([c, r]) => (r! - 1) * g.map.width + c! - 1));
    const map = { ...g.map, squares: g.map.squares.map((q, i) => (building.has(i) ? { ...q, terrain: 'building' as const } : q)) };
    const t = table({ ...g, map }, [...d10(1, 2), ...d10(4), ...d10(8), ...d10(9)]);
    const events = t.run({ type: 'task/fire-law', manId: 'a1', vehicleId: 'vehicle-1' });
    const [e] = of(events, 'law-fired');
    expect(e!.backblast.smallBuilding).toBe(true);
    expect(e!.backblast.men.map((m) => [m.id, m.wounds])).toEqual([['a1', 4], ['a2', 8]]);
    expect(of(events, 'man-wounded').map((w) => w.manId)).toEqual(['a1', 'a2']);
  });
});
