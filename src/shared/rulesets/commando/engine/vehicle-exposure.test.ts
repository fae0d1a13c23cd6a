/** Fire at men aboard (engine/vehicle-exposure.ts, engine/fire-command.ts): Cases 23.35, 23.61, 23.63, 24.21, 24.32, 24.33, 24.51, 24.53; ruling VH31. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { ApcType } from '../model/vehicle';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';

const TASKS = 'non-prepared-task-execution';
const MISSES = Array.from({ length: 40 }, () => 9);
type Fired = Extract<GameEvent, { type: 'fire-resolved' }>;

/**
 * b's vehicle in 1020 (b1 riding on it or a passenger when asked, having fired this Game-Turn when `fired`); a1 (side a, rifle)
 * in 1014 observes `target` and begins his tasks.
 */
function shooter(spec: Partial<VehicleSpec>, target: string, opts: { b1?: 'rider' | 'passenger'; fired?: boolean } = {}): Table {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 10, row: 14 },
      { id: 'b1', side: 'b', col: 30, row: 30 },
    ],
    [{ kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', ...spec }],
    { phase: TASKS },
  );
  const v = g.vehicles!.vehicles[0]!;
  const { square: _gone, ...b1 } = g.men.b1!;
  const men = opts.b1 ? { ...g.men, b1: { ...b1, aboard: { vehicleId: v.id } } } : g.men;
  const carried = opts.b1 === 'rider' ? { riders: ['b1'] } : opts.b1 === 'passenger' ? { passengers: ['b1'] } : {};
  const fired = opts.fired ? { turnRecord: { turn: g.turn, spent: 0, moved: false, turretTurned: false, firedAboard: ['b1'] } } : {};
  const s: GameState = {
    ...g,
    men: { ...men, a1: { ...g.men.a1!, weapons: ['rifle'] } },
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: [target] } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, ...carried, ...fired }] },
  };
  const t = new Table(s, new ScriptedDice(d10(...MISSES)));
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const fireAt = (targetId: string) => ({ type: 'task/fire' as const, manId: 'a1', targets: [{ targetId }] });
const steps = (e: GameEvent | undefined): string => (e as Fired).targets[0]!.chance.steps.map((s) => s.label).join(' | ');
const apc = (apcType: ApcType, open: boolean): Partial<VehicleSpec> => ({ kind: 'apc', open, variant: { apcType } });

describe('Case 23.35: the opened-up commander is exposed "as though he were standing erect outside the tank"', () => {
  it('Case 23.35: he is fired at in the tank’s square, standing, with no protection from the tank', () => {
    const t = shooter({ open: true }, 'vehicle-1-commander');
    const [e] = t.run(fireAt('vehicle-1-commander'));
    expect(e).toMatchObject({ type: 'fire-resolved', targets: [{ targetId: 'vehicle-1-commander', hit: false }] });
    expect(steps(e)).not.toMatch(/tank or in APC|Target man prone/);
  });

  it('Case 23.61: buttoned down, the commander — and always the rest of the crew — are shielded from small arms fire', () => {
    expect(shooter({ open: false }, 'vehicle-1-commander').refuse(fireAt('vehicle-1-commander'))).toMatchObject({ code: 'fire/inside-vehicle', caseRef: 'Case 23.61' });
    expect(shooter({ open: true }, 'vehicle-1-gunner').refuse(fireAt('vehicle-1-gunner'))).toMatchObject({ code: 'fire/inside-vehicle' });
  });
});

describe('Case 23.63: men riding on a tank are affected normally, with the Fire Combat Modification for being on a tank', () => {
  it('Case 23.63: −8, "Target man on tank or in APC" (Table 10.82)', () => {
    const [e] = shooter({}, 'b1', { b1: 'rider' }).run(fireAt('b1'));
    expect(steps(e)).toContain('Target man on tank or in APC');
  });
});

describe('Cases 24.21, 24.32: an APC’s crew', () => {
  it('Case 24.32: in an opened-up unroofed APC the driver is fired at as if protected by a window', () => {
    const [e] = shooter(apc('unroofed', true), 'vehicle-1-driver').run(fireAt('vehicle-1-driver'));
    expect(steps(e)).toContain('Fire through a window');
    expect(steps(e)).toContain('Target man on tank or in APC');
  });

  it('Case 24.21: buttoned down, the APC crew is immune to small arms fire', () => {
    expect(shooter(apc('unroofed', false), 'vehicle-1-driver').refuse(fireAt('vehicle-1-driver'))).toMatchObject({ code: 'fire/inside-vehicle' });
  });
});

describe('Cases 24.33, 24.51, 24.53: passengers who fire become targets', () => {
  it('Case 24.33: a passenger who stood and fired from an unroofed APC is in rough terrain when receiving fire', () => {
    const [e] = shooter(apc('unroofed', false), 'b1', { b1: 'passenger', fired: true }).run(fireAt('b1'));
    expect(steps(e)).toContain('Target in rough');
  });

  it('Case 24.51: a passenger who did not fire is completely immune', () => {
    expect(shooter(apc('unroofed', false), 'b1', { b1: 'passenger' }).refuse(fireAt('b1'))).toMatchObject({ code: 'fire/inside-vehicle' });
    expect(shooter(apc('enclosed', false), 'b1', { b1: 'passenger', fired: true }).refuse(fireAt('b1'))).toMatchObject({ code: 'fire/inside-vehicle' });
  });

  it('Case 24.53: one who fired through the gun slits has the defensive "slits" modifier', () => {
    const [e] = shooter(apc('gun-slits', false), 'b1', { b1: 'passenger', fired: true }).run(fireAt('b1'));
    expect(steps(e)).toContain('Fire through a slit');
  });

  it('Cases 24.33, 24.53: his fire from the vehicle is what exposes him — the vehicle records it for the Game-Turn', () => {
    const g = vehicleGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 10, row: 14 }], [{ kind: 'apc', side: 'a', col: 10, row: 20, facing: 'N' }], { phase: TASKS });
    const { square: _s, ...a1 } = g.men.a1!;
    const v = g.vehicles!.vehicles[0]!;
    const s: GameState = { ...g, men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id }, weapons: ['rifle'] } }, knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'] } }, vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: ['a1'] }] } };
    const t = new Table(s, new ScriptedDice(d10(...MISSES)));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(vehicle(t.state).turnRecord?.firedAboard).toEqual(['a1']);
    // Case 8.5: b1 sees him fire, in the APC's square — and may now fire back at him (Case 24.33).
    expect(t.state.knowledge.b1?.observing).toContain('a1');
  });
});

describe('Ruling VH31: the hatch gunner is seen as a firing man; the umpire may record an exposed man observed', () => {
  it('Cases 23.35, 8.5: the commander firing the hatch machinegun is observed automatically, the hull machinegunner is not (ruling VH29)', () => {
    const g = vehicleGame([{ id: 'a1', side: 'a', col: 10, row: 14 }], [{ kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', turret: 'N', open: true }]);
    const knowledge = { ...g.knowledge, 'vehicle-1-commander': { ...emptyKnowledge(), observing: ['a1'] }, 'vehicle-1-hull-machinegunner': { ...emptyKnowledge(), observing: ['a1'] } };
    const t = new Table({ ...g, knowledge }, new ScriptedDice([...d10(7, 2), ...d10(...MISSES)]));
    toVehiclePhase(t);
    const hull = t.run({ type: 'vehicle/fire-machinegun', vehicleId: 'vehicle-1', gun: 'hull', targets: [{ targetId: 'a1' }] });
    expect(hull.some((e) => e.type === 'observed-automatically')).toBe(false);
    const hatch = t.run({ type: 'vehicle/fire-machinegun', vehicleId: 'vehicle-1', gun: 'hatch', targets: [{ targetId: 'a1' }] });
    expect(hatch.find((e) => e.type === 'observed-automatically')).toMatchObject({ actorId: 'vehicle-1-commander', square: { col: 10, row: 20 }, observerIds: ['a1'] });
  });

  it('Case 8.82: the umpire records a1 observing the opened-up commander in the tank’s square; never a shielded crewman', () => {
    const t = shooter({ open: true }, 'x');
    expect(t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'vehicle-1-commander' })[0]).toMatchObject({ type: 'enemy-observed', square: { col: 10, row: 20 }, posture: 'erect' });
    expect(t.refuse({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'vehicle-1-driver' })).toMatchObject({ code: 'observe/off-map' });
  });
});

describe('Fog (ruling VH31): a refusal tells nothing about an unobserved man aboard', () => {
  it('Case 10.14: fire at a shielded crewman he does not observe is refused as unobserved, naming neither the man nor his vehicle', () => {
    const t = shooter({ open: false }, 'x');
    const e = t.refuse(fireAt('vehicle-1-driver'));
    expect(e).toMatchObject({ code: 'fire/not-observed', caseRef: 'Case 10.14' });
    expect(JSON.stringify(e)).not.toMatch(/vehicle-1/);
  });
});
