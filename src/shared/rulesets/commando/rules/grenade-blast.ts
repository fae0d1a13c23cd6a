/**
 * Fragment grenade blast (Case 11.4; Section 11.0 procedure, Grenade Damage;
 * Case 11.84): who is in the blast radius, the Wound Points each suffers, and
 * the cumulative 2% chance that one of them is killed. Grenades are impartial
 * (Case 11.44): every man in the radius is hit, whichever side he is on.
 * Rulings: docs/rulings/grenades.md.
 */
import { parseDiceCode, rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, sameSquare, terrainAt } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import type { Crossing, LineTables } from './grenade-geometry';
import type { GrenadeRoll } from './grenade-scatter';
import { classifySide, isInterior, squareCode } from './grenade-geometry';
import { recordRoll } from './grenade-scatter';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { GrenadeEra } from '../tables/grenade-accuracy';
import type { BlastSquareKind } from '../tables/grenade-damage';

export type BlastTables = LineTables & Pick<CommandoTables, 'grenadeDamage' | 'blastSquareStatus' | 'grenadeRuleNumbers'>;

export interface ManNearBlast {
  readonly id: string;
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
}

export interface BlastExposure {
  readonly id: string;
  /** In the blast radius and not shielded: takes Wound Points and counts for the kill chance. */
  readonly affected: boolean;
  /** Case 11.43: through an aperture, inside to outside or outside to inside: Wound Points halved. */
  readonly halved: boolean;
  readonly caseRef: string;
  readonly reason: string;
}

/** The routes from the blast square to a neighbour: one for a side, two round a corner. */
function routes(map: GameMap, a: Square, b: Square, tables: LineTables): Crossing[] {
  if (a.col === b.col || a.row === b.row) return [classifySide(map, a, b, tables)];
  const out: Crossing[] = [];
  for (const via of [
    { col: b.col, row: a.row },
    { col: a.col, row: b.row },
  ]) {
    if (!onMap(map, via)) continue;
    const s1 = classifySide(map, a, via, tables);
    const s2 = classifySide(map, via, b, tables);
    const cls = s1.cls === 'blocked' || s2.cls === 'blocked' ? 'blocked' : s1.cls === 'aperture' || s2.cls === 'aperture' ? 'aperture' : 'open';
    out.push({ cls, apertures: [...s1.apertures, ...s2.apertures] });
  }
  return out;
}

/**
 * Who the blast in `square` reaches (Case 11.41): the square itself and the
 * eight around it. A wall without an aperture shields (Case 11.41); a man prone
 * behind a window or slit is shielded (Case 11.41); through any other aperture
 * he is hit, halved when one of them is inside a structure and the other
 * outside (Case 11.43). Round a corner the better route counts.
 */
export function blastExposure(map: GameMap, square: Square, men: readonly ManNearBlast[], tables: LineTables = DEFAULT_COMMANDO_TABLES): BlastExposure[] {
  const inside = isInterior(map, square);
  return men.map((m) => {
    const out = (affected: boolean, halved: boolean, caseRef: string, reason: string): BlastExposure => ({ id: m.id, affected, halved, caseRef, reason });
    if (sameSquare(m.square, square)) return out(true, false, 'Case 11.41', `In the destination square ${squareCode(square)}.`);
    if (Math.max(Math.abs(m.square.col - square.col), Math.abs(m.square.row - square.row)) > 1 || !onMap(map, m.square)) {
      return out(false, false, 'Case 11.41', 'Outside the blast radius (the destination square and the eight adjacent).');
    }
    let best: 'open' | 'aperture' | 'shielded-prone' | 'blocked' = 'blocked';
    for (const r of routes(map, square, m.square, tables)) {
      if (r.cls === 'open') best = 'open';
      else if (r.cls === 'aperture') {
        const shieldedProne = m.posture === 'prone' && r.apertures.some((a) => a === 'window' || a === 'slit');
        if (!shieldedProne && best !== 'open') best = 'aperture';
        else if (shieldedProne && best === 'blocked') best = 'shielded-prone';
      }
    }
    if (best === 'blocked') return out(false, false, 'Case 11.41', 'A wall without an aperture lies between him and the blast (Case 11.41).');
    if (best === 'shielded-prone') return out(false, false, 'Case 11.41', 'He is prone behind a window or slit between him and the blast (Case 11.41).');
    if (best === 'open') return out(true, false, 'Case 11.41', `Adjacent to the destination square ${squareCode(square)}.`);
    const halved = isInterior(map, m.square) !== inside;
    return out(true, halved, halved ? 'Case 11.43' : 'Case 11.41', halved ? 'Through an aperture, one of him and the blast inside a structure and the other outside: Wound Points halved (Case 11.43).' : 'Through an aperture, both on the same side of the structure: full effect (Case 11.43 does not apply).');
  });
}

/** Case 11.84: the dice code for a grenade of `era` exploding in `square` (Open, Vented or Closed). */
export function blastDice(map: GameMap, square: Square, era: GrenadeEra, tables: BlastTables = DEFAULT_COMMANDO_TABLES, status?: BlastSquareKind): { kind: BlastSquareKind; code: string; provenance: Provenance } {
  // Case 24.34: an APC's passenger compartment is Vented whatever the square's terrain.
  const kind = status ?? tables.blastSquareStatus[terrainAt(map, square).terrain].value;
  const cell = tables.grenadeDamage[era][kind];
  return { kind, code: cell.value, provenance: cell.provenance };
}

/** The cumulative kill chance: 2% for each man within the blast radius (Section 11.0 procedure, Grenade Damage). */
export function blastKillChance(menInBlast: number, tables: Pick<CommandoTables, 'grenadeRuleNumbers'> = DEFAULT_COMMANDO_TABLES): Breakdown {
  const per = tables.grenadeRuleNumbers.killPercentPerMan;
  return new BreakdownBuilder('Grenade blast: chance one man is killed', { label: `${per.value}% per man in the blast radius`, caseRef: 'Case 11.4', value: per.value, provenance: per.provenance })
    .multiply(`${menInBlast} men in the blast radius`, 'Case 11.4', menInBlast)
    .clamp('A chance is at most 100', 'Case 11.4', 0, 100)
    .build();
}

export interface ManBlastResult {
  readonly id: string;
  readonly exposure: BlastExposure;
  /** Wound Points, after halving (Case 11.43) and the one-point floor (Case 11.42); 0 when not affected. */
  readonly wounds: number;
  readonly woundBreakdown?: Breakdown;
  readonly killed: boolean;
}

export interface BlastResult {
  readonly square: Square;
  readonly kind: BlastSquareKind;
  readonly code: string;
  readonly men: readonly ManBlastResult[];
  readonly killChance: Breakdown;
  readonly killedId?: string;
  readonly rolls: readonly GrenadeRoll[];
}

/**
 * Pick one of `n` men at random with the fewest dice: a d6 for up to six, a
 * d10 for up to ten, else 1D100; re-roll a number above `n`.
 */
function pickOne(n: number, dice: DiceSource, rolls: GrenadeRoll[]): number {
  if (n <= 1) return 0;
  const code = n <= 6 ? '1D6' : n <= 10 ? '1D10' : '1D100';
  for (;;) {
    const r = rollDice(code, dice, 'Case 11.4 which man is killed');
    const ok = r.total <= n;
    rolls.push(recordRoll('Case 11.4', 'which man is killed', r, ok ? `man ${r.total} of ${n}` : `re-rolled (only ${n} men)`));
    if (ok) return r.total - 1;
  }
}

/**
 * Explode a fragment grenade of `era` in `square` (Case 11.4): roll the
 * Case 11.84 dice for each man in the blast radius in the order given, then
 * 1D100 against the cumulative kill chance; on a kill, pick the man randomly.
 */
export function resolveBlast(map: GameMap, blast: { readonly square: Square; readonly era: GrenadeEra; readonly status?: BlastSquareKind }, men: readonly ManNearBlast[], dice: DiceSource, tables: BlastTables = DEFAULT_COMMANDO_TABLES): BlastResult {
  const { kind, code, provenance } = blastDice(map, blast.square, blast.era, tables, blast.status);
  const exposures = blastExposure(map, blast.square, men, tables);
  const rolls: GrenadeRoll[] = [];
  const rn = tables.grenadeRuleNumbers;
  const results: ManBlastResult[] = exposures.map((e) => {
    if (!e.affected) return { id: e.id, exposure: e, wounds: 0, killed: false };
    const r = rollDice(parseDiceCode(code), dice, `Case 11.84 Wound Points for ${e.id}`);
    rolls.push(recordRoll('Case 11.84', `Wound Points for ${e.id}`, r));
    const b = new BreakdownBuilder(`Case 11.84 Wound Points for ${e.id}`, { label: `${code} (${kind} square)`, caseRef: 'Case 11.84', value: r.total, provenance });
    if (e.halved) b.multiply('Blast through an aperture: halved', 'Case 11.43', 1 / rn.apertureDivisor.value).round('Rounding down', 'Case 11.43', 'down');
    b.clamp('Always at least one Wound Point', 'Case 11.42', rn.minimumWound.value, Number.POSITIVE_INFINITY);
    const woundBreakdown = b.build();
    return { id: e.id, exposure: e, wounds: woundBreakdown.final, woundBreakdown, killed: false };
  });
  const hit = results.filter((m) => m.exposure.affected);
  const killChance = blastKillChance(hit.length, tables);
  let killedId: string | undefined;
  if (hit.length > 0) {
    const r = rollDice('1D100', dice, 'Case 11.4 grenade kill chance');
    const kill = r.total <= killChance.final;
    rolls.push(recordRoll('Case 11.4', 'grenade kill chance', r, kill ? `${r.total} ≤ ${killChance.final}: one man is killed` : `${r.total} > ${killChance.final}: no one killed`));
    if (kill) killedId = hit[pickOne(hit.length, dice, rolls)]!.id;
  }
  const menOut = results.map((m) => (m.id === killedId ? { ...m, killed: true } : m));
  return { square: blast.square, kind, code, men: menOut, killChance, ...(killedId === undefined ? {} : { killedId }), rolls };
}
