/** Grenades and vehicles: Cases 24.34, 24.42, 24.43, 24.44, 24.56, 29.21, 29.34 (rulings VH40–VH42). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { ApcType, VehicleState } from '../model/vehicle';
import { Table } from '../test-support/engine-game';
import { vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { projectView } from '../view/view';
import { decide, evolve } from './dispatch';
import { intoCompartmentError, onLineToRear } from './vehicle-grenades';

const TASKS = 'non-prepared-task-execution';
const APC = { col: 10, row: 10 };
const thrown = (ev: readonly GameEvent[]) => ev.find((e) => e.type === 'grenade-thrown') as Extract<GameEvent, { type: 'grenade-thrown' }>;
const wounded = (ev: readonly GameEvent[]) => ev.filter((e) => e.type === 'man-wounded').map((e) => (e as { manId: string }).manId);

/** Men put aboard `vehicle-1` as passengers (no square of their own, ruling VH2). */
function aboard(g: GameState, ids: readonly string[], patch: Partial<VehicleState> = {}): GameState {
  const men = { ...g.men };
  for (const id of ids) {
    const { square: _gone, ...m } = men[id]!;
    men[id] = { ...m, aboard: { vehicleId: 'vehicle-1' } };
  }
  const v = g.vehicles!.vehicles[0]!;
  return { ...g, men, vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: [...v.passengers, ...ids], ...patch }, ...g.vehicles!.vehicles.slice(1)] } };
}

/** a1 at `from` (prepared to throw) and side b's APC in 1010 facing N carrying b1 and b2; b3 stands beside it in 1110. */
function apcGame(type: ApcType, from = { col: 10, row: 12 }, passengers = ['b1', 'b2'], patch: Partial<VehicleState> = {}): GameState {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', ...from },
      { id: 'b1', side: 'b', col: 30, row: 30 },
      { id: 'b2', side: 'b', col: 31, row: 30 },
      { id: 'b3', side: 'b', col: 11, row: 10 },
    ],
    [{ kind: 'apc', side: 'b', ...APC, facing: 'N', variant: { apcType: type } }],
    { phase: TASKS },
  );
  return aboard(g, passengers, patch);
}

/** a1 has begun and prepared a grenade (no dice: only refusals follow). */
function prepared(state: GameState, manId = 'a1'): Table {
  const t = new Table(state, new ScriptedDice([]));
  t.run({ type: 'task/begin', manId }, { type: 'task/prepare-grenade', manId, grenade: 'fragmentation' });
  return t;
}

const into = (target = APC) => ({ type: 'task/throw-grenade' as const, manId: 'a1', target, intoVehicle: 'vehicle-1' });

describe('Case 24.34: grenades tossed into the passenger compartment of an unroofed APC, Vented', () => {
  it('Case 24.34: a throw on target bursts among the passengers (Vented 1D10 in WWII), not the crew (Case 24.32) nor the man beside it', () => {
    // Throw 01 hits; Vented WWII 1D10: b1 4, b2 3; kill chance 4%: 99.
    const t = new Table(apcGame('unroofed'), new ScriptedDice([...d10(10, 1), ...d10(4), ...d10(3), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const ev = t.run(into());
    const g = thrown(ev);
    expect(g).toMatchObject({ hit: true, intoVehicle: { vehicleId: 'vehicle-1', caseRef: 'Case 24.34' }, blast: { code: '1D10' } });
    expect(g.blast!.men.map((m) => [m.id, m.wounds])).toEqual([
      ['b1', 4],
      ['b2', 3],
    ]);
    expect(wounded(ev)).toEqual(['b1', 'b2']);
    expect(t.state.men['b3']!.wounds).toBe(0);
    expect(t.state.men['vehicle-1-driver']!.wounds).toBe(0);
  });

  it('Case 24.34 (ruling VH41): a throw that misses scatters and bursts outside — the passengers are untouched', () => {
    // Throw 99 misses; scatter direction 1 = N, 1D6 = 2: one square, back into 1009; b3 beside it takes 1D6 = 2; kill 99.
    const t = new Table(apcGame('unroofed'), new ScriptedDice([...d10(9, 9), ...d10(1), ...d6(2), ...d6(2), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const g = thrown(t.run(into()));
    expect(g.intoVehicle).toBeUndefined();
    expect(g.blast!.men.map((m) => m.id)).toEqual(['b3']);
  });

  it('Case 24.32 (ruling VH42): a grenade at the APC square without `intoVehicle` bursts outside — the man beside it is hit, the passengers are not', () => {
    const t = new Table(apcGame('unroofed'), new ScriptedDice([...d10(10, 1), ...d6(2), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const g = thrown(t.run({ type: 'task/throw-grenade', manId: 'a1', target: APC }));
    expect(g.blast!.men.map((m) => m.id)).toEqual(['b3']);
  });

  it('Case 24.34: only an APC has a compartment; the target must be its square', () => {
    const t = prepared(apcGame('unroofed'));
    expect(t.refuse(into({ col: 10, row: 9 }))).toMatchObject({ code: 'grenade/no-compartment', caseRef: 'Case 24.34' });
  });
});

describe('Case 24.42: into an enclosed APC only over a straight line of squares to its rear', () => {
  it('Case 24.42: the line behind an APC facing N is the column below it; facing NE, the diagonal to the SW', () => {
    const v = apcGame('enclosed').vehicles!.vehicles[0]!;
    expect(onLineToRear(v, { col: 10, row: 11 })).toBe(true);
    expect(onLineToRear(v, { col: 10, row: 14 })).toBe(true);
    expect(onLineToRear(v, { col: 11, row: 12 })).toBe(false);
    expect(onLineToRear(v, { col: 10, row: 8 })).toBe(false);
    const ne = { ...v, facing: 'NE' as const };
    expect(onLineToRear(ne, { col: 8, row: 12 })).toBe(true);
    expect(onLineToRear(ne, { col: 9, row: 12 })).toBe(false);
  });

  it('Case 24.42: from behind it goes in; from the side it is refused', () => {
    const t = new Table(apcGame('enclosed'), new ScriptedDice([...d10(10, 1), ...d10(4), ...d10(3), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    expect(thrown(t.run(into()))).toMatchObject({ intoVehicle: { vehicleId: 'vehicle-1' } });
    const side = prepared(apcGame('enclosed', { col: 12, row: 11 }));
    expect(side.refuse(into())).toMatchObject({ code: 'grenade/not-from-rear', caseRef: 'Case 24.42' });
  });
});

describe('Case 24.56: into a gun-slit APC only in the Turn it loads or discharges passengers', () => {
  it('Case 24.56: refused on an ordinary Game-Turn, allowed in the Game-Turn it loaded', () => {
    expect(prepared(apcGame('gun-slits')).refuse(into())).toMatchObject({ code: 'grenade/apc-closed', caseRef: 'Case 24.56' });
    const g = apcGame('gun-slits');
    const loaded = aboard(g, [], { turnRecord: { turn: g.turn, spent: 25, moved: false, turretTurned: false, loadedFrom: { phase: TASKS, square: { col: 10, row: 11 } } } });
    const t = new Table(loaded, new ScriptedDice([...d10(10, 1), ...d10(4), ...d10(3), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    expect(thrown(t.run(into()))).toMatchObject({ intoVehicle: { vehicleId: 'vehicle-1' } });
  });

  it('fog (ruling VH41): whether the throw may be made never reads who is inside, and the thrower’s side never learns the passengers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ApcType>('unroofed', 'enclosed', 'gun-slits'),
        fc.constantFrom('N' as const, 'NE' as const, 'E' as const, 'SE' as const, 'S' as const, 'SW' as const, 'W' as const, 'NW' as const),
        fc.record({ col: fc.integer({ min: 7, max: 13 }), row: fc.integer({ min: 7, max: 13 }) }),
        fc.subarray(['b1', 'b2']),
        fc.integer({ min: 1, max: 1_000_000 }),
        (type, facing, from, inside, seed) => {
          fc.pre(!(from.col === 11 && from.row === 10));
          const facingTo = (g: GameState): GameState => ({ ...g, vehicles: { ...g.vehicles!, vehicles: g.vehicles!.vehicles.map((v) => ({ ...v, facing })) } });
          const full = facingTo(apcGame(type, from, inside));
          const empty = facingTo(apcGame(type, from, []));
          expect(intoCompartmentError(full, 'vehicle-1', from)?.code).toBe(intoCompartmentError(empty, 'vehicle-1', from)?.code);
          const t = new Table(full, SeededDice.fromSeed(seed));
          t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
          const r = decide(t.state, into(), t.dice);
          if (!r.ok) return;
          const after = r.value.reduce(evolve, t.state);
          const seen = JSON.stringify(projectView(after, { kind: 'side', side: 'a' }));
          for (const id of inside) expect(seen).not.toContain(`"${id}"`);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** a1 aboard side a's `spec` vehicle in 1010 (as passenger, or as driver), b1 in 1012. */
function throwerAboard(spec: Omit<VehicleSpec, 'side' | 'col' | 'row'>, asDriver = false): GameState {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'b1', side: 'b', col: 10, row: 12 },
    ],
    [{ side: 'a', ...APC, ...spec }],
    { phase: TASKS },
  );
  if (!asDriver) return aboard(g, ['a1']);
  const { square: _gone, ...a1 } = g.men.a1!;
  const v = g.vehicles!.vehicles[0]!;
  return { ...g, men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id } } }, vehicles: { ...g.vehicles!, vehicles: [{ ...v, crew: { driver: 'a1' } }] } };
}

describe('Cases 24.43, 24.44, 29.34: grenades from a vehicle (ruling VH40)', () => {
  const at = { type: 'task/throw-grenade' as const, manId: 'a1', target: { col: 10, row: 12 } };

  it('Case 24.43: a passenger in an enclosed APC prepares grenades; Case 24.44: he may not throw them', () => {
    const t = prepared(throwerAboard({ kind: 'apc', variant: { apcType: 'enclosed' } }));
    expect(t.state.men['a1']!.armament?.preparedGrenades).toHaveLength(1);
    expect(t.refuse(at)).toMatchObject({ code: 'vehicle/enclosed', caseRef: 'Case 24.44' });
  });

  it('ruling VH40: a gun-slit APC’s passenger may not throw through the slits', () => {
    expect(prepared(throwerAboard({ kind: 'apc', variant: { apcType: 'gun-slits' } })).refuse(at)).toMatchObject({ code: 'vehicle/enclosed', caseRef: 'Case 24.56' });
  });

  it('Case 29.34: a jeep’s non-driver throws at −25% for accuracy; the driver may not', () => {
    const t = new Table(throwerAboard({ kind: 'jeep', crew: [] }), new ScriptedDice([...d10(10, 1), ...d6(2), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const g = thrown(t.run(at));
    expect(g).toMatchObject({ fromVehicle: { vehicleId: 'vehicle-1' }, hit: true, landing: { col: 10, row: 12 } });
    expect(g.chance.steps.find((s) => s.caseRef === 'Case 29.34')).toMatchObject({ amount: -25 });
    expect(g.blast!.men.map((m) => m.id)).toEqual(['b1']);
    // The driver is crew: he prepares no grenade either (ruling VH18); the throw is refused by name.
    const driver = new Table(throwerAboard({ kind: 'jeep', crew: [] }, true), new ScriptedDice([]));
    driver.run({ type: 'task/begin', manId: 'a1' });
    expect(driver.refuse(at)).toMatchObject({ code: 'vehicle/driver-fires', caseRef: 'Case 29.34' });
  });

  it('Case 24.33 (ruling VH40): an unroofed APC’s passenger throws standing, and is exposed to fire for the Game-Turn', () => {
    const t = new Table(throwerAboard({ kind: 'apc' }), new ScriptedDice([...d10(10, 1), ...d6(2), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const g = thrown(t.run(at));
    expect(g.chance.steps.some((s) => s.caseRef === 'Case 29.34')).toBe(false);
    expect(t.state.vehicles!.vehicles[0]!.turnRecord?.firedAboard).toEqual(['a1']);
  });
});

describe('Case 29.21: fragment grenades in a jeep’s square', () => {
  /** Side b's jeep in 1010 with driver b1 and passenger b2; a1 throws from 1012. */
  function jeepGame(): GameState {
    const g = vehicleGame(
      [
        { id: 'a1', side: 'a', col: 10, row: 12 },
        { id: 'b1', side: 'b', col: 30, row: 30 },
        { id: 'b2', side: 'b', col: 31, row: 30 },
      ],
      [{ kind: 'jeep', side: 'b', ...APC, crew: [] }],
      { phase: TASKS },
    );
    const s = aboard(g, ['b1', 'b2']);
    const v = s.vehicles!.vehicles[0]!;
    return { ...s, vehicles: { ...s.vehicles!, vehicles: [{ ...v, crew: { driver: 'b1' }, passengers: ['b2'] }] } };
  }

  it('Case 29.21: on a 6 the jeep rolls Table 26.6 (7: destroyed); the men in it take the blast in the open (ruling VH42)', () => {
    // Throw 01 hits 1010; 1D6 for the jeep = 6; blast 1D6: b1 2, b2 3; kill 99; Table 26.6 1D10 = 7: destroyed.
    const t = new Table(jeepGame(), new ScriptedDice([...d10(10, 1), ...d6(6), ...d6(2), ...d6(3), ...d10(9, 9), ...d10(7)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const ev = t.run({ type: 'task/throw-grenade', manId: 'a1', target: APC });
    expect(thrown(ev)).toMatchObject({ jeepBlast: [{ vehicleId: 'vehicle-1', die: 6, caseRef: 'Case 29.21' }] });
    expect(thrown(ev).blast!.men.map((m) => [m.id, m.wounds])).toEqual([
      ['b1', 2],
      ['b2', 3],
    ]);
    expect(ev.find((e) => e.type === 'vehicle-damaged')).toMatchObject({ vehicleId: 'vehicle-1', caseRef: 'Case 29.21', table: { name: 'Table 26.6', roll: 7 }, knockedOut: true });
  });

  it('Case 29.21: on 1–5 the jeep is not affected', () => {
    const t = new Table(jeepGame(), new ScriptedDice([...d10(10, 1), ...d6(5), ...d6(2), ...d6(3), ...d10(9, 9)]));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const ev = t.run({ type: 'task/throw-grenade', manId: 'a1', target: APC });
    expect(thrown(ev).jeepBlast).toEqual([{ vehicleId: 'vehicle-1', die: 5, caseRef: 'Case 29.21' }]);
    expect(ev.some((e) => e.type === 'vehicle-damaged')).toBe(false);
  });
});
