/**
 * Tables 26.5 and 26.6 "Destroyed" and "Burns": a destroyed vehicle explodes (engine/vehicle-explosion.ts,
 * engine/shell-blast.ts `vehicleExplosionEvents`), a burning one in the next Game-Turn's Bookkeeping Phase
 * (engine/vehicle-burning.ts). Rulings AR16–AR19 (docs/rulings/artillery.md).
 */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { vehicle, vehicleGame } from '../test-support/vehicle-game';
import { describeEvent } from '../view/log/describe';
import { NAMES } from '../view/log/log-fixtures';
import { evolve } from './dispatch';
import { fireRound } from './artillery-fire';
import { explodeCharge } from './satchel-detonation';
import { vehicleShellDamage } from './shell-blast';
import { burningDue, withBurningVehicles } from './vehicle-burning';

const at = (col: number, row: number) => ({ col, row });
const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const wounds = (events: readonly GameEvent[]) => of(events, 'man-wounded').map((w) => [w.manId, w.condition === 'dead' ? 'dead' : w.woundPoints]);

/** Puts men aboard vehicle-1 (riders or passengers), off the map. */
function aboard(g: GameState, list: 'riders' | 'passengers', ids: readonly string[], side = 'b'): GameState {
  const men = { ...g.men };
  for (const id of ids) men[id] = { id, side, name: id, posture: 'erect', endurance: 14, wounds: 0, condition: 'fit', weapons: ['rifle'], aboard: { vehicleId: 'vehicle-1' } };
  const vehicles = g.vehicles!.vehicles.map((v): VehicleState => (v.id === 'vehicle-1' ? { ...v, [list]: [...v[list], ...ids] } : v));
  return { ...g, men, vehicles: { ...g.vehicles!, vehicles } };
}

const withDamage = (g: GameState, damage: NonNullable<VehicleState['damage']>): GameState => ({
  ...g,
  vehicles: { ...g.vehicles!, vehicles: g.vehicles!.vehicles.map((v) => (v.id === 'vehicle-1' ? { ...v, damage } : v)) },
});

describe('Table 26.5 Destroyed: a tank explodes as its main gun shell (ruling AR16)', () => {
  it('Case 28.35, Table 26.5 die 10: the crew die, then Diagram 8 about the tank strikes the men beside it and its riders (Case 23.63, ruling AR17)', () => {
    const g = aboard(vehicleGame([{ id: 'a1', side: 'a', col: 11, row: 10 }], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), 'riders', ['r1']);
    // 1D10 = 10 Destroyed; a1 (ring 1: 1D6+1 / 20): 1D100 90, 1D6 3; r1 (centre: 2D6 / 40): 1D100 50, 2D6 2 + 3.
    const dice = new ScriptedDice([...d10(0), ...d10(9, 0), ...d6(3), ...d10(5, 0), ...d6(2, 3)]);
    const r = vehicleShellDamage(g, ['vehicle-1'], dice, evolve);
    expect(r.events.map((e) => e.type)).toEqual(['vehicle-damaged', ...Array(5).fill('man-wounded'), 'vehicle-exploded', 'man-wounded', 'man-wounded']);
    const [x] = of(r.events, 'vehicle-exploded');
    expect(x).toMatchObject({ how: 'tank-shell', burned: false, square: at(10, 10), caseRef: 'Table 26.5 Destroyed; Diagram 8' });
    expect(x!.dice!.length).toBe(7);
    expect(wounds(r.events).slice(5)).toEqual([
      ['a1', 4],
      ['r1', 5],
    ]);
    expect(vehicle(r.state).damage).toMatchObject({ knockedOut: true, exploded: true });
    expect(dice.remaining).toBe(0);
    expect(describeEvent(x!, NAMES).text).toContain('explodes in 1010 as a tank main gun shell (Diagram 8)');
  });

  it('Case 28.34 by ruling AR16: the exploding tank strikes a jeep beside it, which explodes in turn (two grenades)', () => {
    const g = vehicleGame([], [
      { kind: 'tank', side: 'b', col: 10, row: 10 },
      { kind: 'jeep', side: 'b', col: 11, row: 10 },
    ]);
    // Tank 10 Destroyed; no figures; the jeep rolls Table 26.6: 8 Destroyed; its two grenades find no one.
    const r = vehicleShellDamage(g, ['vehicle-1'], new ScriptedDice([...d10(0), ...d10(8)]), evolve);
    expect(r.events.map((e) => e.type).filter((t) => t !== 'man-wounded')).toEqual(['vehicle-damaged', 'vehicle-exploded', 'vehicle-damaged', 'vehicle-exploded']);
    expect(of(r.events, 'vehicle-exploded').map((e) => [e.vehicleId, e.how])).toEqual([
      ['vehicle-1', 'tank-shell'],
      ['vehicle-2', 'grenades'],
    ]);
  });
});

describe('Table 26.5 Destroyed: an APC explodes as a LAW back-blast in every direction (ruling AR18)', () => {
  it('Table 26.5 die 10: crew killed, unroofed passengers 1D10 (ruling AR14), then 1D10 to men within the pattern, not to one outside it', () => {
    const g = aboard(
      vehicleGame(
        [
          { id: 'a1', side: 'a', col: 13, row: 10 },
          { id: 'a2', side: 'a', col: 12, row: 11 },
        ],
        [{ kind: 'apc', side: 'b', col: 10, row: 10 }],
      ),
      'passengers',
      ['p1'],
    );
    const r = vehicleShellDamage(g, ['vehicle-1'], new ScriptedDice([...d10(0), ...d10(4), ...d10(6)]), evolve);
    expect(wounds(r.events)).toEqual([
      ['vehicle-1-commander', 'dead'],
      ['vehicle-1-driver', 'dead'],
      ['p1', 4],
      ['a1', 6],
    ]);
    expect(of(r.events, 'vehicle-exploded')[0]).toMatchObject({ how: 'apc-backblast', caseRef: 'Table 26.5 Destroyed; Case 27.22' });
  });
});

describe('Table 26.6 Destroyed: "treat a jeep explosion as if two grenades detonated in the jeep\'s square" (ruling AR17)', () => {
  it('Case 28.34, Table 26.6 die 6: the driver and passenger, unnamed by the table, take both grenades in the jeep\'s square', () => {
    const g = aboard(vehicleGame([], [{ kind: 'jeep', side: 'b', col: 10, row: 10, crew: ['driver'] }]), 'passengers', ['p1']);
    // 1D10 6; grenade 1: driver 1D6 2, p1 1D6 3, kill 1D100 50; grenade 2: driver 1, p1 4, kill 50.
    const dice = new ScriptedDice([...d10(6), ...d6(2, 3), ...d10(5, 0), ...d6(1, 4), ...d10(5, 0)]);
    const r = vehicleShellDamage(g, ['vehicle-1'], dice, evolve);
    expect(of(r.events, 'vehicle-exploded')[0]).toMatchObject({ how: 'grenades', caseRef: 'Table 26.6 Destroyed; Case 11.4' });
    expect(wounds(r.events)).toEqual([
      ['vehicle-1-driver', 3],
      ['p1', 7],
    ]);
    expect(dice.remaining).toBe(0);
  });

  it('Section 30.0 with Table 26.6: a motorcycle explodes as one grenade', () => {
    const g = vehicleGame([], [{ kind: 'motorcycle', side: 'b', col: 10, row: 10, crew: ['driver'] }]);
    const dice = new ScriptedDice([...d10(7), ...d6(5), ...d10(5, 0)]);
    const r = vehicleShellDamage(g, ['vehicle-1'], dice, evolve);
    expect(wounds(r.events)).toEqual([['vehicle-1-driver', 5]]);
    expect(dice.remaining).toBe(0);
  });
});

describe('Tables 26.5, 26.6 Burns: it explodes in the next Game-Turn\'s Bookkeeping Phase (ruling AR19)', () => {
  const advance = (from: string, to: string, turn: number): GameEvent => ({ type: 'phase-advanced', from, to, turn });

  it('Table 26.5 Burns: a tank burning since Game-Turn 1 explodes entering Game-Turn 2\'s Bookkeeping Phase, killing the crew still inside', () => {
    const burning = withDamage({ ...vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), turn: 2, phase: 'prepared-task-execution' }, { taskPointsLost: 0, knockedOut: false, caseRef: 'Case 26.21', effects: ['burns'], burnsTurn: 1 });
    expect(burningDue(burning, 1, 'start')).toEqual([]);
    const own = [advance('prepared-task-execution', 'bookkeeping', 2)];
    const out = withBurningVehicles(burning, own, new ScriptedDice([]), evolve);
    expect(out.map((e) => e.type)).toEqual(['phase-advanced', 'vehicle-exploded', ...Array(5).fill('man-wounded')]);
    expect(of(out, 'vehicle-exploded')[0]).toMatchObject({ burned: true, how: 'tank-shell' });
    expect(of(out, 'man-wounded').every((w) => w.condition === 'dead')).toBe(true);
    // It explodes once.
    const after = out.reduce(evolve, burning);
    expect(burningDue(after, 3, 'start')).toEqual([]);
  });

  it('Case 28.35: a Burns result records the Game-Turn; nothing explodes in that Game-Turn\'s Bookkeeping Phase', () => {
    const g = { ...vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), turn: 3 };
    const r = vehicleShellDamage(g, ['vehicle-1'], new ScriptedDice(d10(9)), evolve);
    expect(vehicle(r.state).damage).toMatchObject({ effects: ['burns'], burnsTurn: 3 });
    expect(burningDue(r.state, 3, 'start')).toEqual([]);
    expect(burningDue(r.state, 4, 'start')).toEqual(['vehicle-1']);
  });

  it('Table 26.6 Burns: a jeep explodes "at the end of the next Turn\'s Bookkeeping Phase" — leaving it, not entering it', () => {
    const g = withDamage({ ...vehicleGame([], [{ kind: 'jeep', side: 'b', col: 10, row: 10 }]), turn: 2, phase: 'bookkeeping' }, { taskPointsLost: 0, knockedOut: false, caseRef: 'Case 28.34', effects: ['burns'], burnsTurn: 1 });
    expect(withBurningVehicles({ ...g, phase: 'prepared-task-execution' }, [advance('prepared-task-execution', 'bookkeeping', 2)], new ScriptedDice([]), evolve).map((e) => e.type)).toEqual(['phase-advanced']);
    const out = withBurningVehicles(g, [advance('bookkeeping', 'game-turn-record', 2)], new ScriptedDice([]), evolve);
    expect(of(out, 'vehicle-exploded')[0]).toMatchObject({ vehicleId: 'vehicle-1', burned: true, how: 'grenades' });
  });
});

describe('Case 38.61: an explosion alerts no one', () => {
  it('Case 38.61 names an attacking man who fires, throws or is observed: a vehicle exploding beside a defending side leaves it unalerted', () => {
    const g = vehicleGame([{ id: 'b1', side: 'b', col: 11, row: 10 }], [{ kind: 'tank', side: 'a', col: 10, row: 10 }]);
    const r = vehicleShellDamage(g, ['vehicle-1'], new ScriptedDice([...d10(0), ...d10(9, 0), ...d6(1)]), evolve);
    expect(of(r.events, 'vehicle-exploded').length).toBe(1);
    expect(sequenceOf(r.state).sides['b']?.alertedTurn).toBeUndefined();
  });
});

describe('Case 28.33 with ruling AR17: a shell landing on a tank strikes its riders in the open', () => {
  it('Case 23.63: riders stand in the tank\'s square for Diagram 8; the crew inside are not struck by it', () => {
    const g = aboard(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }], { optionalRules: ['23', '28'] }), 'riders', ['r1']);
    const chance = { what: 'hit', final: 15, steps: [{ kind: 'base' as const, label: 'Case 28.13', caseRef: 'Case 28.13', amount: 15, value: 15 }] };
    // Hit (05); r1: 1D100 30 ≤ 40, killed; Table 26.5 die 1 Turret (buttoned down: no one hurt).
    const events = fireRound(g, { side: 'a', source: { gunId: 'gun-1' }, target: at(10, 10), round: 'high-explosive', chance }, new ScriptedDice([...d10(0, 5), ...d10(3, 0), ...d10(1)]), evolve);
    expect(of(events, 'shell-landed')[0]!.hits.map((h) => [h.manId, h.killed])).toEqual([['r1', true]]);
    expect(wounds(events)).toEqual([['r1', 'dead']]);
  });
});

describe('Case 25.24 with ruling AR17: a satchel charge on a tank strikes its riders', () => {
  it('Case 25.24: "every man ... in its square" includes the men riding on the tank (Case 23.63); then Case 25.33\'s Table 26.5', () => {
    const g = aboard(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }], { optionalRules: ['23', '25'] }), 'riders', ['r1']);
    const charge = { id: 'satchel-1', side: 'a', preparerId: 'a9', explodeTurn: 1, atExecutionEnd: false, vehicleId: 'vehicle-1' };
    // Open square, Table 25.42 1D6-2: 5 - 2 = 3; Table 26.5 die 1 (Turret, buttoned down: no one hurt).
    const r = explodeCharge(g, charge, new ScriptedDice([...d6(5), ...d10(1)]), evolve, 'Case 25.21');
    expect(of(r.events, 'satchel-exploded')[0]!.men.map((m) => [m.id, m.wounds])).toEqual([['r1', 3]]);
    expect(wounds(r.events)).toEqual([['r1', 3]]);
  });
});
