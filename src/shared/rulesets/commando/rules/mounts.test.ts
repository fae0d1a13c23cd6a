import { describe, expect, it } from 'vitest';
import { HORSE_MELEE_TABLE, MOUNT_NUMBERS } from '../tables/mounts';
import {
  afterPanic,
  dropScatters,
  enduranceCode,
  fallFromFire,
  grappleBarred,
  hobbleError,
  horseBlowDamageCode,
  horseBlowOutcome,
  horseBlows,
  horsebackMeleeWeapon,
  mayLead,
  mayStand,
  meleeMountError,
  mineDetonatedByMount,
  MOUNT_BARRED_FIELDS,
  MOUNT_BARRED_LINES,
  mountBasePanic,
  mountChecksPreservation,
  mountDeadAt,
  mountedFireError,
  mountedFireMode,
  mountedFireModifier,
  mountedGrenadeCost,
  mountedGrenadeError,
  mountFallProneError,
  mountHitChance,
  mountKnowsWire,
  mountOpportunityCost,
  mountOrDismountTimingError,
  mountPanicResult,
  mountPanicsAutomatically,
  mountSquareError,
  mountTaskError,
  mountTaskPoints,
  muleCostMultiple,
  reinsError,
  reinsFireError,
  riderFallCode,
  riderHitChance,
  riderProtectedFromMine,
  wireFallCodes,
} from './mounts';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import { TASK_POINT_COSTS } from '../tables/task-point-costs';

const camel = { kind: 'camel' as const };
const horse = { kind: 'horse' as const };

describe('Section 19.1 Wound Points and Horses', () => {
  it('Case 19.11: 4D10 + 3 for a horse (and the mule), 3D10 + 4 for a camel', () => {
    expect(enduranceCode('horse')).toBe('4D10+3');
    expect(enduranceCode('mule')).toBe('4D10+3');
    expect(enduranceCode('camel')).toBe('3D10+4');
  });
  it('Case 19.12: wounded as men are, dead when Endurance is exceeded by three', () => {
    expect(mountDeadAt(25)).toBe(28);
  });
});

describe('Section 19.2 Mounts and Task Points', () => {
  it('Case 19.21: 100 Task Points, and the only task is movement', () => {
    expect(mountTaskPoints()).toBe(100);
    expect(mountTaskError('Camel 1', 'task/move')).toBeUndefined();
    expect(mountTaskError('Camel 1', 'task/fire')?.code).toBe('mount/only-moves');
  });
  it('Case 19.22: mounting and dismounting are chart tasks both man and mount pay', () => {
    expect(TASK_POINT_COSTS['mount-animal'].note).toContain('19.22');
    expect(TASK_POINT_COSTS['dismount-animal'].cost.provenance.kind).toBe('variant');
  });
  it('Case 19.23: only before any other task of the Game-Turn', () => {
    expect(mountOrDismountTimingError('Ali', 0, false, false)).toBeUndefined();
    expect(mountOrDismountTimingError('Ali', 10, true, false)?.code).toBe('mount/not-first-task');
    expect(mountOrDismountTimingError('Ali', 0, false, true)?.caseRef).toBe('Case 19.23');
  });
  it('Case 19.24: one mount of a side in a square; no man enters a riderless mount’s square but to mount it', () => {
    expect(mountSquareError('mount', { friendlyMounts: 1, riderlessMounts: 0, ownMountThere: false }, '1010')?.code).toBe('mount/square-full');
    expect(mountSquareError('man', { friendlyMounts: 1, riderlessMounts: 1, ownMountThere: false }, '1010')?.code).toBe('mount/riderless-square');
    expect(mountSquareError('man', { friendlyMounts: 1, riderlessMounts: 1, ownMountThere: true }, '1010')).toBeUndefined();
  });
  it('Case 19.25: no windows, doors, slits, mountains or trenches; never prone voluntarily', () => {
    expect([...MOUNT_BARRED_LINES].sort()).toEqual(['door', 'slit', 'window']);
    expect([...MOUNT_BARRED_FIELDS].sort()).toEqual(['mountain', 'trench']);
    expect(mountFallProneError('Horse 1').caseRef).toBe('Case 19.25');
  });
});

describe('Section 19.3 Limitations on Riders', () => {
  it('Case 19.31: the rider has no control over a panicked mount (its move is the panic routine’s)', () => {
    expect(mountPanicResult('move', 'horse').result).toBe('move');
  });
  it('Case 19.32: while the mount moves, a pistol only', () => {
    expect(mountedFireError({ riderName: 'R', weaponKind: 'rifle', mountMoved: true, cossack: false, opportunity: false })?.code).toBe('mount/pistol-only-moving');
    expect(mountedFireError({ riderName: 'R', weaponKind: 'pistol', mountMoved: true, cossack: false, opportunity: true })).toBeUndefined();
  });
  it('Case 19.33: opportunity fire from a moving mount costs the mount twice the rider’s Task Points', () => {
    expect(mountOpportunityCost(15)).toBe(30);
  });
  it('Case 19.34: preparing a grenade costs double; a dropped grenade scatters one square on 1–8, detonates in place on 9–10', () => {
    const chart = new BreakdownBuilder('Prepare grenade', { label: 'Prepare grenade', caseRef: 'Case 5.22', value: 10 }).build();
    expect(mountedGrenadeCost(chart).final).toBe(20);
    expect(dropScatters(8)).toEqual({ scatters: true, squares: 1 });
    expect(dropScatters(9)).toEqual({ scatters: false, squares: 0 });
    expect(mountedGrenadeError('R', false, 'drop')?.code).toBe('mount/drop-while-moving');
  });
  it('Case 19.35: standing still, any weapon but a machine gun or flamethrower; moving, grenades only dropped', () => {
    expect(mountedFireError({ riderName: 'R', weaponKind: 'rifle', mountMoved: false, cossack: false, opportunity: false })).toBeUndefined();
    expect(mountedFireError({ riderName: 'R', weaponKind: 'machinegun', mountMoved: false, cossack: true, opportunity: false })?.code).toBe('mount/no-heavy-weapon');
    expect(mountedGrenadeError('R', true, 'throw')?.code).toBe('mount/grenade-dropped-only');
    expect(mountedGrenadeError('R', false, 'throw')).toBeUndefined();
  });
  it('Case 19.36: fire from a moving mount takes Table 10.82’s −25%', () => {
    expect(mountedFireModifier(true, false)).toEqual({ amount: -25, caseRef: 'Case 19.36' });
    expect(mountedFireModifier(false, false)).toBeUndefined();
  });
});

describe('Section 19.4 Horses and Hand-to-Hand Combat (Table 19.49, cited as 19.47)', () => {
  it('Case 19.41: two blows, the first Charging, the second Rearing', () => {
    expect(horseBlows('horse', false, false)).toEqual([
      { line: 'charging', against: 'man' },
      { line: 'rearing', against: 'man' },
    ]);
    expect(horseBlows('horse', true, false).map((b) => b.line)).toEqual(['rearing', 'rearing']);
  });
  it('Case 19.42: horses and riders never grapple nor are grappled; no mounting in melee', () => {
    expect(grappleBarred({ mounted: false }, { mounted: true })).toBe(true);
    expect(grappleBarred({ mounted: false }, { mounted: false })).toBe(false);
    expect(meleeMountError('R').caseRef).toBe('Case 19.42');
  });
  it('Case 19.43: both sides horsed: the charge, then Horse vs. Horse, only at the opposing horse', () => {
    expect(horseBlows('horse', false, true)).toEqual([
      { line: 'charging', against: 'horse' },
      { line: 'horse-vs-horse', against: 'horse' },
    ]);
  });
  it('Case 19.44: pistols, swords or umbrellas from horseback, nothing else', () => {
    expect(['pistol', 'saber', 'samurai-sword', 'umbrella'].every(horsebackMeleeWeapon)).toBe(true);
    expect(horsebackMeleeWeapon('dagger')).toBe(false);
  });
  it('Case 19.45: a horse incapacitated or killed falls, its rider suffers 1D6', () => {
    expect(riderFallCode()).toBe('1D6');
  });
  it('Case 19.46: camels deliver no blows', () => {
    expect(horseBlows('camel', false, false)).toEqual([]);
  });
  it('Case 19.47 (Table 19.49): % to kill at or below, else % to hit, with the damage codes', () => {
    expect(HORSE_MELEE_TABLE.charging.toHit.value).toBe(55);
    expect(horseBlowOutcome('charging', 25)).toBe('kill');
    expect(horseBlowOutcome('charging', 55)).toBe('hit');
    expect(horseBlowOutcome('charging', 56)).toBe('miss');
    expect(horseBlowOutcome('horse-vs-horse', 3)).toBe('kill');
    expect([horseBlowDamageCode('charging'), horseBlowDamageCode('rearing'), horseBlowDamageCode('horse-vs-horse')]).toEqual(['2D10', '2D6', '1D6']);
  });
});

describe('Section 19.5 Receiving Fire', () => {
  it('Case 19.51: a missed horse: the rider is hit at or below the tens digit (65 → 6, the Example)', () => {
    expect(riderHitChance(65).final).toBe(6);
  });
  it('Case 19.52: a missed rider: the horse is hit at or below double the tens digit', () => {
    expect(mountHitChance(65).final).toBe(12);
  });
  it('Case 19.53: a 6 on 1D6 and the horse falls; 1D6 to a moving rider, 1/2 D6 to a standing one, dismounted', () => {
    expect(fallFromFire(5, true)).toEqual({ falls: false });
    expect(fallFromFire(6, true)).toEqual({ falls: true, riderDamage: '1D6' });
    expect(fallFromFire(6, false)).toEqual({ falls: true, riderDamage: '1D6', halvedDown: true });
  });
  it('Case 19.54: a fallen horse stands as a man does', () => {
    expect(mayStand('fit')).toBe(true);
  });
  it('Case 19.55: an incapacitated mount never rises; its rider suffers 1D6', () => {
    expect(mayStand('incapacitated')).toBe(false);
    expect(riderFallCode()).toBe(MOUNT_NUMBERS.riderFallDamage.value);
  });
});

describe('Section 19.6 Mounts and Panic', () => {
  it('Case 19.61: horses 5%', () => expect(mountBasePanic('horse', false).final).toBe(5));
  it('Case 19.62: camels 20%', () => expect(mountBasePanic('camel', false).final).toBe(20));
  it('Case 19.63: mounts never check for preservation', () => expect(mountChecksPreservation()).toBe(false));
  it('Case 19.64: "fall prone" is "hold still", "fire" is "move"; Case 42.43: the mule’s "move" is "fall prone"', () => {
    expect(mountPanicResult('fall-prone', 'horse').result).toBe('hold');
    expect(mountPanicResult('fire', 'camel')).toEqual({ result: 'move', caseRef: 'Case 19.64' });
    expect(mountPanicResult('move', 'mule')).toEqual({ result: 'fall-prone', caseRef: 'Case 42.43' });
  });
  it('Case 19.65: riderless mounts panic automatically unless held, hitched or hobbled', () => {
    expect(mountPanicsAutomatically(horse)).toBe(true);
    expect(mountPanicsAutomatically({ ...camel, hobbled: true })).toBe(false);
    expect(mountPanicsAutomatically({ ...horse, reinsHeldBy: 'a1' })).toBe(false);
    expect(mountPanicsAutomatically({ ...horse, riderId: 'a1' })).toBe(false);
  });
  it('Case 19.66: only camels (and the mule) are hobbled, once dismounted', () => {
    expect(hobbleError(horse, 'Horse 1')?.code).toBe('mount/not-hobbled');
    expect(hobbleError({ ...camel, riderId: 'a1' }, 'Camel 1')?.code).toBe('mount/ridden');
    expect(hobbleError(camel, 'Camel 1')).toBeUndefined();
    expect(hobbleError({ kind: 'mule' }, 'Mule')).toBeUndefined();
  });
  it('Case 19.67: up to four reins; leading only one; no fire while holding reins', () => {
    expect(reinsError(3, 'R')).toBeUndefined();
    expect(reinsError(4, 'R')?.code).toBe('mount/too-many-reins');
    expect(mayLead(1)).toBe(true);
    expect(mayLead(2)).toBe(false);
    expect(reinsFireError('R').caseRef).toBe('Case 19.67');
  });
  it('Case 19.68: a held mount that panics is let go; a hitched one that moves comes unhitched', () => {
    expect(afterPanic({ ...horse, reinsHeldBy: 'a1' }, false)).toEqual(horse);
    expect(afterPanic({ ...horse, hitched: true }, false)).toEqual({ ...horse, hitched: true });
    expect(afterPanic({ ...horse, hitched: true }, true)).toEqual(horse);
  });
});

describe('Section 19.7 Horse Barbarians (Cossacks)', () => {
  it('Case 19.71: any weapon while moving, always −25%, always hand-held', () => {
    expect(mountedFireError({ riderName: 'R', weaponKind: 'rifle', mountMoved: true, cossack: true, opportunity: false })).toBeUndefined();
    expect(mountedFireModifier(false, true)).toEqual({ amount: -25, caseRef: 'Case 19.71' });
    expect(mountedFireMode).toBe('hand-held');
  });
  it('Case 19.72: a Cossack horse’s panic halved; there are no Cossack camels', () => {
    expect(mountBasePanic('horse', true).final).toBe(2);
    expect(mountBasePanic('camel', true).final).toBe(20);
  });
});

describe('Cases 20.14–20.15 and 22.12: wire and mines against mounts', () => {
  it('Case 20.14: a ridden mount knows Friendly-laid or crossed wire; a riderless one never', () => {
    expect(mountKnowsWire({ ...horse, riderId: 'a1' }, true, false)).toBe(true);
    expect(mountKnowsWire({ ...horse, riderId: 'a1' }, false, true)).toBe(true);
    expect(mountKnowsWire({ ...horse, riderId: 'a1' }, false, false)).toBe(false);
    expect(mountKnowsWire(horse, true, true)).toBe(false);
  });
  it('Case 20.15: 1D10 to the mount and to its rider; 1D6 to the horse standing again', () => {
    expect(wireFallCodes()).toEqual({ mount: '1D10', rider: '1D10', standing: '1D6' });
  });
  it('Case 22.12: a mount detonates anti-personnel mines (Case 22.22: bounce mines too); its rider is protected', () => {
    expect(mineDetonatedByMount('anti-personnel')).toBe(true);
    expect(mineDetonatedByMount('bounce')).toBe(true);
    expect(mineDetonatedByMount('claymore')).toBe(false);
    expect(riderProtectedFromMine()).toBe(true);
  });
  it('Case 42.43: the mule pays double', () => {
    expect(muleCostMultiple('mule')).toBe(2);
    expect(muleCostMultiple('camel')).toBe(1);
  });
});
