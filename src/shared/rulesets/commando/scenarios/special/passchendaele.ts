/**
 * Trench Raid Near Passchendaele's special rules (Case 43.43), for the ids
 * the scenario file names:
 * - `passchendaele-germans-in-trenches`: every German sets up in a trench
 *   square (`setup/deploy`); Sentry Routine is refused by the deployment
 *   data (`no-sentry-routine`, Case 38.45).
 * - `passchendaele-fixed-machineguns`: a machinegun is set up in a trench
 *   square and never moves — the man holding it may not move out of his
 *   square (ruling SC-43-2) — and fires only "in front of the trench":
 *   at a target nearer the British entry edge than the gun (ruling SC-43-1);
 *   being mounted, it is always fired braced (Case 10.22; ruling SC-43-3).
 * `passchendaele-preservation-prone` and `passchendaele-exit-row` are played
 * by the preservation and exit modules. Rulings: docs/rulings/scenarios.md.
 */
import type { GameState, ManState } from '../../model/state';
import type { MapEdge, Square } from '../../../../map/map-model';
import { terrainAt } from '../../../../map/map-model';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { squareName } from '../../rules/movement';
import { PASSCHENDAELE_VARIANT } from '../../rules/preservation';
import type { SpecialRules } from '../../engine/special-rules';

export const GERMANS_IN_TRENCHES = 'passchendaele-germans-in-trenches';
export const FIXED_MACHINEGUNS = 'passchendaele-fixed-machineguns';
/** The scenario feature (a map structure) listing the trench squares (Case 43.43). */
export const TRENCHES = 'trenches';
export const FIXED_WEAPON = 'machinegun';

const uses = (state: GameState, id: string): boolean => (state.scenario?.specialRules ?? []).includes(id);
const sideMode = (state: GameState, side: string) => state.sides.find((x) => x.id === side)?.mode;
const carriesGun = (man: ManState): boolean => man.weapons.includes(FIXED_WEAPON);

/** A trench square: in the scenario's `trenches` feature, or trench terrain when the map names none. */
export function isTrench(state: GameState, s: Square): boolean {
  const listed = state.scenario?.features[TRENCHES] ?? [];
  if (listed.length > 0) return listed.some((q) => q.col === s.col && q.row === s.row);
  return terrainAt(state.map, s).terrain === 'trench';
}

/** Case 43.43 (Sentry Routine; Machine Guns): every German, and every machinegun, sets up in a trench square. */
export function trenchDeployError(state: GameState, man: ManState, square: Square): RuleError | undefined {
  const inTrenches = uses(state, GERMANS_IN_TRENCHES) && sideMode(state, man.side) === 'defending';
  const gun = uses(state, FIXED_MACHINEGUNS) && carriesGun(man);
  if ((!inTrenches && !gun) || isTrench(state, square)) return undefined;
  return gun
    ? ruleError('setup/machinegun-not-in-trench', 'Case 43.43', `The German Player must place his machine guns in a trench Square; ${squareName(square)} is not one (Case 43.43).`)
    : ruleError('setup/not-in-trench', 'Case 43.43', `All Germans must be set up in trenches; ${squareName(square)} is not a trench Square (Case 43.43).`);
}

/** Case 43.43 Machine Guns: "they may not be moved" — the man holding one stays in his square (ruling SC-43-2). */
export function fixedGunMoveError(state: GameState, man: ManState | undefined): RuleError | undefined {
  if (!man || !uses(state, FIXED_MACHINEGUNS) || !carriesGun(man)) return undefined;
  return ruleError('move/fixed-machinegun', 'Case 43.43', `${man.name} holds a mounted machine gun: it may not be moved (Case 43.43). He may drop it (Case 13.14) and move without it.`);
}

/** Case 43.43: "usually mounted to allow the user to wield them easily" — fired braced, prone or not (ruling SC-43-3). */
export const mountedGun = (state: GameState, weaponKind: string): boolean => weaponKind === FIXED_WEAPON && uses(state, FIXED_MACHINEGUNS);

/** The edges the attacking (commando) side enters from: "in front" of the trench faces them (ruling SC-43-1). */
function frontEdges(state: GameState): MapEdge[] {
  const attackers = new Set(state.sides.filter((s) => s.mode === 'commando').map((s) => s.id));
  const edges = (state.scenario?.entry ?? []).filter((e) => attackers.has(e.side)).flatMap((e) => e.edges);
  return edges.length > 0 ? [...new Set(edges)] : ['west'];
}

function inFront(edge: MapEdge, gun: Square, target: Square): boolean {
  switch (edge) {
    case 'west':
      return target.col < gun.col;
    case 'east':
      return target.col > gun.col;
    case 'north':
      return target.row < gun.row;
    case 'south':
      return target.row > gun.row;
  }
}

/** Case 43.43 Machine Guns: "machine guns may only fire in front of the trench they are located in (and never behind the trench)". */
export function fixedGunArcError(state: GameState, firer: ManState, weaponKind: string, target: Square): RuleError | undefined {
  if (!uses(state, FIXED_MACHINEGUNS) || weaponKind !== FIXED_WEAPON || !firer.square) return undefined;
  const edges = frontEdges(state);
  if (edges.some((e) => inFront(e, firer.square!, target))) return undefined;
  return ruleError(
    'fire/behind-trench',
    'Case 43.43',
    `A machine gun may only fire in front of the trench it is located in, never behind it: ${squareName(target)} is not toward the ${edges.join('/')} edge of ${squareName(firer.square)} (Case 43.43).`,
  );
}

/**
 * Passchendaele's special rules (Case 43.43) as one plug-in
 * (engine/special-rules.ts).
 */
/** Case 43.43 Exiting the Map: only British men exit, and only from the 40xx square-row (the east edge). */
export function exitRowError(state: GameState, man: ManState, edge: MapEdge): RuleError | undefined {
  if (!uses(state, 'passchendaele-exit-row')) return undefined;
  if (sideMode(state, man.side) === 'commando' && edge === 'east') return undefined;
  return ruleError('exit/not-allowed', 'Case 43.43', 'Only British men may exit the map, and only from the 40xx square-row (Case 43.43).');
}

export const passchendaeleRules: SpecialRules = {
  name: 'Passchendaele (Case 43.43)',
  ids: ['passchendaele-preservation-prone', 'passchendaele-exit-row', 'passchendaele-fixed-machineguns', 'passchendaele-germans-in-trenches'],
  gate: (state, command) => (command.type === 'task/move' ? fixedGunMoveError(state, state.men[command.manId]) : undefined),
  deployError: trenchDeployError,
  fireArcError: fixedGunArcError,
  mountedWeapon: mountedGun,
  exitError: exitRowError,
  // Case 43.43 Preservation: a man who fails falls prone instead of the Preservation Routine.
  preservation: (state) => (uses(state, 'passchendaele-preservation-prone') ? { variant: PASSCHENDAELE_VARIANT } : undefined),
};
