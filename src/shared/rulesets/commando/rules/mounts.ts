/**
 * Horses and Camels (Optional Rule Section 19.0): the Cases as pure rules —
 * Endurance and wounds (19.1), Task Points and what a mount and its rider may
 * do (19.2–19.3, 19.7), hand-to-hand (19.4, Table 19.49), fire at a mount or
 * its rider (19.5), panic (19.6), and the Cases of Sections 20 and 22 that
 * reach mounts. The engine applies them (engine/mount-command.ts,
 * engine/mounts.ts). Rulings: docs/rulings/horses.md.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { FieldTerrain, LineTerrain } from '../../../map/map-model';
import { HORSE_MELEE_TABLE, MOUNT_NUMBERS as N, type HorseMeleeLine, type MountKind } from '../tables/mounts';
import type { PanicResult } from '../tables/panic-modifiers';
import { deadAt } from './wounds';

/** What the rules read of a mount (model/mount-state.ts `MountFigure` has this shape). */
export interface MountFigure {
  readonly kind: MountKind;
  readonly riderId?: string;
  readonly reinsHeldBy?: string;
  readonly hitched?: true;
  readonly hobbled?: true;
}

/** Case 19.11: the mount's Endurance dice code (the mule is a horse, Case 42.43). */
export const enduranceCode = (kind: MountKind): string => (kind === 'camel' ? N.camelEndurance.value : N.horseEndurance.value);

/** Case 19.12: "by the same formula as men", dead at Endurance + 3 (rules/wounds.ts). */
export const mountDeadAt = (endurance: number): number => {
  const d = deadAt(endurance);
  if (d !== endurance + N.deadBeyondEndurance.value) throw new Error('Case 19.12: a horse dies as a man does, at Endurance + 3');
  return d;
};

/** Case 19.21: a mount's Task Points. */
export const mountTaskPoints = (): number => N.taskPoints.value;

/** Case 19.21: "the only task a horse may undertake is movement" (and standing after a fall, Case 19.54). */
export function mountTaskError(name: string, task: string): RuleError | undefined {
  if (task === 'task/move' || task === 'task/stand' || task === 'task/end' || task === 'task/begin') return undefined;
  return ruleError('mount/only-moves', 'Case 19.21', `${name} is a mount: the only task it may undertake is movement (Case 19.21).`);
}

/** Case 19.25: horses cannot fall prone voluntarily. */
export const mountFallProneError = (name: string): RuleError => ruleError('mount/no-voluntary-prone', 'Case 19.25', `${name} is a mount: horses cannot fall prone voluntarily (Case 19.25).`);

/** Case 19.23: mounting or dismounting comes before any other task of the Game-Turn. */
export function mountOrDismountTimingError(name: string, spent: number, movedThisTurn: boolean, combatTaskDone: boolean): RuleError | undefined {
  if (spent === 0 && !movedThisTurn && !combatTaskDone) return undefined;
  return ruleError('mount/not-first-task', 'Case 19.23', `${name} has already performed a task this Game-Turn: he may mount or dismount only before any other task (Case 19.23).`);
}

/** Case 19.42: men may not mount or dismount during Hand-to-Hand Combat. */
export const meleeMountError = (name: string): RuleError => ruleError('mount/in-melee', 'Case 19.42', `${name} is in hand-to-hand combat: men may not mount or dismount during Hand-to-Hand Combat (Case 19.42).`);

/**
 * Case 19.24: one mount (with its rider) of a side in a square; a man who has just
 * dismounted or is about to mount may share the square of a riderless mount, and no
 * other man may enter a square with a riderless mount.
 */
export function mountSquareError(entering: 'mount' | 'man', there: { readonly friendlyMounts: number; readonly riderlessMounts: number; readonly ownMountThere: boolean }, squareName: string): RuleError | undefined {
  if (entering === 'mount' && there.friendlyMounts >= N.mountsPerSideInSquare.value) {
    return ruleError('mount/square-full', 'Case 19.24', `Only a single horse and its rider from each side may be present in a square; ${squareName} has one (Case 19.24).`);
  }
  if (entering === 'man' && there.riderlessMounts > 0 && !there.ownMountThere) {
    return ruleError('mount/riderless-square', 'Case 19.24', `No man may enter a square containing a riderless horse (${squareName}) unless he is about to mount it (Case 19.24).`);
  }
  return undefined;
}

/** Case 19.25: field terrain a mount may not enter, and line terrain it may not cross. */
export const MOUNT_BARRED_FIELDS: readonly FieldTerrain[] = ['mountain', 'trench'];
export const MOUNT_BARRED_LINES: readonly LineTerrain[] = ['window', 'door', 'slit'];

/** Cases 19.32, 19.35, 19.71: what a rider may fire. */
export function mountedFireError(input: { readonly riderName: string; readonly weaponKind: string; readonly mountMoved: boolean; readonly cossack: boolean; readonly opportunity: boolean }): RuleError | undefined {
  const { riderName, weaponKind, mountMoved, cossack } = input;
  if (weaponKind === 'machinegun' || weaponKind === 'flamethrower') {
    return ruleError('mount/no-heavy-weapon', 'Case 19.35', `${riderName} is mounted: no machine gun or flamethrower is fired from horseback (Case 19.35).`);
  }
  if (!mountMoved || cossack || weaponKind === 'pistol') return undefined;
  return ruleError('mount/pistol-only-moving', cossack ? 'Case 19.71' : 'Case 19.32', `${riderName}'s mount has moved this Game-Turn: only pistols may be fired while a horse is moving (Cases 19.32, 19.35).`);
}

/** Cases 19.32, 19.35: grenades from horseback — prepared (twice the cost) and, while the mount moves, only dropped. */
export function mountedGrenadeError(riderName: string, mountMoved: boolean, action: 'prepare' | 'throw' | 'drop'): RuleError | undefined {
  if (action === 'throw' && mountMoved) return ruleError('mount/grenade-dropped-only', 'Case 19.35', `${riderName}'s mount has moved: grenades may only be dropped, not thrown (Case 19.35).`);
  if (action === 'drop' && !mountMoved) return ruleError('mount/drop-while-moving', 'Case 19.34', `${riderName} drops a grenade only as he and his mount gallop through a square (Case 19.34).`);
  return undefined;
}

/** Case 19.34: preparing a grenade on horseback costs twice the chart. */
export function mountedGrenadeCost(chart: Breakdown): Breakdown {
  return new BreakdownBuilder(chart.what, { label: chart.what, caseRef: 'Case 5.22', value: chart.final }).multiply('On horseback: twice the Task Points', 'Case 19.34', N.grenadeOnHorsebackMultiple.value).build();
}

/** Case 19.34: a dropped grenade scatters one square on 1–8, detonates where dropped on 9–10. */
export const dropScatters = (d10: number): { scatters: boolean; squares: number } => (d10 <= N.dropScattersAtOrBelow.value ? { scatters: true, squares: N.dropScatterSquares.value } : { scatters: false, squares: 0 });

/** Case 19.33: the mount pays twice the rider's opportunity-fire Task Points. */
export const mountOpportunityCost = (riderCost: number): number => riderCost * N.opportunityFireMultiple.value;

/**
 * Cases 19.36, 19.71: the fire modifier from horseback. Fire from a moving animal is −25%
 * (Table 10.82); a Cossack's fire from horseback is always −25% (ruling HC4).
 */
export function mountedFireModifier(mountMoved: boolean, cossack: boolean): { readonly amount: number; readonly caseRef: string } | undefined {
  if (cossack) return { amount: N.cossackFireModifier.value, caseRef: 'Case 19.71' };
  return mountMoved ? { amount: N.cossackFireModifier.value, caseRef: 'Case 19.36' } : undefined;
}

/** Case 19.71: weapons fired from horseback are always hand-held. */
export const mountedFireMode = 'hand-held' as const;

/** Case 19.44: the melee weapons usable from horseback. */
export const HORSEBACK_MELEE_WEAPONS: readonly string[] = ['pistol', 'saber', 'samurai-sword', 'ceremonial-sword', 'umbrella'];
export const horsebackMeleeWeapon = (weapon: string): boolean => HORSEBACK_MELEE_WEAPONS.includes(weapon);

/** Case 19.42: horses and riders never grapple nor are grappled. */
export const grappleBarred = (attacker: { mounted: boolean }, defender: { mounted: boolean }): boolean => attacker.mounted || defender.mounted;

export interface HorseBlow {
  readonly line: HorseMeleeLine;
  /** Case 19.43: against the opposing horse when both sides have one. */
  readonly against: 'man' | 'horse';
}

/**
 * Cases 19.41, 19.43, 19.46 and the Procedure: a horse's blows in one Hand-to-Hand
 * Combat Phase — two, in the first two rounds; the first blow of its first Game-Turn
 * in the combat "Charging", the rest "Rearing"; both sides horsed: "Horse vs. Horse"
 * after the charge, and only at the opposing horse. A camel strikes none. Case 36.82: a
 * swimming horse strikes every blow on "Horse vs. Horse", at a horse or a man ("a horse
 * can't rear and plunge or charge in water").
 */
export function horseBlows(kind: MountKind, charged: boolean, enemyHorse: boolean, swimming = false): readonly HorseBlow[] {
  if (kind === 'camel') return [];
  const against = enemyHorse ? 'horse' : 'man';
  const later: HorseMeleeLine = enemyHorse || swimming ? 'horse-vs-horse' : 'rearing';
  const out: HorseBlow[] = [];
  for (let i = 0; i < N.horseBlows.value; i++) out.push({ line: i === 0 && !charged && !swimming ? 'charging' : later, against });
  return out;
}

/** Table 19.49 (Case 19.47): a blow's outcome on 1D100 — killed at or below "% to kill", hit at or below "% to hit". */
export function horseBlowOutcome(line: HorseMeleeLine, d100: number): 'kill' | 'hit' | 'miss' {
  const row = HORSE_MELEE_TABLE[line];
  if (d100 <= row.toKill.value) return 'kill';
  return d100 <= row.toHit.value ? 'hit' : 'miss';
}

export const horseBlowDamageCode = (line: HorseMeleeLine): string => HORSE_MELEE_TABLE[line].damage.value;

/** Case 19.51: when a mount is missed, the rider is hit on 1D100 at or below the tens digit of the chance. */
export function riderHitChance(chance: number): Breakdown {
  return new BreakdownBuilder('Chance the fire hits the rider instead', { label: 'Chance of hitting the mount', caseRef: 'Case 19.51', value: chance })
    .multiply('One-tenth (the tens digit)', 'Case 19.51', 1 / N.riderHitFraction.value)
    .round('Rounded down', 'Case 19.51', 'down')
    .build();
}

/** Case 19.52: when a rider is missed, the mount is hit on 1D100 at or below double the tens digit. */
export function mountHitChance(chance: number): Breakdown {
  return new BreakdownBuilder('Chance the fire hits the mount instead', { label: 'Chance of hitting the rider', caseRef: 'Case 19.52', value: chance })
    .multiply('The tens digit', 'Case 19.52', 1 / N.riderHitFraction.value)
    .round('Rounded down', 'Case 19.52', 'down')
    .multiply('Doubled (one-fifth)', 'Case 19.52', N.mountHitTensMultiple.value)
    .build();
}

/**
 * Case 19.53: a mount wounded by fire falls on a 6; its rider then suffers 1D6 if it had moved, else 1/2 D6
 * rounded down (the dice codes halve rounding up, so the halving is here), and is dismounted.
 */
export function fallFromFire(d6: number, mountMoved: boolean): { readonly falls: boolean; readonly riderDamage?: string; readonly halvedDown?: boolean } {
  if (d6 !== N.fallsOn.value) return { falls: false };
  return mountMoved ? { falls: true, riderDamage: N.movingFallDamage.value } : { falls: true, riderDamage: N.standingFallDamage.value, halvedDown: true };
}

/** Cases 19.45, 19.55: a mount incapacitated or killed falls; its rider suffers 1D6 and fights on foot. */
export const riderFallCode = (): string => N.riderFallDamage.value;

/** Case 19.54: a fallen mount stands as a man does; Case 19.55: an incapacitated one never does. */
export const mayStand = (condition: string): boolean => condition === 'fit' || condition === 'seriously-wounded';

/** Cases 19.61, 19.62, 19.72: a mount's base panic percentage (Table 14.41 then applies). */
export function mountBasePanic(kind: MountKind, cossack: boolean): Breakdown {
  const base = kind === 'camel' ? N.camelPanic : N.horsePanic;
  const b = new BreakdownBuilder('Mount’s base panic percentage', { label: kind === 'camel' ? 'Camel' : 'Horse', caseRef: kind === 'camel' ? 'Case 19.62' : 'Case 19.61', value: base.value, provenance: base.provenance });
  // Case 19.72: "There are no Cossack camels": a camel's percentage is never halved (ruling HC5).
  if (cossack && kind !== 'camel') b.multiply('Cossack horse: halved', 'Case 19.72', N.cossackPanicFactor.value).round('Rounded down', 'Case 19.72', 'down');
  return b.build();
}

/** Case 19.64 (and Case 42.43 for the mule): a mount's panic result read. */
export type MountPanicResult = 'hold' | 'move' | 'fall-prone';
export function mountPanicResult(result: PanicResult, kind: MountKind): { readonly result: MountPanicResult; readonly caseRef: string } {
  if (result === 'fall-prone') return { result: 'hold', caseRef: 'Case 19.64' };
  const moved: MountPanicResult = 'move';
  // Case 42.43 Addenda: "If the mule receives a panic result indicating 'Move', it instead falls prone."
  if (kind === 'mule' && moved === 'move') return { result: 'fall-prone', caseRef: 'Case 42.43' };
  return { result: moved, caseRef: result === 'fire' ? 'Case 19.64' : 'Case 14.42' };
}

/** Case 19.63: mounts never check for preservation. */
export const mountChecksPreservation = (): false => false;

/** Case 19.65: riderless mounts panic automatically unless held, hitched or hobbled (Case 19.68: held mounts check normally). */
export function mountPanicsAutomatically(m: MountFigure): boolean {
  return !m.riderId && !m.reinsHeldBy && !m.hitched && !m.hobbled;
}

/** Case 19.66: only camels (and Scenario 42's mule, Case 42.43) may be hobbled, and only once dismounted. */
export function hobbleError(m: MountFigure, name: string): RuleError | undefined {
  if (m.kind === 'horse') return ruleError('mount/not-hobbled', 'Case 19.66', `${name} is a horse: only camels may be hobbled (Case 19.66).`);
  if (m.riderId) return ruleError('mount/ridden', 'Case 19.66', `${name} has a rider: a camel is hobbled upon being dismounted (Case 19.66).`);
  return undefined;
}

/** Case 19.67: reins one man may hold, and whether he may lead (only one) or fire (never). */
export function reinsError(held: number, name: string): RuleError | undefined {
  return held >= N.reinsPerMan.value ? ruleError('mount/too-many-reins', 'Case 19.67', `${name} holds ${held} reins already: one man may hold up to four (Case 19.67).`) : undefined;
}
export const mayLead = (held: number): boolean => held === 1;
export const reinsFireError = (name: string): RuleError => ruleError('mount/holding-reins', 'Case 19.67', `${name} holds a mount's reins: a man holding reins may not fire any weapon or prepare or throw grenades (Case 19.67).`);

/** Case 19.68: a held mount that panics is let go; a hitched one that moves comes unhitched. */
export function afterPanic<M extends MountFigure>(m: M, moves: boolean): Omit<M, 'reinsHeldBy' | 'hitched'> & { hitched?: true } {
  const { reinsHeldBy: _held, hitched, ...rest } = m;
  return { ...rest, ...(hitched && !moves ? { hitched } : {}) };
}

/** Case 20.14: a mount jumps straight wire it knows of; riderless, it never knows. */
export function mountKnowsWire(m: MountFigure, sideLaidWire: boolean, friendlyCrossedIt: boolean): boolean {
  if (!m.riderId) return false;
  return sideLaidWire || friendlyCrossedIt;
}

/** Case 20.15: a mount that does not know the wire falls without crossing: 1D10 to it and its rider (not Case 19.45's 1D6). */
export const wireFallCodes = (): { readonly mount: string; readonly rider: string; readonly standing: string } => ({ mount: N.wireFallDamage.value, rider: N.wireFallDamage.value, standing: N.wireStandDamage.value });

/** Cases 22.12, 22.22: a mount detonates an anti-personnel (or bounce) mine automatically; its rider is protected. */
export const mineDetonatedByMount = (mineKind: string): boolean => mineKind === 'anti-personnel' || mineKind === 'bounce';
export const riderProtectedFromMine = (): true => true;

/** Case 42.43: the mule's Task Point costs are doubled (the sledge) and it never panics into a move. */
export const muleCostMultiple = (kind: MountKind): number => (kind === 'mule' ? N.muleCostMultiple.value : 1);
