/**
 * Rifle grenades (Optional Rule Section 18.0) and thump guns (Section 21.0):
 * affixing and removing a rifle grenade (Cases 18.11–18.13, 18.22, 18.23),
 * the chance to hit the target square (Table 11.81's Rifle Grenade row with
 * Table 18.31; Table 21.15 with Table 11.82), the roll, the scatter on Table
 * 18.32 and the thump gun's arming distance (Case 21.22). The shell or grenade
 * then bursts as a fragmentation grenade (grenade-blast.ts, Case 11.4): the
 * engine does that. Pure; every chance is a Breakdown, every die recorded.
 * Rulings: docs/rulings/rifle-grenades.md, docs/rulings/thump-guns.md.
 */
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, sameSquare, terrainAt } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import { isInterior, squareCode, structureOf } from './grenade-geometry';
import type { GrenadeRoll, ScatterResult } from './grenade-scatter';
import { recordRoll, scatterGrenade } from './grenade-scatter';
import { besideWall, throwPath } from './grenades';
import { hasLineOfSight, lineOfSight } from './line-of-sight';
import type { Outcome } from './movement';
import { range } from './range';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { grenadeRangeBand } from '../tables/grenade-accuracy';
import type { GrenadeModifierId } from '../tables/grenade-modifiers';
import type { RifleGrenadeModifierId, ThumpGunBand } from '../tables/launchers';

export type LauncherTables = Pick<
  CommandoTables,
  | 'rifleGrenadeAccuracy'
  | 'rifleGrenadeModifiers'
  | 'rifleGrenadeScatter'
  | 'thumpGunAccuracy'
  | 'launcherNumbers'
  | 'grenadeAccuracyModifiers'
  | 'grenadeScatter'
  | 'lineTerrain'
  | 'scatterDiagram'
  | 'apertureScatter'
>;

export type LauncherKind = 'rifle-grenade' | 'thump-gun';

/** Section 18.0 General Rule, Case 18.11: the weapons a rifle grenade is fitted to. */
export const RIFLE_GRENADE_WEAPONS: readonly string[] = ['rifle', 'carbine', 'semi-automatic-rifle'];
export const THUMP_GUN = 'thump-gun';

/** What these rules need to know about the man who fires. */
export interface Launcherman {
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
  readonly level?: number;
  readonly severelyWounded?: boolean;
  /** The kind of his prepared (primary) fire weapon, if any. */
  readonly weapon?: string;
  /** Case 21.21: the thump gun holds a shell. */
  readonly loaded?: boolean;
  /** Case 18.11: a rifle grenade sits on his weapon. */
  readonly rifleGrenadeAffixed: boolean;
  /** Section 18.0 General Rule: rifle grenades he still carries (not counting the affixed one). */
  readonly rifleGrenades: number;
  /** Hand grenades he holds prepared (Case 11.12 through Case 18.21). */
  readonly preparedHandGrenades: number;
  /** Case 11.13 through Case 18.21: he has thrown or fired a grenade this Phase. */
  readonly grenadeThisPhase: boolean;
  /** Case 11.21 through Case 18.21: a combat task other than grenades this Game-Turn. */
  readonly otherCombatTaskThisTurn?: boolean;
  /** Case 38.14: the side's grenade bonus or debit. */
  readonly grenadeBonus?: number;
}

const no = <T>(code: string, caseRef: string, message: string): Outcome<T> => ({ ok: false, error: ruleError(code, caseRef, message) });

// ---------------------------------------------------------------------------
// Cases 18.11–18.13, 18.22, 18.23: affixing and removing.

export interface AffixOrder {
  readonly remove: boolean;
  /** Case 18.23: another man affixes it for him; his square and wounds. */
  readonly helper?: { readonly square: Square; readonly severelyWounded?: boolean };
}

/** Why the rifle grenade may not be affixed (or removed) now, or `undefined`. */
export function validateAffix(man: Launcherman, order: AffixOrder): RuleError | undefined {
  if (order.helper) {
    if (!sameSquare(order.helper.square, man.square)) return ruleError('rifle-grenade/helper-not-here', 'Case 18.23', 'Another man may affix a rifle grenade for him only from his own square (Case 18.23).');
    if (order.helper.severelyWounded) return ruleError('rifle-grenade/severely-wounded', 'Case 18.23', 'A severely wounded man may not affix a rifle grenade (Case 18.23).');
  } else if (man.severelyWounded && !order.remove) {
    return ruleError('rifle-grenade/severely-wounded', 'Case 18.23', 'A severely wounded man may not affix a rifle grenade; another man may affix it for him (Case 18.23).');
  }
  if (!man.weapon || !RIFLE_GRENADE_WEAPONS.includes(man.weapon)) {
    return ruleError('rifle-grenade/no-rifle', 'Case 18.11', `A rifle grenade is affixed to a rifle, carbine or semi-automatic rifle as the prepared weapon (Case 18.11); his is ${man.weapon ?? 'none'}.`);
  }
  if (order.remove) {
    return man.rifleGrenadeAffixed ? undefined : ruleError('rifle-grenade/none-affixed', 'Case 18.13', 'No rifle grenade is affixed to his weapon (Case 18.13).');
  }
  if (man.rifleGrenadeAffixed) return ruleError('rifle-grenade/one-at-a-time', 'Case 18.22', 'A man may have only one rifle grenade prepared at a time (Case 18.22).');
  if (man.rifleGrenades < 1) return ruleError('rifle-grenade/none-carried', 'Case 18.0', 'He has no rifle grenade left of the six he carried (Section 18.0 General Rule).');
  if (man.preparedHandGrenades > 0) {
    return ruleError('rifle-grenade/hand-grenade-prepared', 'Case 18.21', 'He holds a prepared hand grenade: he does no other combat task until he throws it (Cases 11.12, 18.21).');
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// The chance to hit the target square.

export interface LauncherShot {
  readonly firer: Launcherman;
  readonly target: Square;
  readonly smoke?: readonly Square[];
  /** Override the computed Line of Sight (the umpire's ruling). */
  readonly lineOfSight?: boolean;
  /** Case 34.32: a hand-fired flare, scattered "in the same fashion as for a rifle grenade": nothing is affixed, it is no grenade (Case 10.12), it needs no Line of Sight and Table 18.31's no-LOS row applies (ruling IL5). */
  readonly flare?: boolean;
}

function sightOf(map: GameMap, s: LauncherShot): boolean {
  const f = s.firer;
  return s.lineOfSight ?? hasLineOfSight(map, { square: f.square, posture: f.posture, ...(f.level ? { level: f.level } : {}) }, { square: s.target, posture: 'erect' }, { smoke: s.smoke ?? [] });
}

/** Case 11.82 / 18.31 note *: a wall beside the target counts only on the firer's side of the building's walls. */
function wallCounts(map: GameMap, f: Launcherman, target: Square): boolean {
  const inside = isInterior(map, f.square) && (f.level ?? 0) === 0;
  if (!inside) return !isInterior(map, target);
  return (structureOf(map, f.square) ?? []).some((q) => sameSquare(q, target));
}

/** Why a rifle grenade may not be fired at `target` (Cases 18.11, 18.14, 18.21, 11.81), or `undefined`. */
export function validateRifleGrenadeFire(map: GameMap, s: LauncherShot): RuleError | undefined {
  const f = s.firer;
  if (!onMap(map, s.target)) return ruleError('rifle-grenade/off-map', 'Case 18.14', `Square ${squareCode(s.target)} is not on the map.`);
  if (s.flare) return validateFlare(map, s);
  if (!f.rifleGrenadeAffixed) return ruleError('rifle-grenade/not-affixed', 'Case 18.11', 'A rifle grenade must be affixed to his weapon before it may be fired (Case 18.11).');
  if (f.grenadeThisPhase) return ruleError('rifle-grenade/two-in-a-phase', 'Case 18.21', 'Under no circumstances may a man throw or fire two grenades in the same Phase (Cases 11.13, 18.21).');
  if (f.otherCombatTaskThisTurn) return ruleError('rifle-grenade/combat-task-used', 'Case 18.21', 'The man has already executed another combat task this Game-Turn (Cases 11.21, 18.21).');
  if (sameSquare(f.square, s.target)) return ruleError('rifle-grenade/own-square', 'Case 18.14', 'A rifle grenade is fired at another square (Case 18.14).');
  if (!grenadeRangeBand(range(f.square, s.target))) {
    return ruleError('rifle-grenade/out-of-range', 'Case 11.81', `The Grenade Accuracy Table (Case 11.81) reaches 36 squares; ${squareCode(s.target)} is ${range(f.square, s.target)}.`);
  }
  if (!sightOf(map, s)) {
    return ruleError('rifle-grenade/no-los', 'Case 18.14', `A rifle grenade may be fired only at a square he has a Line of Sight to, never over obstructions (Case 18.14); he has none to ${squareCode(s.target)}.`);
  }
  return undefined;
}

/** Case 34.32 with ruling IL5: a flare's target is another square within Table 11.81's reach; no Line of Sight is needed. */
function validateFlare(map: GameMap, s: LauncherShot): RuleError | undefined {
  if (sameSquare(s.firer.square, s.target)) return ruleError('flare/own-square', 'Case 34.31', 'A flare is fired at another square: Table 11.81 starts at range 1 (Case 34.32, ruling IL5).');
  if (!grenadeRangeBand(range(s.firer.square, s.target))) {
    return ruleError('flare/out-of-range', 'Case 34.32', `Table 11.81's Rifle Grenade row, which a flare is scattered by (Case 34.32), reaches 36 squares; ${squareCode(s.target)} is ${range(s.firer.square, s.target)}.`);
  }
  return undefined;
}

/** Table 11.81 Rifle Grenade row with Table 18.31 and the Case 38.14 bonus, as a Breakdown. */
export function rifleGrenadeChance(map: GameMap, s: LauncherShot, tables: LauncherTables = DEFAULT_COMMANDO_TABLES): Outcome<Breakdown> {
  const illegal = validateRifleGrenadeFire(map, s);
  if (illegal) return { ok: false, error: illegal };
  const f = s.firer;
  const dist = range(f.square, s.target);
  const band = grenadeRangeBand(dist)!;
  const cell = tables.rifleGrenadeAccuracy[band.id];
  const b = new BreakdownBuilder(`${s.flare ? 'Case 34.32 hand-fired flare (Section 18.0 procedure)' : 'Section 18.0 rifle grenade'} from ${squareCode(f.square)} at ${squareCode(s.target)}`, {
    label: `${s.flare ? 'Flare as a rifle grenade' : 'Rifle grenade'}, range ${dist} (column ${band.label})`,
    caseRef: 'Case 11.81',
    value: cell.value,
    provenance: cell.provenance,
  });
  const mods = tables.rifleGrenadeModifiers;
  const apply = (id: RifleGrenadeModifierId): void => {
    const m = mods[id];
    if (m.kind === 'add') b.add(m.label, 'Case 18.31', m.amount.value, m.amount.provenance);
    else b.multiply(m.label, 'Case 18.31', m.amount.value).round('×.5 rounds down', 'Case 18.31', 'down');
  };
  const t = terrainAt(map, s.target);
  if (t.terrain === 'rough' || t.terrain === 'crater' || t.terrain === 'woods' || t.terrain === 'rubble') apply('target-rough-crater-woods-rubble');
  if (t.elevation > terrainAt(map, f.square).elevation + (f.level ?? 0)) apply('target-higher');
  if (t.terrain === 'dune') apply('target-dune');
  if (t.terrain === 'forest') apply('target-forest');
  if (t.terrain === 'trench' || (besideWall(map, s.target, tables) && wallCounts(map, f, s.target))) apply('target-by-wall-or-trench');
  const los = lineOfSight(map, { square: f.square, posture: f.posture, ...(f.level ? { level: f.level } : {}) }, { square: s.target, posture: 'erect' }, { smoke: s.smoke ?? [] });
  const hangar = (a: { col: number; row: number; dir: 'n' | 'w' }): boolean => {
    const other = a.dir === 'w' ? { col: a.col - 1, row: a.row } : { col: a.col, row: a.row - 1 };
    return [a, other].some((q) => onMap(map, q) && terrainAt(map, q).terrain === 'hangar');
  };
  const doors = los.apertures.filter((a) => a.terrain === 'door');
  if (doors.some((a) => hangar(a.side as { col: number; row: number; dir: 'n' | 'w' }))) apply('hangar-door-between');
  if (doors.some((a) => !hangar(a.side as { col: number; row: number; dir: 'n' | 'w' }))) apply('door-between');
  if (los.apertures.some((a) => a.terrain === 'window' || a.terrain === 'slit')) apply('window-or-slit-between');
  if (f.grenadeBonus) b.add('Scenario grenade bonus or debit', 'Case 38.14', f.grenadeBonus);
  if (f.severelyWounded) apply('firer-severely-wounded');
  // "Firer does not have LOS" never applies to a rifle grenade: Case 18.14 forbids that fire (ruling RG2); a flare may be fired blind (ruling IL5).
  if (s.flare && !sightOf(map, s)) apply('no-los');
  b.clamp('A chance lies between 0 and 100', 'Case 11.81', 0, 100);
  return { ok: true, value: b.build() };
}

// ---------------------------------------------------------------------------
// Section 21.0: the thump gun.

export interface ThumpGunShot extends LauncherShot {
  /** Case 21.14: a man of his side has observed an Enemy man this game. */
  readonly enemyObserved: boolean;
}

export function thumpGunBand(dist: number, tables: Pick<LauncherTables, 'thumpGunAccuracy'> = DEFAULT_COMMANDO_TABLES): ThumpGunBand | undefined {
  return (Object.values(tables.thumpGunAccuracy) as ThumpGunBand[]).find((b) => dist >= b.min && dist <= b.max);
}

/** Case 21.22: fired at a square this close the shell does not arm. */
export const thumpGunDud = (dist: number, tables: Pick<LauncherTables, 'launcherNumbers'> = DEFAULT_COMMANDO_TABLES): boolean => dist <= tables.launcherNumbers.thumpGunMinimumRange.value;

/** Why the thump gun may not be fired at `target` (Cases 21.11, 21.14, 21.15, 21.21, 11.22), or `undefined`. */
export function validateThumpGunFire(map: GameMap, s: ThumpGunShot, tables: LauncherTables = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  const f = s.firer;
  if (!onMap(map, s.target)) return ruleError('thump-gun/off-map', 'Case 21.13', `Square ${squareCode(s.target)} is not on the map.`);
  if (f.weapon !== THUMP_GUN) return ruleError('thump-gun/not-prepared', 'Case 21.11', 'He fires a thump gun only when it is his prepared weapon (Cases 21.11, 13.17).');
  if (f.loaded === false) return ruleError('thump-gun/unloaded', 'Case 21.21', 'The thump gun is unloaded each time it fires: reload it (25 Task Points) first (Case 21.21).');
  if (f.preparedHandGrenades > 0) return ruleError('thump-gun/hand-grenade-prepared', 'Case 11.12', 'A man holding a prepared grenade may not fire a weapon until he has thrown it (Case 11.12).');
  if (!s.enemyObserved) return ruleError('thump-gun/no-enemy-observed', 'Case 21.14', 'A man may not fire his thump gun until at least one Enemy man has been observed (Case 21.14).');
  const dist = range(f.square, s.target);
  if (!thumpGunDud(dist, tables) && !thumpGunBand(dist, tables)) {
    return ruleError('thump-gun/out-of-range', 'Case 21.15', `The Thump Gun Accuracy Table (Case 21.15) reaches 100 squares; ${squareCode(s.target)} is ${dist}.`);
  }
  const path = throwPath(map, f.square, s.target, tables);
  if (path.throughWall) return ruleError('thump-gun/through-wall', 'Case 11.22', `The shell may not pass through a wall or other blocking line (Case 11.22, ruling TG3): ${path.throughWall}.`);
  return undefined;
}

/** Table 21.15 with the Table 11.82 modifiers (Case 21.13), as a Breakdown; a shot inside 10 squares has none (Case 21.22). */
export function thumpGunChance(map: GameMap, s: ThumpGunShot, tables: LauncherTables = DEFAULT_COMMANDO_TABLES): Outcome<Breakdown> {
  const illegal = validateThumpGunFire(map, s, tables);
  if (illegal) return { ok: false, error: illegal };
  const f = s.firer;
  const dist = range(f.square, s.target);
  const band = thumpGunBand(dist, tables);
  if (!band) return no('thump-gun/will-not-arm', 'Case 21.22', `Within ${tables.launcherNumbers.thumpGunMinimumRange.value} squares the shell does not arm: nothing occurs (Case 21.22).`);
  const b = new BreakdownBuilder(`Section 21.0 thump gun from ${squareCode(f.square)} at ${squareCode(s.target)}`, {
    label: `Thump gun, range ${dist} (${band.label})`,
    caseRef: 'Case 21.15',
    value: band.chance.value,
    provenance: band.chance.provenance,
  });
  const mods = tables.grenadeAccuracyModifiers;
  const apply = (id: GrenadeModifierId): void => {
    const m = mods[id];
    if (m.kind === 'add') b.add(m.label, 'Case 21.13; Case 11.82', m.amount.value, m.amount.provenance);
    else b.multiply(m.label, 'Case 21.13; Case 11.82', m.amount.value).round('×.5 rounds down', 'Case 11.82', 'down');
  };
  const t = terrainAt(map, s.target);
  if (t.terrain === 'rough' || t.terrain === 'crater' || t.terrain === 'woods') apply('target-rough-crater-woods');
  if (t.elevation > terrainAt(map, f.square).elevation + (f.level ?? 0)) apply('target-higher');
  if (t.terrain === 'dune' || t.terrain === 'forest') apply('target-dune-forest');
  if (t.terrain === 'trench' || (besideWall(map, s.target, tables) && wallCounts(map, f, s.target))) apply('target-by-wall-or-trench');
  const path = throwPath(map, f.square, s.target, tables);
  if (path.door) apply('door-between');
  if (path.windowOrSlit) apply('window-or-slit-between');
  if (f.grenadeBonus) b.add('Scenario grenade bonus or debit', 'Case 38.14', f.grenadeBonus);
  if (f.posture === 'prone') apply('thrower-prone');
  if (f.severelyWounded) apply('thrower-severely-wounded');
  if (!sightOf(map, s)) apply('no-los');
  b.clamp('A chance lies between 0 and 100', 'Case 21.15', 0, 100);
  return { ok: true, value: b.build() };
}

// ---------------------------------------------------------------------------
// The shot.

export interface LauncherResult {
  readonly kind: LauncherKind;
  /** Absent for a thump gun shell fired inside 10 squares (Case 21.22). */
  readonly chance?: Breakdown;
  readonly hit: boolean;
  /** Case 21.22: the shell never armed; nothing occurs. */
  readonly dud: boolean;
  readonly landing: Square;
  readonly scatter?: ScatterResult;
  readonly rolls: readonly GrenadeRoll[];
}

/** 1D100 at or under the chance hits the square; over it, scatter on Table 18.32 (Section 18.0 procedure; Case 21.13). */
export function resolveLauncher(map: GameMap, kind: LauncherKind, s: LauncherShot | ThumpGunShot, dice: DiceSource, tables: LauncherTables = DEFAULT_COMMANDO_TABLES): Outcome<LauncherResult> {
  if (kind === 'thump-gun') {
    const shot = s as ThumpGunShot;
    const illegal = validateThumpGunFire(map, shot, tables);
    if (illegal) return { ok: false, error: illegal };
    if (thumpGunDud(range(s.firer.square, s.target), tables)) return { ok: true, value: { kind, hit: false, dud: true, landing: s.target, rolls: [] } };
  }
  const chance = kind === 'thump-gun' ? thumpGunChance(map, s as ThumpGunShot, tables) : rifleGrenadeChance(map, s, tables);
  if (!chance.ok) return chance;
  const final = chance.value.final;
  const caseRef = kind === 'thump-gun' ? 'Case 21.13' : s.flare ? 'Case 34.32' : 'Case 18.0';
  const what = kind === 'thump-gun' ? 'thump gun' : s.flare ? 'flare' : 'rifle grenade';
  const r = rollDice('1D100', dice, `${caseRef} ${s.flare ? 'flare' : kind} accuracy`);
  const hit = r.total <= final;
  const rolls = [recordRoll(caseRef, `${what} accuracy`, r, hit ? `${r.total} ≤ ${final}: hits ${squareCode(s.target)}` : `${r.total} > ${final}: scatters`)];
  if (hit) return { ok: true, value: { kind, chance: chance.value, hit, dud: false, landing: s.target, rolls } };
  const scatter = scatterGrenade(map, s.firer.square, s.target, dice, { ...tables, grenadeScatter: tables.rifleGrenadeScatter }, 'Case 18.32');
  return { ok: true, value: { kind, chance: chance.value, hit, dud: false, landing: scatter.landing, scatter, rolls: [...rolls, ...scatter.rolls] } };
}

// ---------------------------------------------------------------------------
// Cases 21.21, 21.23: the reload.

/** A thump gun reloads (25 Task Points, Case 21.21) only when unloaded: never a second shell (Case 21.23). */
export function reloadThumpGunError(w: { readonly kind: string; readonly loaded?: boolean }): RuleError | undefined {
  if (w.kind !== THUMP_GUN || w.loaded === false) return undefined;
  return ruleError('thump-gun/one-shell', 'Case 21.23', 'A thump gun holds one shell: he may not load a second by paying double the reloading cost (Case 21.23).');
}
