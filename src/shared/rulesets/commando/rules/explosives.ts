/**
 * Explosives (Case 11.7): assignment (11.71), emplacement (11.73), fuse
 * (11.74), chance of success and the one reset (11.75), effect on men
 * (11.76) and on structures (11.72). A scenario supplies the ExplosiveSpec
 * (tables/explosives.ts holds the two printed listings).
 * Rulings: docs/rulings/grenades.md.
 */
import { parseDiceCode, rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Direction, FieldTerrain, GameMap, LineFeature, Square } from '../../../map/map-model';
import { onMap, sameSquare, sideKey, squareIndex, terrainAt } from '../../../map/map-model';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import { printed, type Sourced } from '../../../kernel/provenance';
import { traceSupercover } from './grid-trace';
import type { ManNearBlast } from './grenade-blast';
import type { GrenadeRoll } from './grenade-scatter';
import type { LineTables } from './grenade-geometry';
import { classifySide, isInterior, stepCrossing } from './grenade-geometry';
import { recordRoll } from './grenade-scatter';
import type { Outcome } from './movement';
import { range } from './range';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { EmplacementPlace, ExplosiveSpec } from '../tables/explosives';

export type ExplosiveStatus = 'carried' | 'emplacing' | 'set' | 'failed' | 'dud' | 'detonated';

export interface Explosive {
  readonly id: string;
  readonly spec: ExplosiveSpec;
  /** The side that brought it (Case 11.74: an enemy carrier panics at triple the rate). */
  readonly ownerSide: string;
  readonly status: ExplosiveStatus;
  /** Where it lies once emplacement starts. */
  readonly square?: Square;
  /** Task Points spent toward the current emplacement (Case 11.73). */
  readonly emplacementSpent: number;
  /** The Game-Turn in which the emplacement Task Points were completed (Case 11.74). */
  readonly setTurn?: number;
  /** Detonation checks failed so far (Case 11.75: the second failure makes a dud). */
  readonly failures: number;
}

export const newExplosive = (id: string, spec: ExplosiveSpec, ownerSide: string): Explosive => ({ id, spec, ownerSide, status: 'carried', emplacementSpent: 0, failures: 0 });

/** Case 11.71: one explosive per man, and no more explosives than the scenario gives. */
export function validateAssignment(assignments: readonly { readonly manId: string; readonly explosiveId: string }[], spec: ExplosiveSpec): RuleError | undefined {
  if (assignments.length > spec.number.value) return ruleError('explosive/too-many', 'Case 11.71', `The scenario gives ${spec.number.value} explosives, not ${assignments.length} (Case 11.71).`);
  const seen = new Set<string>();
  for (const a of assignments) {
    if (seen.has(a.manId)) return ruleError('explosive/two-per-man', 'Case 11.71', `Man ${a.manId} may not possess two explosives (Case 11.71).`);
    seen.add(a.manId);
  }
  return undefined;
}

/** Case 11.71: an explosive may pass by Exchange Weapons only to a man who holds none. */
export function validateTransfer(receiverExplosives: number): RuleError | undefined {
  return receiverExplosives > 0 ? ruleError('explosive/two-per-man', 'Case 11.71', 'At no time in play may a man possess two explosives (Case 11.71).') : undefined;
}

/** Case 11.74: "the man's Panic Percentage (see Section 14.0) is multiplied by three". */
export const ENEMY_EXPLOSIVE_PANIC_MULTIPLE: Sourced<number> = printed(3, 'Case 11.74 ("the man\'s Panic Percentage ... is multiplied by three")');

/** Case 11.74: a man carrying an explosive his side did not bring has his Panic Percentage tripled and checks twice a Turn (engine/panic-step.ts). */
export function carrierPanicMultiplier(x: Explosive, carrierSide: string): number {
  return x.ownerSide === carrierSide ? 1 : ENEMY_EXPLOSIVE_PANIC_MULTIPLE.value;
}

/**
 * Case 11.73: spend Task Points emplacing at `square`. The requirement (75 or
 * 100 in the printed listings) exceeds one Turn's allotment, so points add up
 * over Turns while the charge stays in the square; the charge is set in the
 * Turn they reach the requirement. A failed charge is reset the same way
 * (Case 11.75).
 */
export function emplace(x: Explosive, square: Square, taskPoints: number, turn: number): Outcome<Explosive> {
  if (x.status === 'dud') return { ok: false, error: ruleError('explosive/dud', 'Case 11.75', 'The explosive failed twice: it is a dud and cannot be used again (Case 11.75).') };
  if (x.status === 'detonated') return { ok: false, error: ruleError('explosive/detonated', 'Case 11.75', 'The explosive has already gone off.') };
  if (x.status === 'set') return { ok: false, error: ruleError('explosive/already-set', 'Case 11.74', 'The explosive is set; the Enemy can never interfere with a set explosive (Case 11.74).') };
  if (!Number.isInteger(taskPoints) || taskPoints <= 0) return { ok: false, error: ruleError('explosive/no-task-points', 'Case 11.73', 'Emplacing takes Task Points (Case 11.73).') };
  const moved = x.square !== undefined && !sameSquare(x.square, square);
  const spent = (x.status === 'emplacing' && !moved ? x.emplacementSpent : 0) + taskPoints;
  const need = x.spec.emplacementTaskPoints.value;
  if (spent >= need) return { ok: true, value: { ...x, square, status: 'set', emplacementSpent: need, setTurn: turn } };
  return { ok: true, value: { ...x, square, status: 'emplacing', emplacementSpent: spent } };
}

/** Case 11.74: the detonation check falls in the Bookkeeping Phase of the Turn `fuse` Turns after the charge was set. */
export function detonationDue(x: Explosive, turn: number): boolean {
  return x.status === 'set' && x.setTurn !== undefined && turn >= x.setTurn + x.spec.fuseTurns.value;
}

export interface DetonationResult {
  readonly explosive: Explosive;
  readonly detonated: boolean;
  readonly rolls: readonly GrenadeRoll[];
}

/** Case 11.75: 1D100 at or under the chance of success detonates; a first failure may be reset, a second is a dud. */
export function resolveDetonation(x: Explosive, turn: number, dice: DiceSource): Outcome<DetonationResult> {
  if (!detonationDue(x, turn)) return { ok: false, error: ruleError('explosive/not-due', 'Case 11.74', 'The explosive is not set, or its fuse time has not expired (Case 11.74).') };
  const chance = x.spec.chanceOfSuccess.value;
  const r = rollDice('1D100', dice, `Case 11.75 explosive ${x.id} chance of success`);
  const ok = r.total <= chance;
  const failures = x.failures + (ok ? 0 : 1);
  const status: ExplosiveStatus = ok ? 'detonated' : failures >= 2 ? 'dud' : 'failed';
  const outcome = ok ? `${r.total} ≤ ${chance}: detonates` : `${r.total} > ${chance}: ${status === 'dud' ? 'fails again — a dud' : 'has not gone off; it may be reset once'}`;
  return { ok: true, value: { explosive: { ...x, status, failures, emplacementSpent: 0 }, detonated: ok, rolls: [recordRoll('Case 11.75', `explosive ${x.id}`, r, outcome)] } };
}

// ---------------------------------------------------------------------------
// Case 11.76 Effect on men

export interface ExplosiveWound {
  readonly id: string;
  readonly range: number;
  readonly code?: string;
  readonly wounds: number;
  readonly halved: boolean;
  readonly reason: string;
}

/** The Case 11.76 dice code for a man `r` squares away, or undefined beyond 6. */
export function explosiveCodeAt(spec: ExplosiveSpec, r: number): string | undefined {
  if (r === 0) return spec.range0.value;
  if (r <= 2) return spec.range1to2.value;
  if (r <= 4) return spec.range3to4.value;
  if (r <= 6) return spec.range5to6.value;
  return undefined;
}

/**
 * Case 11.76, protection "as a grenade" (Case 11.41): the straight line from
 * the charge to the man; a wall or building line on it shields him; a window
 * or slit on the side of his own square shields him when prone; an aperture
 * between inside and outside halves the Wound Points (Case 11.43).
 */
export function explosiveEffectOnMen(map: GameMap, at: Square, spec: ExplosiveSpec, men: readonly ManNearBlast[], dice: DiceSource, tables: LineTables = DEFAULT_COMMANDO_TABLES): { men: ExplosiveWound[]; rolls: GrenadeRoll[] } {
  const rolls: GrenadeRoll[] = [];
  const out = men.map((m): ExplosiveWound => {
    const r = range(at, m.square);
    const code = explosiveCodeAt(spec, r);
    if (!code) return { id: m.id, range: r, wounds: 0, halved: false, reason: 'Beyond 6 squares (Case 11.76).' };
    const shield = blastShield(map, at, m, tables, 'Case 11.76');
    if (shield.shield) return { id: m.id, range: r, code, wounds: 0, halved: false, reason: shield.shield };
    const halved = shield.halved;
    const roll = rollDice(parseDiceCode(code), dice, `Case 11.76 explosive Wound Points for ${m.id}`);
    rolls.push(recordRoll('Case 11.76', `explosive Wound Points for ${m.id}`, roll));
    const wounds = halved ? Math.floor(roll.total / 2) : roll.total;
    return { id: m.id, range: r, code, wounds, halved, reason: halved ? `Range ${r}: ${code}, halved through an aperture (Case 11.43).` : `Range ${r}: ${code}.` };
  });
  return { men: out, rolls };
}

/**
 * Protection from a blast "as a grenade" (Case 11.41), along the straight line
 * from the blast to the man: a wall or building line on it shields him; a
 * window or slit on the side of his own square shields him when prone; an
 * aperture between inside and outside halves the Wound Points (Case 11.43).
 * Used by Case 11.76 charges and by shells (Case 23.38, ruling AR4).
 */
export function blastShield(map: GameMap, at: Square, m: ManNearBlast, tables: LineTables, caseRef: string): { readonly shield?: string; readonly halved: boolean } {
  let shield: string | undefined;
  let aperture = false;
  let cur = at;
  const look = (a: Square, b: Square): boolean => {
    const c = stepCrossing(map, a, b, tables);
    if (c.cls === 'blocked') shield = `A ${c.terrain} shields him (${caseRef}, 11.41).`;
    else if (c.cls === 'aperture') {
      aperture = true;
      if (m.posture === 'prone' && sameSquare(b, m.square) && c.apertures.some((k) => k === 'window' || k === 'slit')) shield = `Prone behind a window or slit (${caseRef}, 11.41).`;
    }
    return shield !== undefined;
  };
  traceSupercover(at.col, at.row, m.square.col, m.square.row, {
    cell: (col, row) => ((cur = { col, row }), false),
    side: (col, row, vertical) => {
      const a = vertical ? { col: col - 1, row } : { col, row: row - 1 };
      const b = { col, row };
      return sameSquare(cur, a) ? look(a, b) : look(b, a);
    },
    corner: (col, row, sx, sy) => look({ col, row }, { col: col + sx, row: row + sy }),
  });
  if (shield) return { shield, halved: false };
  return { halved: aperture && isInterior(map, at) !== isInterior(map, m.square) };
}

// ---------------------------------------------------------------------------
// Case 11.72 Effect on structures

const DIRS: readonly { dir: Direction; dc: number; dr: number }[] = [
  { dir: 'n', dc: 0, dr: -1 },
  { dir: 'e', dc: 1, dr: 0 },
  { dir: 's', dc: 0, dr: 1 },
  { dir: 'w', dc: -1, dr: 0 },
];

const inSet = (set: readonly Square[], q: Square): boolean => set.some((s) => sameSquare(s, q));

/** Case 11.73: is the charge where the listing requires (else only Case 11.76 applies)? */
export function placedCorrectly(map: GameMap, at: Square, target: readonly Square[], place: EmplacementPlace, tables: LineTables = DEFAULT_COMMANDO_TABLES): boolean {
  const neighbours = DIRS.map((d) => ({ col: at.col + d.dc, row: at.row + d.dr })).filter((q) => onMap(map, q));
  if (place === 'adjacent-to-wall') return neighbours.some((q) => classifySide(map, at, q, tables).cls !== 'open' && (inSet(target, q) || inSet(target, at)));
  const around = [-1, 0, 1].flatMap((dc) => [-1, 0, 1].map((dr) => ({ col: at.col + dc, row: at.row + dr })));
  return around.some((q) => inSet(target, q));
}

export interface StructureChange {
  readonly map: GameMap;
  readonly squares: readonly { readonly square: Square; readonly from: FieldTerrain; readonly to: FieldTerrain }[];
  readonly removedLines: readonly LineFeature[];
  /** Case 40.43: `destroyed` when the whole structure went (levelled, or all its walls from inside); `damaged` for one wall. */
  readonly result: 'damaged' | 'destroyed';
}

/**
 * What a detonation does to the target structure (Case 11.72; listing Effects).
 * `level-structure`: every square of the structure becomes rubble and every
 * line on its squares' sides goes. `destroy-walls` (Case 40.43): set off
 * inside, the structure is levelled as above and rubble falls in the one
 * square line outside each wall; set off adjacent to a wall, that one wall
 * (the straight run of the structure's outline it belongs to) goes and the
 * square line behind it becomes rubble.
 */
export function demolish(map: GameMap, at: Square, target: readonly Square[], spec: ExplosiveSpec, tables: LineTables = DEFAULT_COMMANDO_TABLES): StructureChange {
  const rubble = new Map<number, Square>();
  const drop = new Set<string>();
  const boundary: { q: Square; n: Square; dir: Direction }[] = [];
  for (const q of target) {
    for (const d of DIRS) {
      const n = { col: q.col + d.dc, row: q.row + d.dr };
      if (!inSet(target, n)) boundary.push({ q, n, dir: d.dir });
    }
  }
  const level = (): void => {
    for (const q of target) {
      rubble.set(squareIndex(map, q), q);
      for (const d of DIRS) drop.add(sideKey({ col: q.col, row: q.row, dir: d.dir }));
    }
  };
  let result: StructureChange['result'] = 'destroyed';
  if (spec.effect.value === 'level-structure') level();
  else if (inSet(target, at) || isInterior(map, at)) {
    level();
    for (const b of boundary) if (onMap(map, b.n) && classifySide(map, b.q, b.n, tables).cls !== 'open') rubble.set(squareIndex(map, b.n), b.n);
  } else {
    result = 'damaged';
    const first = boundary.find((b) => sameSquare(b.n, at) && classifySide(map, b.q, b.n, tables).cls !== 'open');
    if (first) {
      const run = boundary.filter((b) => b.dir === first.dir && (first.dir === 'n' || first.dir === 's' ? b.q.row === first.q.row : b.q.col === first.q.col));
      for (const b of run) {
        if (classifySide(map, b.q, b.n, tables).cls === 'open') continue;
        drop.add(sideKey({ col: b.q.col, row: b.q.row, dir: b.dir }));
        rubble.set(squareIndex(map, b.q), b.q);
      }
    }
  }
  const squares = [...rubble.values()]
    .filter((q) => terrainAt(map, q).terrain !== 'rubble')
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .map((q) => ({ square: q, from: terrainAt(map, q).terrain, to: 'rubble' as FieldTerrain }));
  const removedLines = map.lines.filter((l) => drop.has(sideKey(l.side)));
  const newSquares = map.squares.map((s, i) => (rubble.has(i) ? { terrain: 'rubble' as FieldTerrain, elevation: s.elevation } : s));
  const next: GameMap = { ...map, squares: newSquares, lines: map.lines.filter((l) => !drop.has(sideKey(l.side))) };
  return { map: next, squares, removedLines, result };
}

