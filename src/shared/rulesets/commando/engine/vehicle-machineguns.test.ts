/** The vehicle machineguns (engine/vehicle-machineguns.ts): Cases 23.22, 23.24, 23.31–23.37, 23.41, 24.21, 24.23; rulings VH27–VH29. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Command } from '../model/commands';
import type { VehicleGun } from '../model/commands-vehicles';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { decide } from './dispatch';
import { legalActions } from './legal-actions';
import { observerAt } from './prompts';
import { remainingTaskPoints } from './task-points';
import { vehicleTaskPointsLeft } from './vehicles';

type Fired = Extract<GameEvent, { type: 'fire-resolved' }>;
const MISSES = Array.from({ length: 40 }, () => 9);
const tank = (more: Partial<VehicleSpec> = {}): VehicleSpec => ({ kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', turret: 'N', open: true, ...more });

/** Side a's a1 stands at `target`; the named crewmen of vehicle-1 observe him (Case 10.14); on to the Prepared Phase. */
function table(spec: VehicleSpec, target = { col: 10, row: 14 }, seers: readonly string[] = ['commander', 'gunner', 'hull-machinegunner'], dice: readonly number[] = MISSES): Table {
  const g = vehicleGame([{ id: 'a1', side: 'a', col: target.col, row: target.row }], [spec]);
  const knowledge = { ...g.knowledge };
  for (const role of seers) knowledge[`vehicle-1-${role}`] = { ...emptyKnowledge(), observing: ['a1'] };
  const t = new Table({ ...g, knowledge } as GameState, new ScriptedDice([...d10(7, 2), ...d10(...dice)]));
  toVehiclePhase(t);
  return t;
}
const fire = (gun: VehicleGun, more: Partial<Extract<Command, { type: 'vehicle/fire-machinegun' }>> = {}) => ({ type: 'vehicle/fire-machinegun' as const, vehicleId: 'vehicle-1', gun, targets: [{ targetId: 'a1' }], ...more });

describe('Case 23.34: the hull machinegun fires in its restricted field of fire at a man its crewman observes', () => {
  it('Case 23.34: the hull machinegunner fires from the tank’s square; Case 23.37: braced as a machinegun, and no magazine check', () => {
    const t = table(tank());
    const events = t.run(fire('hull'));
    expect(events[0]).toMatchObject({ type: 'vehicle-machinegun-fired', vehicleId: 'vehicle-1', gun: 'hull', crewmanId: 'vehicle-1-hull-machinegunner' });
    const e = events[1] as Fired;
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'vehicle-1-hull-machinegunner', weapon: 'machinegun', magazineUnloaded: false, taskPointsCharged: 0 });
    expect(e.targets[0]!.chance.steps[0]!.label).toContain('mounted weapon: always braced (Case 23.37)');
    expect(e.dice!.length).toBe(12);
    expect(e.summary.join(' ')).not.toMatch(/Magazine/i);
  });

  it('Case 23.34 (Diagram 10, ruling VH25): a man abeam of the hull is outside its field of fire', () => {
    const t = table(tank(), { col: 16, row: 20 });
    expect(t.refuse(fire('hull'))).toMatchObject({ code: 'vehicle/out-of-arc', caseRef: 'Case 23.34' });
  });

  it('Case 23.34: "The crew member must observe an Enemy man" — a man only another crewman observes is refused (Case 10.14)', () => {
    const t = table(tank(), undefined, ['commander']);
    expect(t.refuse(fire('hull'))).toMatchObject({ code: 'fire/not-observed', caseRef: 'Case 10.14' });
  });

  it('Case 23.22 note: a modern tank has no hull machinegun; Case 23.21: a gun whose crewman is out does not fire', () => {
    expect(table(tank({ variant: { era: 'Modern' } })).refuse(fire('hull'))).toMatchObject({ code: 'vehicle/no-such-gun' });
    expect(table(tank({ crew: ['commander', 'driver', 'loader', 'gunner'] })).refuse(fire('hull'))).toMatchObject({ code: 'vehicle/gunner-out', caseRef: 'Case 23.21' });
  });
});

describe('Case 23.32: the machineguns cost the tank 25 Task Points', () => {
  it('Case 23.32: 25 of the tank’s 50, none of the crewman’s own (Case 23.11)', () => {
    const t = table(tank());
    t.run(fire('hull'));
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(25);
    expect(remainingTaskPoints(t.state, 'vehicle-1-hull-machinegunner')).toBe(50);
  });

  it('Case 23.32 (ruling VH27): a second machinegun in the same Phase is paid for by the same 25', () => {
    const t = table(tank());
    t.run(fire('hull'));
    const [paid] = t.run(fire('hatch'));
    expect(paid).toMatchObject({ type: 'vehicle-machinegun-fired', gun: 'hatch', cost: { final: 0 } });
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(25);
  });

  it('Case 23.31: after the main gun, the machineguns fire at no further cost', () => {
    // 1D100 = 10: the round hits 1005, nine squares from a1 (Diagram 8 reaches five).
    const t = table(tank(), undefined, undefined, [1, 0, ...MISSES]);
    t.run({ type: 'vehicle/fire-main-gun', vehicleId: 'vehicle-1', square: { col: 10, row: 5 } });
    const [paid] = t.run(fire('hatch'));
    expect(paid).toMatchObject({ type: 'vehicle-machinegun-fired', cost: { final: 0 } });
    expect(JSON.stringify(paid)).toContain('the main gun fired this Game-Turn');
  });

  it('Case 6.42 (Case 23.31: "any other weapons may be fired only once per Turn"): a gun fires once a Game-Turn', () => {
    const t = table(tank());
    t.run(fire('hull'));
    expect(t.refuse(fire('hull'))).toMatchObject({ code: 'fire/second-combat-task', caseRef: 'Case 6.42' });
  });
});

describe('Cases 23.36, 23.41, 23.24: the coaxial machinegun is a turret weapon', () => {
  it('Case 23.36 (Diagram 11): it fires into the turret’s arc, not the hull’s; and marks the turret fired (Case 23.24)', () => {
    const east = { col: 16, row: 21 };
    expect(table(tank({ turret: 'N' }), east).refuse(fire('coaxial'))).toMatchObject({ code: 'vehicle/out-of-arc', caseRef: 'Case 23.36' });
    const t = table(tank({ turret: 'E' }), east);
    expect(t.run(fire('coaxial'))[1]).toMatchObject({ type: 'fire-resolved', firerId: 'vehicle-1-gunner' });
    expect(vehicle(t.state).turretFiredTurn).toBe(t.state.turn);
  });

  it('Case 23.41: not in a Game-Turn the turret turned; Case 23.24: not with the gunner out', () => {
    const t = table(tank());
    t.run({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'NE' });
    expect(t.refuse(fire('coaxial'))).toMatchObject({ code: 'vehicle/turret-turned', caseRef: 'Case 23.41' });
    expect(table(tank({ crew: ['commander', 'driver', 'loader', 'hull-machinegunner'] })).refuse(fire('coaxial'))).toMatchObject({ code: 'vehicle/gunner-out' });
  });
});

describe('Case 23.35: the turret hatch machinegun fires all round, by the commander, opened up only', () => {
  it('Case 23.35: 360° — a man behind the tank', () => {
    const t = table(tank(), { col: 10, row: 26 });
    expect(t.run(fire('hatch'))[1]).toMatchObject({ type: 'fire-resolved', firerId: 'vehicle-1-commander', weapon: 'machinegun' });
  });

  it('Case 23.35: refused when the tank is buttoned down', () => {
    expect(table(tank({ open: false })).refuse(fire('hatch'))).toMatchObject({ code: 'vehicle/buttoned-down', caseRef: 'Case 23.35' });
  });
});

describe('Cases 24.21, 24.23: the APC’s swivel machinegun', () => {
  const apc = (open: boolean): VehicleSpec => ({ kind: 'apc', side: 'b', col: 10, row: 20, facing: 'N', open });
  it('Case 24.23: 360° and never out of ammunition; Case 24.21: the opened-up gunner/commander fires it for 25', () => {
    const t = table(apc(true), { col: 4, row: 24 });
    const events = t.run(fire('swivel'));
    expect(events[0]).toMatchObject({ type: 'vehicle-machinegun-fired', gun: 'swivel', cost: { final: 25 } });
    expect(events[1]).toMatchObject({ type: 'fire-resolved', firerId: 'vehicle-1-commander', magazineUnloaded: false });
  });

  it('Case 24.21: buttoned down, no swivel fire; Case 24.23: an APC has no other gun', () => {
    expect(table(apc(false)).refuse(fire('swivel'))).toMatchObject({ code: 'vehicle/buttoned-down', caseRef: 'Case 24.21' });
    expect(table(apc(true)).refuse(fire('hull'))).toMatchObject({ code: 'vehicle/no-such-gun', caseRef: 'Case 24.23' });
  });
});

describe('Ruling VH28: the crewmen at the guns look out from the vehicle', () => {
  it('Case 23.34: the gunner and hull machinegunner observe from its square; the commander only opened up (Case 23.38); never the driver', () => {
    const open = table(tank()).state;
    const at = (s: GameState, role: string) => observerAt(s, s.men[`vehicle-1-${role}`]!)?.square;
    expect(at(open, 'gunner')).toEqual({ col: 10, row: 20 });
    expect(at(open, 'hull-machinegunner')).toEqual({ col: 10, row: 20 });
    expect(at(open, 'commander')).toEqual({ col: 10, row: 20 });
    expect(at(open, 'driver')).toBeUndefined();
    expect(at(table(tank({ open: false })).state, 'commander')).toBeUndefined();
  });

  it('the legal actions offer each gun at the men its crewman observes, and each offer is legal', () => {
    const t = table(tank());
    const offered = legalActions(t.state).commands.filter((c) => c.type === 'vehicle/fire-machinegun');
    expect(offered.map((c) => (c as { gun: string }).gun).sort()).toEqual(['coaxial', 'hatch', 'hull']);
    for (const c of offered) expect(decide(t.state, c, new ScriptedDice(d10(...MISSES))).ok).toBe(true);
  });

  it('Ruling VH29: the crewman inside is not observed by his fire (no observed-automatically event)', () => {
    const t = table(tank());
    expect(t.run(fire('hull')).some((e) => e.type === 'observed-automatically')).toBe(false);
  });
});
