/** A jeep's machinegun (Section 29.0 General Rule; ruling VH65): engine/jeep-machinegun.ts through the ordinary task/fire. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { Table } from '../test-support/engine-game';
import { emptyKnowledge } from '../rules/knowledge';
import { vehicleGame } from '../test-support/vehicle-game';
import { jeepGunId } from './jeep-machinegun';
import { candidates as legalCandidates } from './legal-actions';
import { describeOrder } from '../order-words';

const TASKS = 'non-prepared-task-execution';
type Fired = Extract<GameEvent, { type: 'fire-resolved' }>;
const GUN = jeepGunId('vehicle-1');
const MISSES = Array.from({ length: 40 }, () => 9);

/** a1 (side a) in the jeep vehicle-1 at 10,10 (as `role`); b1 (side b) at `target`, observed by a1. */
function inJeep(opts: { role?: 'driver' | 'passenger'; machinegun?: boolean; moved?: boolean; target?: { col: number; row: number } } = {}): Table {
  const target = opts.target ?? { col: 10, row: 5 };
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'b1', side: 'b', col: target.col, row: target.row },
    ],
    [{ kind: 'jeep', side: 'a', col: 10, row: 10, facing: 'N', crew: [], variant: { machinegun: opts.machinegun ?? true } }],
    { phase: TASKS },
  );
  const { square: _gone, ...a1 } = g.men.a1!;
  const v = g.vehicles!.vehicles[0]!;
  const moved = opts.moved ? { turnRecord: { turn: g.turn, spent: 5, moved: true, turretTurned: false } } : {};
  const place = opts.role === 'driver' ? { crew: { driver: 'a1' } } : { passengers: ['a1'] };
  const s: GameState = {
    ...g,
    men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id }, weapons: ['pistol'] } },
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'], lastKnown: { b1: { enemyId: 'b1', square: target, posture: 'erect', turn: g.turn, phase: TASKS } } } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, ...place, ...moved }] },
  };
  const t = new Table(s, new ScriptedDice(d10(...MISSES)));
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const fireGun: Command = { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }], weaponId: GUN };

describe('Section 29.0 General Rule: "Some jeeps may mount machine guns" (ruling VH65)', () => {
  it('Case 29.33: a non-driver fires the jeep’s machinegun as his own fire task, paying its Task Points himself', () => {
    const [e] = inJeep().run(fireGun) as Fired[];
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'a1', weapon: 'machinegun', weaponId: GUN, magazineUnloaded: false, fromVehicle: { vehicleId: 'vehicle-1' } });
    expect(e!.taskPointsCharged).toBe(e!.cost.final);
    expect(e!.taskPointsCharged).toBeGreaterThan(0);
  });

  it('Case 10.22 note, Case 23.37: the mounted gun fires braced, though fire from a jeep is otherwise never braced (Case 29.33)', () => {
    const [e] = inJeep().run(fireGun) as Fired[];
    const text = JSON.stringify(e!.targets[0]!.chance);
    expect(text).toMatch(/Case 23\.37/);
    expect(text).not.toMatch(/never braced/);
  });

  it('Case 23.37: it never unloads, so no magazine check is rolled', () => {
    const [e] = inJeep().run(fireGun) as Fired[];
    expect(JSON.stringify(e!.dice)).not.toMatch(/magazine/i);
  });

  it('Case 29.14: a jeep has no facing, so the gun fires all round', () => {
    for (const target of [{ col: 10, row: 14 }, { col: 5, row: 10 }, { col: 14, row: 13 }]) {
      const [e] = inJeep({ target }).run(fireGun);
      expect(e).toMatchObject({ type: 'fire-resolved', weaponId: GUN });
    }
  });

  it('Case 29.33: from a jeep that moved this Game-Turn, −25% (Case 10.82)', () => {
    const still = inJeep().run(fireGun)[0] as Fired;
    const moving = inJeep({ moved: true }).run(fireGun)[0] as Fired;
    expect(still.targets[0]!.chance.final - moving.targets[0]!.chance.final).toBe(25);
  });

  it('Case 29.31: the driver may not fire it', () => {
    expect(inJeep({ role: 'driver' }).refuse(fireGun)).toMatchObject({ code: 'vehicle/driver-fires', caseRef: 'Case 29.31' });
  });

  it('Section 29.0: a jeep that mounts no machinegun fires none', () => {
    expect(inJeep({ machinegun: false }).refuse(fireGun)).toMatchObject({ code: 'vehicle/no-such-gun' });
  });

  it('Ruling VH65: only a man in that jeep fires its gun', () => {
    const t = inJeep();
    expect(t.refuse({ ...fireGun, weaponId: jeepGunId('vehicle-9') })).toMatchObject({ code: 'vehicle/not-aboard' });
  });

  it('Ruling VH65: the legal actions offer the gun to a passenger, with a label that names it; never to the driver', () => {
    const t = inJeep();
    const offered = legalCandidates(t.state).filter((c) => c.type === 'task/fire' && c.weaponId === GUN);
    expect(offered.length).toBeGreaterThan(0);
    expect(describeOrder(t.state, offered[0]!)).toMatch(/jeep's machinegun/);
    const d = inJeep({ role: 'driver' });
    expect(legalCandidates(d.state).some((c) => c.type === 'task/fire' && c.weaponId === GUN)).toBe(false);
  });
});
