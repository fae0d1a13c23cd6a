/**
 * The state of a skirmish game: the table, its sides, units and figures,
 * where the Bound stands, the orders, what each unit knows of the enemy
 * (contacts, real or false), and the umpire's resolutions.
 */
import type { SmokeCloud } from '../rules/table-types';
import type { BoundStep } from '../tables/bound';
import type { WoundCondition } from '../tables/damage';
import type { Material } from '../tables/penetration';
import type { AirPass } from './air-pass';
import type { FireMission } from './fire-mission';
import type { Figure, Side, Unit } from './figures';
import type { MinesInPlay } from './mines';
import type { UnitOrder } from './orders';
import type { ScenarioTerms } from './scenario';
import type { SkirmishTable } from './table-model';
import type { TerrainFire } from './terrain-fire';

/**
 * What one unit knows of one thing it spotted: a last-known position. `figureId`
 * is the truth, for the umpire only: null for a false contact (seed line 4).
 * `contactId` comes from the observing side's one opaque sequence.
 */
export interface Contact {
  readonly contactId: string;
  readonly figureId: string | null;
  readonly at: { readonly x: number; readonly y: number };
  readonly bound: number;
}

export interface Conditions {
  readonly night: boolean;
  readonly smoke: readonly SmokeCloud[];
}

/** A unit's reaction this bound: rolled (the reason is the roll against its Need) or entered by the umpire. */
export interface ReactionResult {
  readonly passed: boolean;
  readonly reason: string;
}

/** A hit from the Fire step waiting for its wound roll in the Damage step (seed lines 60–65). */
export interface PendingHit {
  readonly hitId: string;
  readonly figureId: string;
  readonly firerId: string;
  /** The round's strength and where it is printed (group fire column, line 87; an individual fire row). */
  readonly strength: { readonly value: number; readonly source: string };
  /** Cover protecting him from the firer, each deducted (seed lines 64–65). */
  readonly cover: readonly { readonly material: Material; readonly thickness: number }[];
  readonly conditions: readonly WoundCondition[];
  /** "Treat killed as crippled" (a toe-popper or spiked pit, lines 183–184). */
  readonly killedAsCrippled?: boolean;
}

export interface SkirmishState {
  readonly version: number;
  readonly scenarioId: string;
  readonly name: string;
  readonly table: SkirmishTable;
  readonly conditions: Conditions;
  readonly sides: readonly Side[];
  readonly units: Readonly<Record<string, Unit>>;
  readonly figures: Readonly<Record<string, Figure>>;
  readonly bound: number;
  readonly step: BoundStep;
  /** Each side's orders for this bound once written; secret until `revealed`. */
  readonly orders: Readonly<Record<string, readonly UnitOrder[]>>;
  readonly revealed: boolean;
  /** This bound's reaction results by unit. */
  readonly reactions: Readonly<Record<string, ReactionResult>>;
  /** What each unit knows, by unit id. */
  readonly knowledge: Readonly<Record<string, readonly Contact[]>>;
  /** The last contact number handed out, per side. */
  readonly contactSeq: Readonly<Record<string, number>>;
  /** Hits waiting for their wound rolls (absent in states saved before the Bound was wired: none). */
  readonly hits?: readonly PendingHit[];
  /** The last hit number handed out. */
  readonly hitSeq?: number;
  /** Figures hit this bound (pinned or worse): a pinned man not among them recovers (ruling SK10). */
  readonly struck?: readonly string[];
  /** Figures wounded, crippled or killed this bound ("casualty this go", line 25). */
  readonly casualties?: readonly string[];
  /** Units whose motivation this bound is applied (by the calculator or the umpire). */
  readonly motivationDone?: readonly string[];
  /** The scenario's terms (set-up, mined areas, length, victory), for the umpire only; absent in a game set up without them. */
  readonly terms?: ScenarioTerms;
  /** The umpire's mine and trap areas (seed lines 155–200); hidden from a side that neither laid nor found one. */
  readonly mines?: readonly MinesInPlay[];
  /** Each figure's walk this bound, start first (for mines: what ground he trod). */
  readonly walked?: Readonly<Record<string, readonly { readonly x: number; readonly y: number }[]>>;
  /** "area/unit" pairs whose mine encounter is rolled this bound (once per unit per bound moved, ENCOUNTER_WHEN). */
  readonly mineWalks?: readonly string[];
  /** Optional rules the umpire plays: the hit location of seed lines 62–63 (ruling SK19); a WWII game (line 201, ruling SK34). */
  readonly options?: { readonly hitLocation: boolean; readonly wwii?: boolean };
  /** Terrain burning on the table (seed lines 230–231, ruling SK29); absent: none. */
  readonly fires?: readonly TerrainFire[];
  /** The last fire number handed out. */
  readonly fireSeq?: number;
  /** Men fighting a fire this bound (they do not fire). */
  readonly fireFighters?: readonly string[];
  /** Radio operators in contact, with the bound of the call (ruling SK33: one fire mission call per contact). */
  readonly radioContacts?: Readonly<Record<string, number>>;
  /** Fire missions called over the radio (ruling SK33): the umpire's only. */
  readonly fireMissions?: readonly FireMission[];
  /** The last fire mission number handed out. */
  readonly missionSeq?: number;
  /** Strafing passes flown (ruling SK35); a side sees those its men saw. */
  readonly airPasses?: readonly AirPass[];
}

export const unitsOf = (s: SkirmishState, side: string): Unit[] => Object.values(s.units).filter((u) => u.side === side);
export const figuresOf = (s: SkirmishState, unitId: string): Figure[] => Object.values(s.figures).filter((f) => f.unitId === unitId);
export const sideOfFigure = (s: SkirmishState, figureId: string): string | undefined => {
  const f = s.figures[figureId];
  return f ? s.units[f.unitId]?.side : undefined;
};
/** The order a figure is under this bound, if his side has written one. */
export function orderOf(s: SkirmishState, figureId: string): { unit: UnitOrder; figure: UnitOrder['figures'][number] | undefined } | undefined {
  const f = s.figures[figureId];
  const side = f ? s.units[f.unitId]?.side : undefined;
  if (!f || !side) return undefined;
  const unit = s.orders[side]?.find((o) => o.unitId === f.unitId);
  return unit ? { unit, figure: unit.figures.find((x) => x.figureId === figureId) } : undefined;
}
