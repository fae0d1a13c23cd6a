/**
 * Preparing and throwing grenades (Cases 11.1, 11.2, 11.81, 11.82) and the
 * opportunity throw (Case 11.6). Pure validators return a RuleError with its
 * Case; every chance is a Breakdown; every die is recorded with its purpose.
 * Scatter is grenade-scatter.ts, the blast grenade-blast.ts, smoke smoke.ts.
 * Rulings: docs/rulings/grenades.md.
 */
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, sameSquare, terrainAt } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import { traceSupercover } from './grid-trace';
import type { GrenadeRoll, ScatterResult, ScatterTables } from './grenade-scatter';
import type { LineTables } from './grenade-geometry';
import { classifySide, isInterior, roomOf, squareCode, stepCrossing, structureOf } from './grenade-geometry';
import { recordRoll, scatterGrenade } from './grenade-scatter';
import { hasLineOfSight } from './line-of-sight';
import type { Outcome } from './movement';
import { range } from './range';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { GrenadeEra, GrenadeType } from '../tables/grenade-accuracy';
import { GRENADE_RANGE_BANDS, accuracyRowId, grenadeRangeBand } from '../tables/grenade-accuracy';
import type { GrenadeModifierId } from '../tables/grenade-modifiers';

export type GrenadeTables = ScatterTables & Pick<CommandoTables, 'grenadeAccuracy' | 'grenadeAccuracyModifiers' | 'grenadeRuleNumbers' | 'taskPointCosts'>;

export interface PreparedGrenade {
  readonly type: GrenadeType;
  readonly era: GrenadeEra;
}

/** What the grenade rules need to know about one man. */
export interface Grenadier {
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
  /** Levels above his square's ground (on a roof, Case 7.13). */
  readonly level?: number;
  readonly severelyWounded?: boolean;
  /** Case 17.11: he carries a flamethrower: his chance of hitting the target square is halved, rounding down. */
  readonly flamethrowerEquipped?: boolean;
  /** Grenades he holds prepared (Case 11.13 allows a second, at a risk). */
  readonly prepared: readonly PreparedGrenade[];
  /** Grenades carried by type (General Rule: twelve of each, illumination only by scenario). */
  readonly carried: Readonly<Partial<Record<GrenadeType, number>>>;
  /** Grenades prepared in the current Task Execution Phase (Case 11.11). */
  readonly preparedThisPhase: number;
  /** Grenades thrown in the current Phase (Case 11.13). */
  readonly thrownThisPhase: number;
  /** A combat task other than preparing or throwing a grenade done this Game-Turn (Case 11.21). */
  readonly otherCombatTaskThisTurn?: boolean;
  /** Case 38.14: the side's grenade bonus or debit, percent (scenario listing "Combat Bonus ... Grenade"). */
  readonly grenadeBonus?: number;
  /** Case 29.34: thrown from a jeep, the penalty (percentage points) for accuracy and where it is printed. */
  readonly fromJeep?: { readonly penalty: number; readonly provenance: Provenance };
}

// ---------------------------------------------------------------------------
// Case 11.1 Preparation

export interface PrepareCheck {
  /** Case 11.13: holding a prepared grenade already, this preparation risks both. */
  readonly secondGrenadeRisk?: Breakdown;
}

export function validatePrepare(man: Grenadier, type: GrenadeType, tables: GrenadeTables = DEFAULT_COMMANDO_TABLES): Outcome<PrepareCheck> {
  if ((man.carried[type] ?? 0) < 1) {
    return { ok: false, error: ruleError('grenade/none-carried', 'Case 11.0', `The man carries no ${type} grenade to prepare (Case 11.0 General Rule).`) };
  }
  if (man.preparedThisPhase >= tables.grenadeRuleNumbers.preparePerPhase.value) {
    return { ok: false, error: ruleError('grenade/one-per-phase', 'Case 11.11', 'A man may prepare only one grenade per Task Execution Phase (Case 11.11).') };
  }
  if (man.otherCombatTaskThisTurn) {
    return { ok: false, error: ruleError('grenade/combat-task-used', 'Case 11.21', 'The man has already executed a combat task this Game-Turn (Case 11.21).') };
  }
  if (man.prepared.length === 0) return { ok: true, value: {} };
  const risk = tables.grenadeRuleNumbers.secondGrenadeExplodes;
  return {
    ok: true,
    value: {
      secondGrenadeRisk: new BreakdownBuilder('Case 11.13 chance the first prepared grenade explodes', {
        label: 'Preparing a second grenade while holding the first',
        caseRef: 'Case 11.13',
        value: risk.value,
        provenance: risk.provenance,
      }).build(),
    },
  };
}

export interface PrepareResult {
  readonly man: Grenadier;
  /** Case 11.13: the grenades that explode in the man's square (the first sets off the second); empty when none. */
  readonly explodes: readonly PreparedGrenade[];
  readonly rolls: readonly GrenadeRoll[];
}

/** Prepare a grenade (Case 11.1). With one already held, roll 1D100 against Case 11.13's 25%. */
export function resolvePrepare(man: Grenadier, grenade: PreparedGrenade, dice: DiceSource, tables: GrenadeTables = DEFAULT_COMMANDO_TABLES): Outcome<PrepareResult> {
  const check = validatePrepare(man, grenade.type, tables);
  if (!check.ok) return check;
  const carried = { ...man.carried, [grenade.type]: (man.carried[grenade.type] ?? 0) - 1 };
  const held = [...man.prepared, grenade];
  const next: Grenadier = { ...man, carried, prepared: held, preparedThisPhase: man.preparedThisPhase + 1 };
  const risk = check.value.secondGrenadeRisk;
  if (!risk) return { ok: true, value: { man: next, explodes: [], rolls: [] } };
  const r = rollDice('1D100', dice, 'Case 11.13 second grenade: does the first explode');
  const boom = r.total <= risk.final;
  const roll = recordRoll('Case 11.13', 'second grenade', r, boom ? `${r.total} ≤ ${risk.final}: the first explodes and sets off the second` : `${r.total} > ${risk.final}: safe`);
  if (!boom) return { ok: true, value: { man: next, explodes: [], rolls: [roll] } };
  return { ok: true, value: { man: { ...next, prepared: [] }, explodes: held, rolls: [roll] } };
}

export type CombatTask = 'fire' | 'hand-to-hand' | 'reload' | 'other-combat';

/** Case 11.12: a man holding a prepared grenade does no other combat task until he throws it. */
export function validateCombatTask(man: Pick<Grenadier, 'prepared'>, task: CombatTask): RuleError | undefined {
  if (man.prepared.length === 0) return undefined;
  const what = { fire: 'fire a weapon', 'hand-to-hand': 'initiate hand-to-hand combat', reload: 'reload a weapon', 'other-combat': 'engage in another combat task' }[task];
  return ruleError('grenade/holding-prepared', 'Case 11.12', `A man holding a prepared grenade may not ${what} until he has thrown it (Case 11.12).`);
}

// ---------------------------------------------------------------------------
// Case 11.22: the throw's path.

export interface ThrowPath {
  /** Case 11.82: apertures between the thrower and the target. */
  readonly door: boolean;
  readonly windowOrSlit: boolean;
  /** Case 11.22: the wall the throw would pass through, if any. */
  readonly throughWall?: string;
}

/**
 * Lines the straight throw crosses (Case 11.22). A wall or building line bars
 * the throw when it bounds the thrower's room or the target's room, or stands
 * free (no structure either side); one bounding any other structure is thrown
 * over ("he may throw over a building"). Apertures count for Case 11.82 on the
 * same terms.
 */
export function throwPath(map: GameMap, from: Square, to: Square, tables: LineTables = DEFAULT_COMMANDO_TABLES): ThrowPath {
  const rooms = new Set<string>();
  for (const sq of [...(roomOf(map, from, tables) ?? []), ...(roomOf(map, to, tables) ?? [])]) rooms.add(squareCode(sq));
  const concerns = (sqs: readonly Square[]): boolean => sqs.some((s) => rooms.has(squareCode(s))) || sqs.every((s) => !onMap(map, s) || !isInterior(map, s));
  let door = false;
  let windowOrSlit = false;
  let throughWall: string | undefined;
  const look = (a: Square, b: Square, around: readonly Square[]): boolean => {
    const c = stepCrossing(map, a, b, tables);
    if (c.cls === 'open' || !concerns(around)) return false;
    if (c.cls === 'blocked') {
      throughWall = `${c.terrain} between ${squareCode(a)} and ${squareCode(b)}`;
      return true;
    }
    for (const ap of c.apertures) if (ap === 'door') door = true;
    else windowOrSlit = true;
    return false;
  };
  let cur = from;
  traceSupercover(from.col, from.row, to.col, to.row, {
    cell(col, row) {
      cur = { col, row };
      return false;
    },
    side(col, row, vertical) {
      const a = vertical ? { col: col - 1, row } : { col, row: row - 1 };
      const b = { col, row };
      const [x, y] = sameSquare(cur, a) ? [a, b] : [b, a];
      return look(x, y, [x, y]);
    },
    corner(col, row, sx, sy) {
      const b = { col: col + sx, row: row + sy };
      return look({ col, row }, b, [{ col, row }, b, { col: col + sx, row }, { col, row: row + sy }]);
    },
  });
  return { door, windowOrSlit, ...(throughWall ? { throughWall } : {}) };
}

// ---------------------------------------------------------------------------
// Cases 11.81 and 11.82: the chance to hit the target square.

export interface ThrowSituation {
  readonly thrower: Grenadier;
  readonly target: Square;
  readonly grenade: PreparedGrenade;
  /** Smoke squares (Case 8.23) for the LOS check. */
  readonly smoke?: readonly Square[];
  /** Override the computed Line of Sight (e.g. the umpire's ruling). */
  readonly lineOfSight?: boolean;
}

const WALL_LIKE = new Set(['wall', 'building-line']);

/** A wall or building line on a side of the square (Case 11.82 "adjacent to Wall"; also Cases 18.31, 21.13). */
export function besideWall(map: GameMap, sq: Square, tables: LineTables = DEFAULT_COMMANDO_TABLES): boolean {
  for (const [dc, dr] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    const n = { col: sq.col + dc, row: sq.row + dr };
    if (!onMap(map, n)) continue;
    const c = classifySide(map, sq, n, tables);
    if (c.cls === 'blocked' && c.terrain && WALL_LIKE.has(c.terrain)) return true;
  }
  return false;
}

/**
 * The chance (percent) that a throw hits its target square, as a Breakdown:
 * the Case 11.81 cell, the Case 11.82 additions, the Case 38.14 grenade bonus,
 * then each ×.5 rounding down, clamped to 0–100. For the UI preview; a `P`
 * cell or an illegal path is a RuleError.
 */
export function throwChance(map: GameMap, s: ThrowSituation, tables: GrenadeTables = DEFAULT_COMMANDO_TABLES): Outcome<Breakdown> {
  const illegal = validateThrow(map, s, tables);
  if (illegal) return { ok: false, error: illegal };
  const t = s.thrower;
  const dist = range(t.square, s.target);
  const band = grenadeRangeBand(Math.max(1, dist))!;
  const rowId = accuracyRowId(s.grenade.era, s.grenade.type);
  const row = tables.grenadeAccuracy[rowId];
  const cell = row[band.id];
  const b = new BreakdownBuilder(`Case 11.81 throw from ${squareCode(t.square)} at ${squareCode(s.target)}`, {
    label: `${row.label}, range ${dist}${dist === 0 ? ' (own square: the range 1 column)' : ''} (column ${band.label})`,
    caseRef: 'Case 11.81',
    value: cell.value as number,
    provenance: cell.provenance,
  });
  addAccuracyModifiers(b, map, s, tables);
  if (t.flamethrowerEquipped) b.multiply('Flamethrower-equipped: halved', 'Case 17.11', 0.5).round('Rounding down', 'Case 17.11', 'down');
  b.clamp('A chance lies between 0 and 100', 'Case 11.81', 0, 100);
  return { ok: true, value: b.build() };
}

/**
 * The Case 11.82 modifiers of a throw at `s.target` (and Case 38.14's grenade bonus) added to `b`: shared by the
 * grenade (Case 11.81) and the satchel charge (Case 25.13 "Do use the Grenade Accuracy Modifiers Table").
 */
export function addAccuracyModifiers(b: BreakdownBuilder, map: GameMap, s: Omit<ThrowSituation, 'grenade'>, tables: GrenadeTables = DEFAULT_COMMANDO_TABLES): void {
  const t = s.thrower;
  const mods = tables.grenadeAccuracyModifiers;
  const apply = (id: GrenadeModifierId): void => {
    const m = mods[id];
    if (m.kind === 'add') b.add(m.label, 'Case 11.82', m.amount.value, m.amount.provenance);
    else b.multiply(m.label, 'Case 11.82', m.amount.value).round('×.5 rounds down', 'Case 11.82', 'down');
  };
  const target = terrainAt(map, s.target);
  if (target.terrain === 'rough' || target.terrain === 'crater' || target.terrain === 'woods') apply('target-rough-crater-woods');
  if (target.elevation > terrainAt(map, t.square).elevation + (t.level ?? 0)) apply('target-higher');
  if (target.terrain === 'dune' || target.terrain === 'forest') apply('target-dune-forest');
  const throwerInside = isInterior(map, t.square) && (t.level ?? 0) === 0;
  const sameBuilding = throwerInside && (structureOf(map, t.square) ?? []).some((q) => sameSquare(q, s.target));
  const wallCounts = throwerInside ? sameBuilding : !isInterior(map, s.target);
  if (target.terrain === 'trench' || (besideWall(map, s.target, tables) && wallCounts)) apply('target-by-wall-or-trench');
  const path = throwPath(map, t.square, s.target, tables);
  if (path.door) apply('door-between');
  if (path.windowOrSlit) apply('window-or-slit-between');
  if (t.grenadeBonus) b.add('Scenario grenade bonus or debit', 'Case 38.14', t.grenadeBonus);
  if (t.fromJeep) b.add('Thrown from a jeep', 'Case 29.34', -t.fromJeep.penalty, t.fromJeep.provenance);
  if (t.posture === 'prone') apply('thrower-prone');
  if (t.severelyWounded) apply('thrower-severely-wounded');
  const los = s.lineOfSight ?? hasLineOfSight(map, { square: t.square, posture: t.posture, ...(t.level ? { level: t.level } : {}) }, { square: s.target, posture: 'erect' }, { smoke: s.smoke ?? [] });
  if (!los) apply('no-los');
}

/** Why a throw may not be made (Cases 11.2, 11.13, 11.22, 11.81), or `undefined`. */
export function validateThrow(map: GameMap, s: ThrowSituation, tables: GrenadeTables = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  const t = s.thrower;
  if (!onMap(map, s.target)) return ruleError('grenade/off-map', 'Case 11.22', `Square ${squareCode(s.target)} is not on the map.`);
  if (!t.prepared.some((g) => g.type === s.grenade.type && g.era === s.grenade.era)) {
    return ruleError('grenade/not-prepared', 'Case 11.21', `The man holds no prepared ${s.grenade.type} grenade; an unprepared grenade thrown is lost (Case 11.21).`);
  }
  if (t.thrownThisPhase > 0) return ruleError('grenade/two-throws', 'Case 11.13', 'Under no circumstances may a man throw two grenades in the same Phase (Case 11.13).');
  if (t.otherCombatTaskThisTurn) return ruleError('grenade/combat-task-used', 'Case 11.21', 'The man has already executed a combat task this Game-Turn (Case 11.21).');
  const dist = range(t.square, s.target);
  const band = grenadeRangeBand(Math.max(1, dist));
  const row = tables.grenadeAccuracy[accuracyRowId(s.grenade.era, s.grenade.type)];
  if (!band || row[band.id].value === 'P') {
    const last = GRENADE_RANGE_BANDS.filter((bb) => row[bb.id].value !== 'P').pop();
    return ruleError('grenade/out-of-range', 'Case 11.81', `A ${row.label} grenade may not be thrown ${dist} squares (P on the Grenade Accuracy Table, Case 11.81; at most ${last?.max ?? 0}).`);
  }
  const path = throwPath(map, t.square, s.target, tables);
  if (path.throughWall) return ruleError('grenade/through-wall', 'Case 11.22', `A man may not throw through a wall or other blocking line terrain (Case 11.22): ${path.throughWall}.`);
  return undefined;
}

export interface ThrowResult {
  readonly chance: Breakdown;
  readonly hit: boolean;
  readonly scatter?: ScatterResult;
  /** The destination square. */
  readonly landing: Square;
  readonly man: Grenadier;
  readonly rolls: readonly GrenadeRoll[];
}

/** Throw (Case 11.2): 1D100 at or under the chance hits; otherwise the grenade scatters (Case 11.83). */
export function resolveThrow(map: GameMap, s: ThrowSituation, dice: DiceSource, tables: GrenadeTables = DEFAULT_COMMANDO_TABLES): Outcome<ThrowResult> {
  const chance = throwChance(map, s, tables);
  if (!chance.ok) return chance;
  const final = chance.value.final;
  const r = rollDice('1D100', dice, 'Case 11.81 grenade throw');
  const hit = r.total <= final;
  const rolls = [recordRoll('Case 11.81', 'grenade throw', r, hit ? `${r.total} ≤ ${final}: hits ${squareCode(s.target)}` : `${r.total} > ${final}: scatters`)];
  const i = s.thrower.prepared.findIndex((g) => g.type === s.grenade.type && g.era === s.grenade.era);
  const man: Grenadier = { ...s.thrower, prepared: s.thrower.prepared.filter((_, k) => k !== i), thrownThisPhase: s.thrower.thrownThisPhase + 1 };
  if (hit) return { ok: true, value: { chance: chance.value, hit, landing: s.target, man, rolls } };
  const scatter = scatterGrenade(map, s.thrower.square, s.target, dice, tables);
  return { ok: true, value: { chance: chance.value, hit, scatter, landing: scatter.landing, man, rolls: [...rolls, ...scatter.rolls] } };
}

// ---------------------------------------------------------------------------
// Case 11.6 Opportunity throw

/** Case 11.61: only a man who begins the Opportunity Fire Plot Phase holding a prepared grenade may be plotted to throw. */
export function validateOpportunityThrowPlot(man: Pick<Grenadier, 'prepared'>): RuleError | undefined {
  if (man.prepared.length > 0) return undefined;
  return ruleError('grenade/opportunity-not-prepared', 'Case 11.61', 'Only a man who begins the Opportunity Fire Plot Phase with a prepared grenade may be plotted to opportunity throw (Case 11.61).');
}

/** What the enemy did (Case 10.71), and the plot's exception if one was written (Case 10.72). */
export interface OpportunityEvent {
  readonly kind: 'moved-into' | 'fired';
  readonly enemySquare: Square;
  /** The enemy man has been observed (Case 10.71). */
  readonly observed: boolean;
}

export interface OpportunityThrowPlot {
  readonly grenade: PreparedGrenade;
  /** Case 10.72: "fires only at firing Enemy man" and the like; default the first observed target. */
  readonly only?: 'moving' | 'firing';
}

/**
 * Does this event trigger the plotted throw (Cases 10.71, 10.72, 11.62)? The
 * target is the enemy's square; the thrower needs a Line of Sight to it and a
 * legal throw. Returns the reason when it does not.
 */
export function opportunityThrowTrigger(
  map: GameMap,
  thrower: Grenadier,
  plot: OpportunityThrowPlot,
  event: OpportunityEvent,
  ctx: { readonly smoke?: readonly Square[]; readonly lineOfSight?: boolean } = {},
  tables: GrenadeTables = DEFAULT_COMMANDO_TABLES,
): Outcome<{ readonly target: Square }> {
  const no = (code: string, caseRef: string, message: string): Outcome<{ readonly target: Square }> => ({ ok: false, error: ruleError(code, caseRef, message) });
  if (!event.observed) return no('grenade/opportunity-unobserved', 'Case 10.71', 'The enemy man has not been observed (Case 10.71).');
  if (plot.only === 'moving' && event.kind !== 'moved-into') return no('grenade/opportunity-plot-excludes', 'Case 10.72', 'The plot throws only at a moving man (Case 10.72).');
  if (plot.only === 'firing' && event.kind !== 'fired') return no('grenade/opportunity-plot-excludes', 'Case 10.72', 'The plot throws only at a firing man (Case 10.72).');
  const los =
    ctx.lineOfSight ?? hasLineOfSight(map, { square: thrower.square, posture: thrower.posture, ...(thrower.level ? { level: thrower.level } : {}) }, { square: event.enemySquare, posture: 'erect' }, { smoke: ctx.smoke ?? [] });
  if (!los) return no('grenade/opportunity-no-los', 'Case 11.62', 'Men may only opportunity throw at squares within their Line of Sight (Case 11.62).');
  const illegal = validateThrow(map, { thrower, target: event.enemySquare, grenade: plot.grenade, lineOfSight: true }, tables);
  if (illegal) return { ok: false, error: illegal };
  if (sameSquare(thrower.square, event.enemySquare)) return no('grenade/opportunity-own-square', 'Case 11.62', 'The enemy is in the thrower’s own square: that is hand-to-hand, not a throw (Case 11.62).');
  return { ok: true, value: { target: event.enemySquare } };
}

/**
 * Case 11.64: Task Points for a man plotted to opportunity throw. Thrown: the
 * throw plus five. Not thrown: the five-point plotting penalty only, as Chart
 * 5.22's note ** says for opportunity fire — he may still throw later in the
 * Prepared Task Execution Phase at the normal cost.
 */
export function opportunityThrowCost(thrown: boolean, tables: GrenadeTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const plot = tables.grenadeRuleNumbers.opportunityThrowPlot;
  const throwCost = tables.taskPointCosts['throw-grenade'].cost;
  if (!thrown) return new BreakdownBuilder('Case 11.64 opportunity throw plotted, not thrown', { label: 'Plotting penalty', caseRef: 'Case 11.64', value: plot.value, provenance: plot.provenance }).build();
  return new BreakdownBuilder('Case 11.64 opportunity throw', { label: 'Throw grenade (Chart 5.22)', caseRef: 'Case 5.22', value: throwCost.value as number, provenance: throwCost.provenance })
    .add('Opportunity throw plotted', 'Case 11.64', plot.value, plot.provenance)
    .build();
}
