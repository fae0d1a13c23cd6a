/**
 * Adapters between the game state and the Sections 9–11 and 13 rule modules:
 * a man's carried weapons (weapons.ts Armament) read from ManState, the
 * Firer / FireTarget / Grenadier / OpportunityMan shapes the modules take,
 * Line of Sight with the current smoke (Cases 8.23, 11.56, 11.59), and a
 * DiceSource wrapper that records every die drawn for the event (Case 4.0).
 * Rulings: docs/rulings/turn-sequence.md "Fire, grenades and opportunity fire in the engine".
 */
import { firerInWater, underwaterTargetFacts } from './underwater-fire';
import type { GameState, ManState } from '../model/state';
import type { Era } from '../model/scenario-schema';
import { manTurnOf, sequenceOf } from '../model/state';
import { readingChosen } from '../model/readings';
import type { Square } from '../../../map/map-model';
import { onMap, sameSquare, terrainAt } from '../../../map/map-model';
import type { Firer, ResolvableTarget } from '../rules/fire-chance';
import { classifySide } from '../rules/grenade-geometry';
import type { Grenadier } from '../rules/grenades';
import { measureSight, type Sight } from '../rules/observation-limits';
import { range } from '../rules/range';
import { smokeSquares } from '../rules/smoke';
import { tablesOf } from './game-tables';
import type { GrenadeEra, GrenadeType } from '../tables/grenade-accuracy';
import { WEAPON_CLASS_IDS } from '../tables/weapons';
import { initialGrenades, isFireWeaponClass, MELEE_ONLY_WEAPON_IDS, THUMP_GUN_KIND, usingEnemyWeapon, type Armament, type CarriedWeapon, type CarriedWeaponKind } from '../rules/weapons';
import type { WoundState } from '../rules/wounds';
import { remainingTaskPoints } from './task-points';
import { specialRulesOf } from './special-rules';
import { manStatistics } from './man-statistics';
import { losVehicles } from './vehicles';

/** The grenade era when the game has no scenario era (a bare engine game, or a game saved before the era was kept). */
export const DEFAULT_GRENADE_ERA: GrenadeEra = 'wwii';

const GRENADE_ERA_OF: Readonly<Record<Era, GrenadeEra>> = { WWI: 'wwi', WWII: 'wwii', Modern: 'modern' };

/**
 * Section 38.0 "Era: indicates which portion of the various charts and tables are used": the line of the
 * Grenade Accuracy (11.81) and Grenade Damage (11.84) Tables for this game, from the scenario's era.
 */
export function grenadeEraOf(state: GameState): GrenadeEra {
  const era = state.scenario?.era;
  return era ? GRENADE_ERA_OF[era] : DEFAULT_GRENADE_ERA;
}

// Case 21.11: a thump gun is carried as a main combat weapon.
const KINDS: ReadonlySet<string> = new Set<string>([...WEAPON_CLASS_IDS, ...MELEE_ONLY_WEAPON_IDS, THUMP_GUN_KIND]);
const isKind = (s: string): s is CarriedWeaponKind => KINDS.has(s);

/**
 * Section 13.1: what the man carries. A man whose weapons were never touched
 * carries `ManState.weapons` (ids `w<tag>-1`, … in that order (weaponTag)), all loaded,
 * issued to his side, his first fire weapon prepared (Case 13.17), and the
 * grenades of `ManState.grenades` or twelve of each (Section 11.0, ruling W8).
 */
export function armamentOf(man: ManState): Armament {
  if (man.armament) return man.armament;
  const weapons: CarriedWeapon[] = [];
  // Weapon ids do not spell the man's id: a weapon picked up or taken must not name its first owner to the new one's side.
  const tag = weaponTag(man.id);
  man.weapons.forEach((w, i) => {
    if (isKind(w)) weapons.push({ id: `w${tag}-${i + 1}`, kind: w, issuedTo: man.side });
  });
  const prepared = weapons.find((w) => isFireWeaponClass(w.kind) || w.kind === THUMP_GUN_KIND);
  const g = man.grenades;
  const grenades = g
    ? initialGrenades({ fragmentation: g['fragmentation'] ?? 0, smoke: g['smoke'] ?? 0, illumination: g['illumination'] ?? 0 })
    : initialGrenades();
  return {
    side: man.side,
    weapons,
    ...(prepared ? { preparedWeapon: prepared.id } : {}),
    preparedGrenades: [],
    grenades,
    initialFlamethrowerOperator: man.weapons.includes('flamethrower'),
  };
}

/** A short stable tag for a man's derived weapon ids (FNV-1a of his id, base 36). */
export function weaponTag(manId: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < manId.length; i++) h = Math.imul(h ^ manId.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** The ManState patch for a new armament: `weapons` keeps the kinds carried (and any non-weapon items). */
export function armamentPatch(man: ManState, a: Armament): Pick<ManState, 'armament' | 'weapons'> {
  const other = man.weapons.filter((w) => !isKind(w));
  return { armament: a, weapons: [...a.weapons.map((w) => w.kind), ...other] };
}

export const woundsOf = (man: Pick<ManState, 'endurance' | 'wounds'>): WoundState => ({ endurance: Math.max(1, man.endurance), woundPoints: Math.max(0, man.wounds) });

export const smokeOf = (state: GameState): Square[] => smokeSquares(state.smoke ?? []);

/** Line of Sight and range between two men as they stand, smoke included (Cases 8.11, 8.2, 11.56, 11.59). */
export function sightBetween(state: GameState, from: ManState, to: ManState, toSquare?: Square): Sight | undefined {
  const a = from.square;
  const b = toSquare ?? to.square;
  if (!a || !b) return undefined;
  return measureSight(
    { id: from.id, square: a, posture: from.posture },
    { id: to.id, square: b, posture: to.posture },
    { observationRange: state.observationRange ?? 'unlimited', map: state.map, smoke: smokeOf(state), ...losVehicles(state) },
  );
}

/** Case 10.22(b): a square with a wall or building line on one of its sides. */
export function besideWall(state: Pick<GameState, 'map' | 'tableOverrides'>, sq: Square): boolean {
  const map = state.map;
  for (const [dc, dr] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    const n = { col: sq.col + dc, row: sq.row + dr };
    if (!onMap(map, n)) continue;
    const c = classifySide(map, sq, n, tablesOf(state));
    if (c.cls === 'blocked' && (c.terrain === 'wall' || c.terrain === 'building-line')) return true;
  }
  return false;
}

/** Living men of `side` in `square` other than `except` (Cases 7.41, 10.15). */
export function menOfSideIn(state: GameState, side: string, square: Square, except?: string): number {
  return Object.values(state.men).filter((m) => m.side === side && m.id !== except && m.condition !== 'dead' && sameSquare(m.square, square)).length;
}

/** The plot's prepaid fire cost a fire of `taskRow` may use (Case 10.76, ruling TS15): unfired plot of that very task only. */
export function prepaidFire(state: GameState, manId: string, taskRow: string): number {
  const plot = sequenceOf(state).plots[manId];
  if (!plot || plot.fired || plot.fireTask !== taskRow) return 0;
  return plot.fireCost ?? 0;
}

export function firerOf(
  state: GameState,
  man: ManState,
  weapon: CarriedWeapon,
  opts: { readonly aimed: boolean; readonly taskPointsRemaining: number; readonly wounds?: WoundState; readonly combatTasks?: number },
): Firer {
  if (!isFireWeaponClass(weapon.kind)) throw new RangeError(`${weapon.kind} is not a fire weapon`);
  const a = armamentOf(man);
  // Case 38.21: the scenario's fire bonus or debit (null, "see special rules", adds nothing here).
  const bonus = manStatistics(state, man).combatBonus?.fire;
  return {
    weapon: weapon.kind,
    wounds: opts.wounds ?? woundsOf(man),
    prone: man.posture === 'prone',
    adjacentToWall: man.square ? besideWall(state, man.square) : false,
    // Case 43.43: the mounted machine guns of the trenches are braced (ruling SC-43-3).
    ...(specialRulesOf(state).some((p) => p.mountedWeapon?.(state, weapon.kind)) ? { weaponMounted: true } : {}),
    usingEnemyWeapon: usingEnemyWeapon(a, weapon),
    aiming: opts.aimed,
    taskPointsRemaining: opts.taskPointsRemaining,
    combatTasksThisTurn: opts.combatTasks ?? (manTurnOf(state, man.id).combatTaskDone ? 1 : 0),
    weaponLoaded: weapon.loaded !== false,
    ...firerInWater(state, man),
    ...(bonus ? { combatBonus: bonus } : {}),
  };
}

export function fireTargetOf(
  state: GameState,
  firer: ManState,
  target: ManState,
  sight: Sight,
  opts: { readonly moving: boolean; readonly opportunity: boolean },
): ResolvableTarget {
  const sq = target.square!;
  const entering = opts.moving && sameSquare(firer.square, sq);
  return {
    label: `man ${target.id}`,
    range: range(firer.square!, sq),
    // Cases 36.36–36.38: the range in and under water, and the target "in water" for the −20% (Section 36.0).
    ...underwaterTargetFacts(state, firer, target, range(firer.square!, sq)),
    observedByFirer: (state.knowledge[firer.id]?.observing ?? []).includes(target.id),
    prone: target.posture === 'prone',
    terrain: terrainAt(state.map, sq).terrain,
    apertures: sight.los.apertures.map((a) => a.terrain),
    flushAgainstWall: besideWall(state, sq),
    // Table 10.82 note *: only a man who has not moved this Turn (ruling F-H5); the old reading is a campaign option.
    movedThisTurn: manTurnOf(state, target.id).movedThisTurn,
    ...(readingChosen(state, 'wall-bonus-after-moving') ? { wallAfterMoving: true } : {}),
    moving: opts.moving,
    friendlyMenInSquare: menOfSideIn(state, firer.side, sq, firer.id),
    enteringFirersSquare: entering,
    wounds: woundsOf(target),
    ...(opts.opportunity ? { taskPointsRemaining: remainingTaskPoints(state, target.id) } : {}),
  };
}

/** grenades.ts's view of a man (Cases 11.11, 11.13, 11.21, 38.14). */
export function grenadierOf(state: GameState, man: ManState, opts: { readonly type?: GrenadeType; readonly opportunity?: boolean } = {}): Grenadier {
  const a = armamentOf(man);
  const t = manTurnOf(state, man.id);
  const bonus = manStatistics(state, man).combatBonus?.grenade;
  // Case 10.12: smoke and illumination are not combat tasks, so a combat task done does not bar them.
  const combat = (opts.type ?? 'fragmentation') === 'fragmentation';
  return {
    square: man.square!,
    posture: man.posture,
    severelyWounded: man.condition === 'seriously-wounded',
    ...(a.weapons.some((w) => w.kind === 'flamethrower') ? { flamethrowerEquipped: true } : {}),
    prepared: a.preparedGrenades,
    carried: a.grenades,
    preparedThisPhase: t.grenadePreparedPhase === state.phase ? 1 : 0,
    thrownThisPhase: t.grenadeThrownPhase === state.phase && !opts.opportunity ? 1 : 0,
    otherCombatTaskThisTurn: combat && t.combatTaskDone && !opts.opportunity,
    ...(bonus ? { grenadeBonus: bonus } : {}),
  };
}

// model/state.ts's, passed on only for engine/fire-command.ts until it imports it from there.

