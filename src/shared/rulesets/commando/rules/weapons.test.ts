import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Armament, CarriedWeapon, CarriedWeaponKind } from './weapons';
import {
  applyChangePrepared,
  applyDrop,
  applyPickUp,
  checkCarrying,
  checkFireWith,
  initialGrenades,
  isMachinegun,
  usingEnemyWeapon,
  validateChangePrepared,
  validatePickUp,
  weaponSlot,
} from './weapons';

const w = (id: string, kind: CarriedWeaponKind, extra: Partial<CarriedWeapon> = {}): CarriedWeapon => ({ id, kind, issuedTo: 'A', ...extra });
const arm = (weapons: CarriedWeapon[], extra: Partial<Armament> = {}): Armament => ({
  side: 'A',
  weapons,
  preparedGrenades: [],
  grenades: initialGrenades(),
  initialFlamethrowerOperator: false,
  ...extra,
});
const now = { turn: 3, phase: 'non-prepared-task-execution' };
const ctx = (tp = 50, extra = {}) => ({ ...now, taskPointsRemaining: tp, ...extra });
const here = { col: 10, row: 10 };

describe('Case 13.11 four weapons: two fire weapons, one pistol, one melee weapon', () => {
  it('Case 13.11: rifle, carbine, pistol and knife is the full allowance', () => {
    expect(checkCarrying([w('r', 'rifle'), w('c', 'carbine'), w('p', 'pistol'), w('k', 'combat-knife')])).toBeUndefined();
  });
  it('Case 13.11: a third fire weapon exceeds the distribution', () => {
    expect(checkCarrying([w('r', 'rifle'), w('c', 'carbine'), w('s', 'submachinegun')])?.code).toBe('weapon/limit');
  });
  it('Case 13.11: two pistols or two melee weapons exceed it', () => {
    expect(checkCarrying([w('p1', 'pistol'), w('p2', 'pistol')])?.code).toBe('weapon/limit');
    expect(checkCarrying([w('k', 'dagger'), w('b', 'bayonet')])?.caseRef).toBe('Case 13.11');
  });
  it('Case 13.11 property: any set within 2 fire / 1 pistol / 1 melee (no machinegun) is legal, and never more than four', () => {
    const fire = fc.constantFrom<CarriedWeaponKind>('rifle', 'carbine', 'submachinegun', 'shotgun', 'machine-pistol', 'semi-automatic-rifle');
    fc.assert(
      fc.property(fc.array(fire, { maxLength: 2 }), fc.boolean(), fc.boolean(), (fires, pistol, melee) => {
        const ws = [...fires.map((k, i) => w(`f${i}`, k)), ...(pistol ? [w('p', 'pistol')] : []), ...(melee ? [w('m', 'saber')] : [])];
        expect(ws.length).toBeLessThanOrEqual(4);
        expect(checkCarrying(ws)).toBeUndefined();
      }),
    );
  });
});

describe('Case 13.12 machinegun', () => {
  it('Case 13.12: a machinegun and a rifle may not be carried together', () => {
    expect(checkCarrying([w('mg', 'machinegun'), w('r', 'rifle')])?.code).toBe('weapon/machinegun-limit');
  });
  it('Case 13.12: machinegun, pistol and melee weapon — an effective limit of three', () => {
    expect(checkCarrying([w('mg', 'machinegun'), w('p', 'pistol'), w('k', 'large-knife')])).toBeUndefined();
    expect(isMachinegun('machinegun')).toBe(true);
    expect(isMachinegun('submachinegun')).toBe(false);
  });
});

describe('Case 13.13 melee weapons; ruling W2 machine pistol', () => {
  it('Case 13.13: weapons only on the Hand-to-Hand table are melee; the machine pistol is a fire weapon, not the pistol', () => {
    expect(weaponSlot('bayonet')).toBe('melee');
    expect(weaponSlot('garrote')).toBe('melee');
    expect(weaponSlot('pistol')).toBe('pistol');
    expect(weaponSlot('machine-pistol')).toBe('fire');
    expect(weaponSlot('flamethrower')).toBe('fire');
  });
});

describe('Case 13.14 dropping', () => {
  it('Case 13.14: dropping costs nothing and the weapon lies in the square', () => {
    const r = applyDrop(arm([w('r', 'rifle'), w('p', 'pistol')], { preparedWeapon: 'r' }), ['r'], { taskPointsRemaining: 12 });
    expect(r.ok && r.value.cost.final).toBe(0);
    expect(r.ok && r.value.taskPointsRemaining).toBe(12);
    expect(r.ok && r.value.dropped.map((x) => x.id)).toEqual(['r']);
    expect(r.ok && r.value.armament.preparedWeapon).toBeUndefined();
  });
  it('Case 13.14: he may drop only what he carries', () => {
    const r = applyDrop(arm([]), ['x'], { taskPointsRemaining: 50 });
    expect(!r.ok && r.error.code).toBe('weapon/not-carried');
  });
});

describe('Case 13.15 picking up', () => {
  const lying = { weapon: w('g', 'submachinegun', { issuedTo: 'B' }), square: here };
  it('Case 13.15: picking up a weapon in his square costs the chart’s 10 (variant)', () => {
    const r = applyPickUp(arm([w('p', 'pistol')]), { manSquare: here, item: lying }, ctx(30));
    expect(r.ok && r.value.cost.final).toBe(10);
    expect(r.ok && r.value.taskPointsRemaining).toBe(20);
    expect(r.ok && r.value.armament.weapons.map((x) => x.id)).toEqual(['p', 'g']);
  });
  it('Case 13.15: only in his own square', () => {
    const r = validatePickUp(arm([]), { manSquare: { col: 1, row: 1 }, item: lying }, ctx());
    expect(!r.ok && r.error.code).toBe('weapon/not-in-square');
  });
  it('Case 13.15: at his limit he must drop one of his own (free) to pick one up', () => {
    const full = arm([w('r', 'rifle'), w('c', 'carbine'), w('p', 'pistol')]);
    const refused = validatePickUp(full, { manSquare: here, item: lying }, ctx());
    expect(!refused.ok && refused.error.code).toBe('weapon/limit');
    const r = applyPickUp(full, { manSquare: here, item: lying, drop: ['c'] }, ctx());
    expect(r.ok && r.value.dropped.map((x) => x.id)).toEqual(['c']);
    expect(r.ok && r.value.cost.final).toBe(10);
  });
  it('Case 6.44: not with fewer Task Points than the task costs; Case 9.21 doubles it', () => {
    const r = validatePickUp(arm([]), { manSquare: here, item: lying }, ctx(9));
    expect(!r.ok && r.error.code).toBe('weapon/insufficient-task-points');
    const sw = validatePickUp(arm([]), { manSquare: here, item: lying }, ctx(50, { wounds: { endurance: 10, woundPoints: 5 } }));
    expect(sw.ok && sw.value.final).toBe(20);
  });
  it('Case 13.25 (ruling W6): a flamethrower lying on the ground is taken up only by a man who began with one', () => {
    const ft = { weapon: w('ft', 'flamethrower'), square: here };
    expect(validatePickUp(arm([]), { manSquare: here, item: ft }, ctx()).ok).toBe(false);
    expect(validatePickUp(arm([], { initialFlamethrowerOperator: true }), { manSquare: here, item: ft }, ctx()).ok).toBe(true);
  });
});

describe('Case 13.17 one prepared weapon; Case 13.18 changing it', () => {
  const a = arm([w('r', 'rifle'), w('p', 'pistol'), w('k', 'dagger')], { preparedWeapon: 'r' });
  it('Case 13.17: he fires only his prepared weapon', () => {
    expect(checkFireWith(a, 'r', now)).toBeUndefined();
    expect(checkFireWith(a, 'p', now)?.code).toBe('weapon/not-prepared');
    expect(checkFireWith(a, 'k', now)?.code).toBe('weapon/not-fire-weapon');
  });
  it('Case 13.17: a prepared grenade is his prepared weapon — no fire weapon is prepared', () => {
    const g = { ...a, preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] } as const;
    expect(checkFireWith(g, 'r', now)?.code).toBe('weapon/grenade-prepared');
    const change = validateChangePrepared(g, 'p', ctx(50, { atStartOfTaskExecution: true }));
    expect(!change.ok && change.error.code).toBe('weapon/grenade-prepared');
  });
  it('Case 13.18: changing at the beginning of his task execution is free', () => {
    const r = applyChangePrepared(a, 'p', ctx(50, { atStartOfTaskExecution: true }));
    expect(r.ok && r.value.cost.final).toBe(0);
    expect(r.ok && r.value.armament.preparedWeapon).toBe('p');
  });
  it('Case 13.18 (ruling W4): during task execution it costs Task Points — the chart’s "Exchange weapons" row, 22', () => {
    const r = applyChangePrepared(a, 'p', ctx(30));
    expect(r.ok && r.value.cost.final).toBe(22);
    expect(r.ok && r.value.taskPointsRemaining).toBe(8);
    const short = validateChangePrepared(a, 'p', ctx(21));
    expect(!short.ok && short.error.code).toBe('weapon/insufficient-task-points');
  });
  it('Case 10.63: an unloaded prepared weapon may not fire', () => {
    const u = arm([w('r', 'rifle', { loaded: false })], { preparedWeapon: 'r' });
    expect(checkFireWith(u, 'r', now)?.code).toBe('weapon/unloaded');
  });
  it('Case 13.22: a weapon received this Task Execution Phase is not fired until a later one', () => {
    const got = arm([w('r', 'rifle', { receivedIn: now })], { preparedWeapon: 'r' });
    expect(checkFireWith(got, 'r', now)?.code).toBe('weapon/received-this-phase');
    expect(checkFireWith(got, 'r', { turn: 3, phase: 'prepared-task-execution' })).toBeUndefined();
    expect(checkFireWith(got, 'r', { turn: 4, phase: now.phase })).toBeUndefined();
  });
});

describe('Case 13.24 firing an Enemy weapon', () => {
  it('Case 13.24: a weapon issued to the other side is an Enemy weapon (the fire module applies −15% where the class carries it)', () => {
    expect(usingEnemyWeapon({ side: 'A' }, { issuedTo: 'B' })).toBe(true);
    expect(usingEnemyWeapon({ side: 'A' }, { issuedTo: 'A' })).toBe(false);
  });
});

describe('Section 11.0 General Rule: grenades carried', () => {
  it('Section 11.0: twelve fragmentation and twelve smoke; illumination only by scenario (ruling W8)', () => {
    expect(initialGrenades()).toEqual({ fragmentation: 12, smoke: 12, illumination: 0 });
    expect(initialGrenades({ illumination: 12, fragmentation: 4 })).toEqual({ fragmentation: 4, smoke: 12, illumination: 12 });
    expect(() => initialGrenades({ smoke: -1 })).toThrow(RangeError);
  });
});

describe('Task Points never negative (weapons)', () => {
  it('property: any weapon task accepted leaves him with zero or more Task Points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.boolean(), fc.boolean(), (tp, start, sw) => {
        const wounds = sw ? { endurance: 10, woundPoints: 6 } : { endurance: 10, woundPoints: 0 };
        const c = applyChangePrepared(arm([w('r', 'rifle'), w('p', 'pistol')], { preparedWeapon: 'r' }), 'p', ctx(tp, { wounds, atStartOfTaskExecution: start }));
        if (c.ok) expect(c.value.taskPointsRemaining).toBeGreaterThanOrEqual(0);
        const p = applyPickUp(arm([]), { manSquare: here, item: { weapon: w('g', 'pistol'), square: here } }, ctx(tp, { wounds }));
        if (p.ok) expect(p.value.taskPointsRemaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
