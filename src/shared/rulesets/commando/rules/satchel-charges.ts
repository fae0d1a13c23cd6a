/**
 * Satchel charges (Section 25.0), pure: how far one is thrown (Case 25.12),
 * the chance it lands in the target square (Table 25.41 with the Grenade
 * Accuracy Modifiers, Case 25.13) as a Breakdown, the one-square scatter
 * (Case 25.14), the fuse (Cases 25.21–25.22) and the blast on men (Case 25.24,
 * Table 25.42). The engine rolls and turns these into events
 * (engine/satchel-command.ts, engine/satchel-detonation.ts).
 * Rulings: docs/rulings/satchel-charges.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, sameSquare, terrainAt } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { bandAt } from './antitank';
import { parseDiceCode, rollDice } from './dice-codes';
import { blastExposure, type BlastExposure, type ManNearBlast } from './grenade-blast';
import { squareCode } from './grenade-geometry';
import { recordRoll, scatterGrenade, type GrenadeRoll, type ScatterResult } from './grenade-scatter';
import { addAccuracyModifiers, throwPath, type Grenadier, type GrenadeTables } from './grenades';
import { range } from './range';

export type SatchelTables = GrenadeTables & Pick<CommandoTables, 'satchelAccuracy' | 'satchelDamage' | 'antitankNumbers' | 'blastSquareStatus'>;

/** The thrower as the throw needs him: grenades.ts's shape, without its grenades. */
export type SatchelThrower = Pick<Grenadier, 'square' | 'posture' | 'level' | 'severelyWounded'>;

const asGrenadier = (t: SatchelThrower): Grenadier => ({ ...t, prepared: [], carried: {}, preparedThisPhase: 0, thrownThisPhase: 0 });

/** Case 25.12: the farthest he may throw, erect or prone. */
export function satchelMaxRange(posture: 'erect' | 'prone', tables: Pick<SatchelTables, 'antitankNumbers'> = DEFAULT_COMMANDO_TABLES): number {
  const n = tables.antitankNumbers;
  return posture === 'prone' ? n.satchelRangeProne.value : n.satchelRange.value;
}

/** Why this throw may not be made (Cases 11.22, 25.12), or undefined. */
export function satchelThrowError(map: GameMap, thrower: SatchelThrower, target: Square, tables: SatchelTables = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  if (!onMap(map, target)) return ruleError('satchel/off-map', 'Case 25.12', `Square ${squareCode(target)} is not on the map.`);
  // Ruling SC4: into his own square he drops it (Case 25.15); Table 25.41 starts at range 1.
  if (sameSquare(thrower.square, target)) return ruleError('satchel/own-square', 'Case 25.15', 'A satchel charge is thrown at another square; to leave it in his own square he drops it (Case 25.15).');
  const dist = range(thrower.square, target);
  const most = satchelMaxRange(thrower.posture, tables);
  if (dist > most) {
    const why = thrower.posture === 'prone' ? 'a prone man may throw a satchel charge only 1 square' : 'the maximum distance a satchel charge may be thrown is 7 squares';
    return ruleError('satchel/out-of-range', 'Case 25.12', `${squareCode(target)} is ${dist} squares away: ${why} (Case 25.12).`);
  }
  // Case 25.12: "thrown using the same procedure as grenades": not through a wall (Case 11.22).
  const path = throwPath(map, thrower.square, target, tables);
  if (path.throughWall) return ruleError('satchel/through-wall', 'Case 11.22', `A man may not throw through a wall or other blocking line terrain (Cases 11.22, 25.12): ${path.throughWall}.`);
  return undefined;
}

/**
 * The chance (percent) the satchel charge lands in the target square: the Table 25.41 range line, then the
 * Grenade Accuracy Modifiers Table (Case 11.82) as for a grenade (Case 25.13), clamped to 0–100.
 */
export function satchelChance(map: GameMap, thrower: SatchelThrower, target: Square, opts: { readonly smoke?: readonly Square[]; readonly lineOfSight?: boolean } = {}, tables: SatchelTables = DEFAULT_COMMANDO_TABLES): Breakdown | undefined {
  const dist = range(thrower.square, target);
  const band = bandAt(tables.satchelAccuracy, dist);
  if (!band) return undefined;
  const b = new BreakdownBuilder(`Case 25.41 satchel charge from ${squareCode(thrower.square)} at ${squareCode(target)}`, {
    label: `Range ${dist}`,
    caseRef: 'Case 25.41',
    value: band.chance.value,
    provenance: band.chance.provenance,
  });
  addAccuracyModifiers(b, map, { thrower: asGrenadier(thrower), target, ...(opts.smoke ? { smoke: opts.smoke } : {}), ...(opts.lineOfSight === undefined ? {} : { lineOfSight: opts.lineOfSight }) }, tables);
  b.clamp('A chance lies between 0 and 100', 'Case 25.41', 0, 100);
  return b.build();
}

/** Case 25.14: a missed throw scatters as a grenade's does (direction on the Scatter Diagram), always one square. */
export function scatterSatchel(map: GameMap, thrower: Square, target: Square, dice: DiceSource, tables: SatchelTables = DEFAULT_COMMANDO_TABLES): ScatterResult {
  return scatterGrenade(map, thrower, target, dice, tables, 'Case 25.14', tables.antitankNumbers.satchelScatter.value);
}

/** Cases 25.21–25.22: why `explodeTurn` is no fuse he may set in Game-Turn `turn`, or undefined. */
export function fuseError(turn: number, explodeTurn: number, tables: Pick<SatchelTables, 'antitankNumbers'> = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  const most = tables.antitankNumbers.satchelFuseTurns.value;
  if (explodeTurn < turn) return ruleError('satchel/fuse-past', 'Case 25.21', `Game-Turn ${explodeTurn} is past: the fuse is set for this Game-Turn (${turn}) or a later one (Case 25.21).`);
  if (explodeTurn - turn > most) return ruleError('satchel/fuse-too-long', 'Case 25.22', `The fuse time can never be more than ${most} Game-Turns: Game-Turn ${turn + most} at the latest (Case 25.22).`);
  return undefined;
}

export interface SatchelManHit {
  readonly id: string;
  readonly exposure: BlastExposure;
  readonly wounds: number;
  readonly breakdown?: Breakdown;
}

export interface SatchelBlast {
  readonly kind: string;
  readonly code: string;
  readonly men: readonly SatchelManHit[];
  readonly rolls: readonly GrenadeRoll[];
}

/**
 * Case 25.24, Table 25.42: every man in the charge's square and the eight around it, shielded and halved as by a
 * grenade (Cases 11.41, 11.43), suffers the dice of the square's kind (Case 11.43's Open, Vented, Closed), at least
 * one Wound Point (Table 25.42 note). No kill chance (ruling SC6).
 */
export function resolveSatchelBlast(map: GameMap, square: Square, men: readonly ManNearBlast[], dice: DiceSource, tables: SatchelTables = DEFAULT_COMMANDO_TABLES): SatchelBlast {
  const kind = tables.blastSquareStatus[terrainAt(map, square).terrain].value;
  const cell = tables.satchelDamage[kind];
  const least = tables.antitankNumbers.satchelLeastWounds;
  const rolls: GrenadeRoll[] = [];
  const out = blastExposure(map, square, men, tables).map((e): SatchelManHit => {
    if (!e.affected) return { id: e.id, exposure: e, wounds: 0 };
    const r = rollDice(parseDiceCode(cell.value), dice, `Case 25.42 Wound Points for ${e.id}`);
    rolls.push(recordRoll('Case 25.42', `Wound Points for ${e.id}`, r));
    const b = new BreakdownBuilder(`Case 25.42 Wound Points for ${e.id}`, { label: `${cell.value} (${kind} square)`, caseRef: 'Case 25.42', value: r.total, provenance: cell.provenance });
    if (e.halved) b.multiply('Blast through an aperture: halved', 'Case 11.43', 1 / tables.grenadeRuleNumbers.apertureDivisor.value).round('Rounding down', 'Case 11.43', 'down');
    b.clamp('A satchel charge always inflicts at least one Wound Point', 'Case 25.42', least.value, Number.POSITIVE_INFINITY);
    const breakdown = b.build();
    return { id: e.id, exposure: e, wounds: breakdown.final, breakdown };
  });
  return { kind, code: cell.value, men: out, rolls };
}
