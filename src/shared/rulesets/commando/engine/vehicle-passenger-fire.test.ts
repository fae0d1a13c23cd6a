/** Fire from a vehicle by its passengers (engine/vehicle-passenger-fire.ts, engine/fire-command.ts): Cases 24.33, 24.36, 24.44, 24.52, 24.54, 29.31, 29.33, 29.34; ruling VH18. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { ApcType } from '../model/vehicle';
import { Table } from '../test-support/engine-game';
import { emptyKnowledge } from '../rules/knowledge';
import { observerAt } from './prompts';
import { vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';

const TASKS = 'non-prepared-task-execution';
type Fired = Extract<GameEvent, { type: 'fire-resolved' }>;

/** a1 (side a) is a passenger in vehicle-1 at 10,10; b1 (side b) stands at `target`. */
function aboard(spec: Partial<VehicleSpec>, target = { col: 10, row: 5 }, opts: { rider?: boolean; weapons?: string[]; moved?: boolean; dice?: number[] } = {}): Table {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'b1', side: 'b', col: target.col, row: target.row },
    ],
    [{ kind: 'apc', side: 'a', col: 10, row: 10, facing: 'N', ...spec }],
    { phase: TASKS },
  );
  const { square: _gone, ...a1 } = g.men.a1!;
  const v = g.vehicles!.vehicles[0]!;
  const moved = opts.moved ? { turnRecord: { turn: g.turn, spent: 5, moved: true, turretTurned: false } } : {};
  const s: GameState = {
    ...g,
    men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id }, weapons: opts.weapons ?? ['rifle'] } },
    // Case 10.14: he observes b1 (how a passenger observes is engine/prompts.ts observerAt, ruling VH26).
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'], lastKnown: { b1: { enemyId: 'b1', square: target, posture: 'erect', turn: g.turn, phase: TASKS } } } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, ...(opts.rider ? { riders: ['a1'] } : { passengers: ['a1'] }), ...moved }] },
  };
  const t = new Table(s, new ScriptedDice(d10(...(opts.dice ?? []))));
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const apc = (apcType: ApcType): Partial<VehicleSpec> => ({ variant: { apcType } });
const fire = { type: 'task/fire' as const, manId: 'a1', targets: [{ targetId: 'b1' }] };

describe('Case 24.33: passengers in an unroofed APC stand and fire from it', () => {
  it('Case 24.33: he fires from the APC’s square (ruling VH2), with every die in the event', () => {
    const t = aboard(apc('unroofed'), { col: 10, row: 5 }, { dice: [10, 1] });
    const [e] = t.run(fire);
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'a1', weapon: 'rifle', targets: [{ targetId: 'b1', hit: true }] });
    expect(e!.dice!.length).toBeGreaterThan(0);
  });

  it('Case 24.36: from an APC that moved this Game-Turn, −25% (Case 10.82)', () => {
    const still = aboard(apc('unroofed'), { col: 10, row: 5 }, { dice: [9, 9] }).run(fire)[0] as Fired;
    const moving = aboard(apc('unroofed'), { col: 10, row: 5 }, { moved: true, dice: [9, 9] }).run(fire)[0] as Fired;
    expect(still.targets[0]!.chance.final - moving.targets[0]!.chance.final).toBe(25);
  });
});

describe('Case 24.44: a passenger in an enclosed APC may not fire', () => {
  it('Case 24.44: refused; Case 24.43: he may still reload (ruling VH18)', () => {
    const t = aboard(apc('enclosed'));
    expect(t.refuse(fire)).toMatchObject({ code: 'vehicle/enclosed', caseRef: 'Case 24.44' });
    expect(t.refuse({ type: 'task/move', manId: 'a1', to: { col: 10, row: 11 } } as never)).toMatchObject({ code: 'vehicle/aboard' });
    const reload = (() => {
      try {
        t.run({ type: 'task/reload', manId: 'a1' });
        return undefined;
      } catch (e) {
        return String(e);
      }
    })();
    expect(reload ?? '').not.toMatch(/vehicle\/aboard/);
  });
});

describe('Case 24.52 Diagrams 12–13: through the gun slits of the sides and rear only', () => {
  it('Case 24.52: nothing through the front; Case 24.53: abeam through a side slit', () => {
    expect(aboard(apc('gun-slits'), { col: 10, row: 5 }).refuse(fire)).toMatchObject({ code: 'vehicle/out-of-arc', caseRef: 'Case 24.52' });
    const [e] = aboard(apc('gun-slits'), { col: 15, row: 10 }, { dice: [9, 9] }).run(fire);
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'a1' });
  });
  it('Case 24.54: from a moving gun-slit APC, −25%', () => {
    const [e] = aboard(apc('gun-slits'), { col: 15, row: 10 }, { moved: true, dice: [9, 9] }).run(fire);
    expect(JSON.stringify(e)).toMatch(/-25/);
  });
});

describe('Section 29.3: fire from jeeps', () => {
  const jeep = (crew: 'driver' | 'passenger', opts: Parameters<typeof aboard>[2] = {}): Table => {
    const t = aboard({ kind: 'jeep', crew: [] }, { col: 10, row: 5 }, opts);
    if (crew === 'passenger') return t;
    const v = t.state.vehicles!.vehicles[0]!;
    return new Table({ ...t.state, vehicles: { ...t.state.vehicles!, vehicles: [{ ...v, passengers: [], crew: { driver: 'a1' } }] } }, new ScriptedDice([]));
  };
  it('Case 29.31: the driver may not fire', () => {
    expect(jeep('driver').refuse(fire)).toMatchObject({ code: 'vehicle/driver-fires', caseRef: 'Case 29.31' });
  });
  it('Case 29.33: a non-driver fires, never braced', () => {
    const [e] = jeep('passenger', { dice: [9, 9] }).run(fire);
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'a1' });
    expect(JSON.stringify(e)).toMatch(/Case 29\.33/);
  });
  it('Case 29.34: no flamethrower from a jeep', () => {
    expect(jeep('passenger', { weapons: ['flamethrower'] }).refuse({ ...fire })).toMatchObject({ code: 'vehicle/weapon-from-jeep', caseRef: 'Case 29.34' });
  });
});

describe('Ruling VH26: who aboard does not fire his own weapon', () => {
  it('Case 23.63: a man riding on a tank is given no fire', () => {
    const t = aboard({ kind: 'tank' }, { col: 10, row: 5 }, { rider: true });
    expect(t.refuse(fire)).toMatchObject({ code: 'vehicle/aboard', caseRef: 'Case 23.63' });
  });
});

describe('Ruling VH26: a passenger who may fire looks out from the vehicle', () => {
  it('Cases 24.33, 8.24: a passenger in an unroofed APC observes from its square; one in an enclosed APC does not', () => {
    const open = aboard(apc('unroofed')).state;
    expect(observerAt(open, open.men.a1!)).toMatchObject({ square: { col: 10, row: 10 }, posture: 'erect' });
    const shut = aboard(apc('enclosed')).state;
    expect(observerAt(shut, shut.men.a1!)).toBeUndefined();
  });
});
