/**
 * What Sections 18.0 and 21.0 read of the game (no command here, so the
 * opportunity-fire modules can use it without a cycle): whether each rule is
 * in use, a man's rifle grenades, and launchers.ts's view of a man.
 * Rulings: docs/rulings/rifle-grenades.md, docs/rulings/thump-guns.md.
 */
import type { GameState, ManState } from '../model/state';
import { manTurnOf } from '../model/state';
import { RIFLE_GRENADE_WEAPONS, type Launcherman } from '../rules/launchers';
import { THUMP_GUN_KIND, type Armament } from '../rules/weapons';
import { tablesOf } from './game-tables';
import { armamentOf } from './carried-weapons';
import { manStatistics } from './man-statistics';

export const RIFLE_GRENADES_SECTION = '18';
export const THUMP_GUNS_SECTION = '21';

const chosen = (state: GameState, section: string): boolean => (state.scenario?.optionalRules ?? []).includes(section);
export const rifleGrenadesInUse = (state: GameState): boolean => chosen(state, RIFLE_GRENADES_SECTION);
export const thumpGunsInUse = (state: GameState): boolean => chosen(state, THUMP_GUNS_SECTION);

/** Section 18.0 General Rule: six rifle grenades for a man carrying a rifle, carbine or semi-automatic rifle (until he has used some). */
export function rifleGrenadesOf(state: GameState, a: Armament): number {
  if (a.rifleGrenades !== undefined) return a.rifleGrenades;
  if (!rifleGrenadesInUse(state)) return 0;
  return a.weapons.some((w) => RIFLE_GRENADE_WEAPONS.includes(w.kind)) ? tablesOf(state).launcherNumbers.rifleGrenadesCarried.value : 0;
}

/** Section 21.0 General Rule: a man with a thump gun never runs out of grenades (ruling TG1: carrying one is "possessing it as his primary weapon"). */
export const carriesThumpGun = (man: ManState): boolean => armamentOf(man).weapons.some((w) => w.kind === THUMP_GUN_KIND);

/** Case 21.14: some man of his side has observed an Enemy man in this game. */
export function sideHasObserved(state: GameState, side: string): boolean {
  return Object.values(state.men).some((m) => m.side === side && Object.keys(state.knowledge[m.id]?.lastKnown ?? {}).some((id) => state.men[id]?.side !== side));
}

/** launchers.ts's view of a man. */
export function launchermanOf(state: GameState, man: ManState, opportunity = false): Launcherman {
  const a = armamentOf(man);
  const t = manTurnOf(state, man.id);
  const prepared = a.weapons.find((w) => w.id === a.preparedWeapon);
  const bonus = manStatistics(state, man).combatBonus?.grenade;
  return {
    square: man.square!,
    posture: man.posture,
    severelyWounded: man.condition === 'seriously-wounded',
    ...(prepared ? { weapon: prepared.kind, loaded: prepared.loaded !== false } : {}),
    rifleGrenadeAffixed: a.rifleGrenadeOn !== undefined,
    rifleGrenades: rifleGrenadesOf(state, a),
    preparedHandGrenades: a.preparedGrenades.length,
    grenadeThisPhase: !opportunity && t.grenadeThrownPhase === state.phase,
    otherCombatTaskThisTurn: !opportunity && t.combatTaskDone,
    ...(bonus ? { grenadeBonus: bonus } : {}),
  };
}

