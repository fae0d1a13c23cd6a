/** Sequencing and APCs: Cases 24.22, 24.31, 24.71–24.73, 29.13, 29.33 (rulings VH9, VH16, VH45). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { legalActions } from './legal-actions';

const at = (col: number, row: number) => ({ col, row });
const MISSES = Array.from({ length: 20 }, () => 9);

/** a1 a passenger of side a's `spec` vehicle in 1010 (facing N), observing b1 in 1004; a2 on foot in 1020. */
function carried(spec: Omit<VehicleSpec, 'side' | 'col' | 'row'>): GameState {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 30, row: 30 },
      { id: 'a2', side: 'a', col: 10, row: 20 },
      { id: 'b1', side: 'b', col: 10, row: 4 },
    ],
    [{ side: 'a', col: 10, row: 10, facing: 'N', ...spec }],
  );
  const { square: _gone, ...a1 } = g.men.a1!;
  const v = g.vehicles!.vehicles[0]!;
  return {
    ...g,
    men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id }, weapons: ['rifle'] } },
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'] } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: ['a1'] }] },
  };
}

/** Case 5.1 F: only men plotted for opportunity fire act in the Prepared Phase, where vehicles move (ruling VH1): plot `ids`, then on to it. */
function plottedToPrepared(t: Table, ...ids: string[]): void {
  t.advanceTo('opportunity-fire-plot');
  for (const manId of ids) t.run({ type: 'plot/opportunity-fire', manId, fireTask: 'fire-rifle' });
  toVehiclePhase(t);
}

/** On to the Non-Prepared Phase (a has the initiative). */
function toNonPrepared(t: Table): void {
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
}

const move = (to: { col: number; row: number }, from: { col: number; row: number }) => ({ type: 'vehicle/move' as const, vehicleId: 'vehicle-1', route: [from, to] });

describe('Case 24.72: men fire while the APC moves, and finish their tasks when it stops (ruling VH45)', () => {
  it('Case 24.72: the APC moves on while its passenger executes his tasks; he fires between its moves, at −25% (Case 24.36)', () => {
    const t = new Table(carried({ kind: 'apc' }), new ScriptedDice([...d10(7, 2), ...d10(...MISSES)]));
    plottedToPrepared(t, 'a1');
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run(move(at(10, 9), at(10, 10)));
    const [fired] = t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(fired).toMatchObject({ type: 'fire-resolved', firerId: 'a1', fromVehicle: { vehicleId: 'vehicle-1' } });
    const steps = (fired as Extract<GameEvent, { type: 'fire-resolved' }>).targets[0]!.chance.steps;
    expect(steps.some((s) => s.caseRef === 'Case 10.82' && s.amount === -25)).toBe(true);
    t.run(move(at(10, 8), at(10, 9)));
    expect(vehicle(t.state).square).toEqual(at(10, 8));
    // Case 24.72: upon the end of the APC's movement he finishes at once — Case 24.71: out of it, only falling prone.
    t.run({ type: 'task/dismount-vehicle', manId: 'a1', square: at(10, 9) });
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [at(10, 9), at(11, 9)] })).toMatchObject({ code: 'vehicle/carried', caseRef: 'Case 24.71' });
    t.run({ type: 'task/fall-prone', manId: 'a1' });
    expect(t.state.men.a1).toMatchObject({ square: at(10, 9), posture: 'prone' });
  });

  it('ruling VH1: while a man not in it executes his tasks, the APC does not move; nor does it pivot its turret-less hull for him', () => {
    const t = new Table(carried({ kind: 'apc' }), new ScriptedDice([...d10(7, 2)]));
    plottedToPrepared(t, 'a2');
    t.run({ type: 'task/begin', manId: 'a2' });
    expect(t.refuse(move(at(10, 9), at(10, 10)))).toMatchObject({ code: 'vehicle/man-active' });
    // The APC's machinegun is no part of its movement: refused while its passenger acts too.
    const u = new Table(carried({ kind: 'apc', open: true }), new ScriptedDice([...d10(7, 2)]));
    plottedToPrepared(u, 'a1');
    u.run({ type: 'task/begin', manId: 'a1' });
    expect(u.refuse({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: false })).toMatchObject({ code: 'vehicle/man-active' });
  });

  it('Case 29.33: a jeep’s passenger fires while it moves ("sequencing is treated as in Case 24.72")', () => {
    const g = carried({ kind: 'jeep', crew: ['driver'] });
    const t = new Table(g, new ScriptedDice([...d10(7, 2), ...d10(...MISSES)]));
    plottedToPrepared(t, 'a1');
    t.run({ type: 'task/begin', manId: 'a1' }, move(at(10, 9), at(10, 10)));
    expect(t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })[0]).toMatchObject({ type: 'fire-resolved', fromVehicle: { vehicleId: 'vehicle-1' } });
  });
});

describe('Case 24.71: men who moved with an APC may dismount and fall prone, nothing more outside it', () => {
  it('Case 24.71: carried between intervals, the passenger dismounts in his own and may then only fall prone', () => {
    const t = new Table(carried({ kind: 'apc' }), new ScriptedDice([...d10(7, 2)]));
    plottedToPrepared(t, 'a1');
    t.run(move(at(10, 9), at(10, 10)));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/dismount-vehicle', manId: 'a1', square: at(11, 9) });
    expect(t.refuse({ type: 'task/reload', manId: 'a1' })).toMatchObject({ code: 'vehicle/carried', caseRef: 'Case 24.71' });
  });

  it('Case 24.71: a man who rode in nothing this Game-Turn is not bound by it', () => {
    const t = new Table(carried({ kind: 'apc' }), new ScriptedDice([...d10(7, 2)]));
    toNonPrepared(t);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/dismount-vehicle', manId: 'a1', square: at(11, 9) });
    t.run({ type: 'task/move', manId: 'a1', route: [at(11, 9), at(12, 9)] });
    expect(t.state.men.a1!.square).toEqual(at(12, 9));
  });
});

describe('Case 24.73: men may move to and mount onto an APC at any time, and ride its full movement', () => {
  it('Case 24.73: a2 walks to the APC, mounts with what he has left, and is carried on', () => {
    const g = carried({ kind: 'apc' });
    // b1 far out of sight, so that nobody is asked to observe a2 walking.
    const t = new Table({ ...g, men: { ...g.men, b1: { ...g.men.b1!, square: at(39, 39) }, a2: { ...g.men.a2!, square: at(10, 13) } } }, new ScriptedDice([...d10(7, 2)]));
    toNonPrepared(t);
    t.run({ type: 'task/begin', manId: 'a2' }, { type: 'task/move', manId: 'a2', route: [at(10, 13), at(10, 12), at(10, 11)] });
    t.run({ type: 'task/mount-vehicle', manId: 'a2', vehicleId: 'vehicle-1' }, { type: 'task/end', manId: 'a2' });
    // Every side passes the rest of the Non-Prepared Phase (Case 6.41), as toVehiclePhase does.
    for (const side of ['b', 'a']) {
      try {
        t.run({ type: 'side/pass', side });
      } catch {
        // nothing to pass
      }
    }
    t.advanceTo('prepared-task-execution');
    t.run(move(at(10, 9), at(10, 10)), move(at(10, 8), at(10, 9)));
    expect(vehicle(t.state).passengers).toContain('a2');
    expect(vehicle(t.state).square).toEqual(at(10, 8));
  });
});

describe('Case 24.31: an unroofed APC loads from any adjacent square', () => {
  it('Case 24.31: a man beside its front corner mounts', () => {
    const t = new Table(carried({ kind: 'apc' }), new ScriptedDice([...d10(7, 2)]));
    const s = { ...t.state, men: { ...t.state.men, a2: { ...t.state.men.a2!, square: at(11, 9) } } };
    const u = new Table(s, t.dice);
    u.advanceTo('initiative');
    u.run({ type: 'initiative/roll' });
    u.advanceTo('non-prepared-task-execution');
    u.run({ type: 'task/begin', manId: 'a2' });
    expect(u.run({ type: 'task/mount-vehicle', manId: 'a2', vehicleId: 'vehicle-1' })[0]).toMatchObject({ type: 'man-boarded', as: 'passenger' });
  });
});

describe('Case 24.22: passengers bail out by dismounting when the APC has no Task Points left (ruling VH16)', () => {
  it('Case 24.22: the APC has spent its 50; its passenger still dismounts', () => {
    const g = carried({ kind: 'apc' });
    const v = g.vehicles!.vehicles[0]!;
    const spent: GameState = { ...g, vehicles: { ...g.vehicles!, vehicles: [{ ...v, turnRecord: { turn: 1, spent: 50, moved: false, turretTurned: false } }] } };
    const t = new Table(spent, new ScriptedDice([...d10(7, 2)]));
    toNonPrepared(t);
    const [out] = t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/dismount-vehicle', manId: 'a1', square: at(10, 11) }).slice(-1);
    expect(out).toMatchObject({ type: 'man-alighted', manId: 'a1', vehicleCost: 0 });
  });
});

describe('Case 29.13: a driver engaged in hand-to-hand combat may not drive the jeep (ruling VH9)', () => {
  it('Case 29.13: with an able Enemy man in the jeep’s square, its move is refused', () => {
    const g = carried({ kind: 'jeep', crew: ['driver'] });
    const s: GameState = { ...g, men: { ...g.men, b1: { ...g.men.b1!, square: at(10, 10) } } };
    const t = new Table(s, new ScriptedDice([...d10(7, 2)]));
    toVehiclePhase(t);
    expect(t.refuse(move(at(10, 9), at(10, 10)))).toMatchObject({ code: 'vehicle/driver-in-melee', caseRef: 'Case 29.13' });
  });
});

describe('Case 24.72 in the legal actions (ruling VH45)', () => {
  it('Case 24.72: while its passenger acts, the APC’s moves are offered and accepted', () => {
    const t = new Table(carried({ kind: 'apc' }), new ScriptedDice([...d10(7, 2)]));
    plottedToPrepared(t, 'a1');
    t.run({ type: 'task/begin', manId: 'a1' });
    const offered = legalActions(t.state).commands.filter((c) => c.type === 'vehicle/move');
    expect(offered.length).toBeGreaterThan(0);
  });
});
