/**
 * Underwater Operations (Optional Rule Section 36.0) as pure rules: where a
 * man in a water square is (standing, swimming, diving; Cases 36.11, 36.21),
 * how far apart two men are for observation (Cases 36.13–36.15) and for fire
 * (Cases 36.36–36.38), who may fire at whom and with what (Cases 36.24,
 * 36.33–36.35, 36.39, 36.63), grenades (Cases 36.71–36.72, 36.75) and the
 * snorkel man's breath (Cases 36.52, 36.54). The commands are
 * engine/underwater-command.ts's; rulings in docs/rulings/underwater.md.
 */
import type { GameMap, Square } from '../../../map/map-model';
import { terrainAt } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { MOVEMENT_TABLES } from './movement-tables';
import { range as exactRange } from './range';
import { UNDERWATER_NUMBERS as N, WATER_FIREARMS } from '../tables/underwater';

export type DivingGearKind = 'snorkel' | 'scuba';

/** A man's snorkel or SCUBA gear (Case 36.25: with flippers and wet suit). */
export interface DivingGear {
  readonly kind: DivingGearKind;
  /** Case 36.26: flippers and mask packed away; he moves on land at the normal rate and may not dive. */
  readonly packed?: true;
  /** The Game-Turn he packed it away: prone until the next (Case 36.26). */
  readonly packedTurn?: number;
  /** Case 36.44: his SCUBA mouthpiece was torn off; the snorkel rules apply to him until he replaces it. */
  readonly mouthpieceTorn?: true;
}

/** Below the surface: `level` is negative (Case 36.27); read it with `waterLevel` (a shallower square or land lifts him). */
export interface Submerged {
  readonly level: number;
}

export interface WaterMan {
  readonly id: string;
  readonly side: string;
  readonly square?: Square;
  readonly posture: 'erect' | 'prone';
  readonly condition: 'fit' | 'seriously-wounded' | 'incapacitated' | 'dead';
  readonly submerged?: Submerged;
  readonly divingGear?: DivingGear;
}

export type WaterState = 'dry' | 'standing' | 'swimming' | 'diving';

/** The field terrain that is water (chart 7.39's water rows; movement-tables.ts `surfaceTerrain`). */
export function isWater(map: GameMap, square: Square): boolean {
  return MOVEMENT_TABLES.surfaceTerrain.value.includes(terrainAt(map, square).terrain);
}

/** 36.0 General Rule: the lowest level a man can descend to in a water square (its elevation; 0 for dry land). */
export function waterBottom(map: GameMap, square: Square): number {
  return isWater(map, square) ? Math.min(0, terrainAt(map, square).elevation) : 0;
}

/** Case 36.27: his level in the water (0 at the surface, negative below), never below his square's bottom. */
export function waterLevel(map: GameMap, man: WaterMan): number {
  if (!man.submerged || !man.square) return 0;
  return Math.min(0, Math.max(man.submerged.level, waterBottom(map, man.square)));
}

/** Case 36.21: standing (erect, level 0), swimming (prone at level 0) or diving (below level 0); dry out of water. */
export function waterState(map: GameMap, man: WaterMan): WaterState {
  if (!man.square || !isWater(map, man.square)) return 'dry';
  if (waterLevel(map, man) < 0) return 'diving';
  return man.posture === 'prone' ? 'swimming' : 'standing';
}

/** Cases 36.21, 36.25, 36.26: he wears snorkel or SCUBA gear (not packed away). */
export const wearsGear = (man: WaterMan): boolean => man.divingGear !== undefined && man.divingGear.packed !== true;

/** Case 36.44: SCUBA whose mouthpiece is in; a torn-off mouthpiece makes him a snorkel man (Case 36.5). */
export const breathesScuba = (man: WaterMan): boolean => wearsGear(man) && man.divingGear!.kind === 'scuba' && man.divingGear!.mouthpieceTorn !== true;

/** Where he is for the observation of Section 36.1: in the water or not, levels below the surface, erect. */
export interface WaterView {
  readonly inWater: boolean;
  readonly depth: number;
  readonly erect: boolean;
}

export function waterView(map: GameMap, man: WaterMan): WaterView {
  const s = waterState(map, man);
  return { inWater: s !== 'dry', depth: -waterLevel(map, man), erect: s === 'standing' };
}

/** Case 36.11: a standing man is one level above the water's level for observation. */
const observationLevel = (v: WaterView): number => (v.erect ? 1 : 0) - v.depth;

export type UnderwaterSight = { readonly blocked: false; readonly range: number; readonly breakdown: string } | { readonly blocked: true; readonly reason: string };

/**
 * Cases 36.13–36.15 (Table 36.15): the observation distance between two men
 * when either is underwater; undefined when neither is (land rules apply).
 * A man underwater and a man out of the water never see each other; a man
 * standing or swimming in water is as one underwater (Table 36.15's note).
 * Squares count four each and levels ten each, added (ruling UW1).
 */
export function underwaterSight(observer: { readonly square: Square } & WaterView, target: { readonly square: Square } & WaterView): UnderwaterSight | undefined {
  if (observer.depth <= 0 && target.depth <= 0) return undefined;
  if (!observer.inWater || !target.inWater) return { blocked: true, reason: 'a man underwater and a man out of the water never observe each other (Case 36.14, Table 36.15)' };
  const squares = exactRange(observer.square, target.square);
  const levels = Math.abs(observationLevel(observer) - observationLevel(target));
  const range = squares * N.observationSquaresPerSquareUnderwater.value + levels * N.observationSquaresPerLevel.value;
  return { blocked: false, range, breakdown: `${squares} square(s) × ${N.observationSquaresPerSquareUnderwater.value} + ${levels} level(s) × ${N.observationSquaresPerLevel.value} = ${range} (Cases 36.13, 36.14, Table 36.15)` };
}

/** Where a firer or target is for fire in and under water (Section 36.3). */
export interface WaterFireMan extends WaterView {
  readonly state: WaterState;
  readonly gear: boolean;
}

export const waterFireMan = (map: GameMap, man: WaterMan): WaterFireMan => ({ ...waterView(map, man), state: waterState(map, man), gear: wearsGear(man) });

/**
 * Cases 36.36–36.38: the range fire is resolved at. A diver underwater firing
 * at a man in the water counts each square four (Case 36.37); each level of
 * difference adds ten (Case 36.36); both at once take Case 36.38's first way
 * (ruling UW3). Undefined when neither man is in or under water.
 */
export function underwaterFireRange(firer: WaterFireMan, target: WaterFireMan, squares: number): { readonly range: number; readonly caseRef: string; readonly breakdown: string } | undefined {
  if (!firer.inWater && !target.inWater) return undefined;
  const levels = Math.abs(firer.depth - target.depth);
  const diver = firer.gear && firer.depth > 0 && target.inWater;
  if (diver && squares > 0 && levels > 0) {
    const range = Math.round(Math.sqrt(squares * squares + levels * levels) * N.fireDiagonalMultiple.value);
    return { range, caseRef: 'Case 36.38', breakdown: `√(${squares}² + ${levels}²) × ${N.fireDiagonalMultiple.value} = ${range} (Case 36.38, ruling UW3)` };
  }
  if (diver) {
    const range = squares * N.fireSquaresPerSquareDiver.value + levels * N.fireSquaresPerLevel.value;
    return { range, caseRef: 'Case 36.37', breakdown: `${squares} × ${N.fireSquaresPerSquareDiver.value} + ${levels} level(s) × ${N.fireSquaresPerLevel.value} = ${range} (Cases 36.36, 36.37)` };
  }
  if (levels === 0) return undefined;
  const range = squares + levels * N.fireSquaresPerLevel.value;
  return { range, caseRef: 'Case 36.36', breakdown: `${squares} + ${levels} level(s) × ${N.fireSquaresPerLevel.value} = ${range} (Case 36.36)` };
}

/**
 * Case 36.36: the −20% water modifier (Table 10.82 `water-mismatch`) as
 * fire-chance.ts's two `inWater` flags: a target swimming or underwater is
 * "in water"; a firer is only when he is underwater ("The reverse is true
 * only for men underwater").
 */
export function waterFlags(firer: WaterFireMan, target: WaterFireMan): { readonly firerInWater: boolean; readonly targetInWater: boolean } {
  return { firerInWater: firer.depth > 0, targetInWater: target.state === 'swimming' || target.state === 'diving' };
}

/**
 * Who may fire at whom, and with what (Cases 36.24, 36.33–36.35, 36.39,
 * 36.63). `movedThisTurn`: he has moved in this Game-Turn (Case 36.33).
 */
export function waterFireError(firer: WaterFireMan, target: WaterFireMan, weapon: string, opts: { readonly movedThisTurn: boolean; readonly highSurf: boolean }): RuleError | undefined {
  if (opts.highSurf && ((firer.inWater && firer.depth === 0) || (target.inWater && target.depth === 0))) {
    return ruleError('water/high-surf', 'Case 36.63', 'During high surf no fire is possible into or from the water (Case 36.63).');
  }
  if (!firer.inWater && target.depth > 0) return ruleError('water/no-sight', 'Case 36.14', 'A man out of the water has no Line of Sight to a man underwater (Case 36.14, Table 36.15; ruling UW2).');
  if (firer.depth > 0 && !target.inWater) return ruleError('water/diver-target', 'Case 36.35', 'A man underwater in diving gear may fire only at men underwater, swimming, or erect in the water (Case 36.35).');
  if (firer.state === 'swimming' && !firer.gear && target.inWater && target.state !== 'standing') {
    return ruleError('water/swimmer-target', 'Case 36.24', 'A swimming man may fire only at targets out of the water (Case 36.24; ruling UW4).');
  }
  if ((firer.state === 'swimming' || firer.state === 'diving') && !WATER_FIREARMS.value.includes(weapon)) {
    return ruleError('water/weapon', 'Case 36.39', `A man firing from or under water who is not erect may fire only a pistol, rifle, semi-automatic rifle or carbine, not a ${weapon} (Case 36.39).`);
  }
  if (firer.state === 'swimming' && !firer.gear && opts.movedThisTurn) {
    return ruleError('water/fire-and-move', 'Case 36.33', 'A swimming man may not fire and move in the same Game-Turn (Case 36.33; men in diving gear may, Case 36.34).');
  }
  return undefined;
}

/** Case 36.71: swimming or diving men never throw grenades; others may, into water squares too. */
export function grenadeThrowError(thrower: WaterState): RuleError | undefined {
  return thrower === 'swimming' || thrower === 'diving' ? ruleError('water/no-grenade', 'Case 36.71', 'Swimming or diving men may never throw grenades (Case 36.71).') : undefined;
}

/**
 * Case 36.72: a grenade bursts at level 0; a man swimming or underwater is
 * caught within three squares, a level counting as a square, and takes twice
 * the vented column's damage. The distance here is the greater of squares and
 * levels (the grenade's own reach is counted so on land, ruling UW6).
 */
export function grenadeReachesSwimmer(squares: number, depth: number): boolean {
  return Math.max(squares, depth) <= N.grenadeReachSquares.value;
}

/** Case 36.75: a launched explosive (rifle grenade, thump gun shell) underwater: its radius tripled. */
export const underwaterExplosionRadius = (radius: number): number => radius * N.explosionRadiusMultiple.value;

/**
 * Case 36.54: on the fifth Game-Turn underwater a 10% chance of
 * unconsciousness, 10% more each Game-Turn after. `turnsUnder` counts this
 * Game-Turn (the first Game-Turn he is below is 1). Zero before the fifth.
 */
export function unconsciousChance(turnsUnder: number): number {
  const over = turnsUnder - N.unconsciousFirstTurn.value + 1;
  return over <= 0 ? 0 : Math.min(100, over * N.unconsciousChanceStep.value);
}

/**
 * Cases 36.51–36.53: a snorkel man (or a SCUBA man without his mouthpiece)
 * must surface at least once every four Game-Turns; past that, Case 36.54's
 * chance applies. A SCUBA man breathes (no limit).
 */
export const breathLimited = (man: WaterMan): boolean => man.divingGear !== undefined && !breathesScuba(man);

/** Case 36.43: hand-to-hand combat underwater is three rounds, not five; Case 36.42: only grappled. */
export function underwaterMelee(states: readonly WaterState[]): { readonly rounds: number; readonly grappledOnly: true } | undefined {
  if (!states.some((s) => s === 'swimming' || s === 'diving')) return undefined;
  return { rounds: N.meleeRounds.value, grappledOnly: true };
}

/** Cases 36.22, 36.29: a man erect in water only where the water is at level zero deep; elsewhere he swims. */
export function standError(map: GameMap, square: Square): RuleError | undefined {
  if (!isWater(map, square) || waterBottom(map, square) >= 0) return undefined;
  return ruleError('water/too-deep-to-stand', 'Case 36.29', 'The water here is deeper than level zero: a man must swim (prone) in it (Cases 36.22, 36.29).');
}

/** Case 36.62: in high surf only a man with SCUBA gear may enter water, and only underwater is he safe (snorkels flood). */
export function highSurfEntryError(man: WaterMan): RuleError | undefined {
  return breathesScuba(man) ? undefined : ruleError('water/high-surf', 'Case 36.62', 'When waters are at high surf, water squares may only be entered by men with SCUBA gear (Case 36.62).');
}
