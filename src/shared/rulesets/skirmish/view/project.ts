/**
 * What each viewer sees of a skirmish game: the only door out of the host.
 * The umpire sees the whole truth (which contacts are real); a side sees its
 * own units, figures and orders, the terrain and the light, and its units'
 * contacts — an opaque id, a last-known place and the bound — never an
 * enemy figure, its id, or anything that tells a false contact from a real
 * one (seed line 4). Orders stay secret until both sides have written them;
 * then they are revealed to the umpire (docs/rulings/skirmish-bound.md).
 */
import type { ViewBase } from '../../../kernel/ruleset';
import type { SideViewer, UmpireViewer, Viewer } from '../../../kernel/viewer';
import type { Figure, Side, Unit } from '../model/figures';
import type { AirPass } from '../model/air-pass';
import type { FireMission } from '../model/fire-mission';
import type { MinesInPlay } from '../model/mines';
import type { UnitOrder } from '../model/orders';
import { unitsOf, type Conditions, type Contact, type PendingHit, type ReactionResult, type SkirmishState } from '../model/state';
import type { SkirmishTable } from '../model/table-model';
import type { TerrainFire } from '../model/terrain-events';
import { BOUND_SEQUENCE, type BoundStep, type BoundStepInfo } from '../tables/bound';

/** A contact as its side sees it: the same four keys whether anything is there or not. */
export interface SideContact {
  readonly contactId: string;
  readonly unitId: string;
  readonly at: { readonly x: number; readonly y: number };
  readonly bound: number;
}

interface CommonView extends ViewBase {
  readonly ruleset: 'skirmish';
  readonly name: string;
  readonly table: SkirmishTable;
  readonly conditions: Conditions;
  readonly bound: number;
  readonly step: BoundStep;
  readonly sequence: readonly BoundStepInfo[];
  readonly sides: readonly Side[];
  /** Terrain burning on the table: every side sees it, never what started it (FIRE_IS_PUBLIC, ruling SK29). */
  readonly fires: readonly SideFire[];
}

/** A terrain fire as every viewer sees it (seed line 230): where it burns, how wide, since when. */
export interface SideFire {
  readonly fireId: string;
  readonly centre: { readonly x: number; readonly y: number };
  readonly radius: number;
  readonly startedBound: number;
}

export interface SkirmishSideView extends CommonView {
  readonly kind: 'side';
  readonly side: string;
  readonly units: readonly Unit[];
  readonly figures: readonly Figure[];
  /** This side's orders for the bound, or null while unwritten. */
  readonly orders: readonly UnitOrder[] | null;
  /** Whether every other side has written its orders (nothing of what they say). */
  readonly othersReady: boolean;
  readonly contacts: readonly SideContact[];
  /** Mine areas this side laid or its men found: the ground only, never the cards (ruling SK24). */
  readonly mines: readonly SideMineArea[];
  /** Strafing passes this side's men saw (ruling SK35): the line, the bound and the height — never the aircraft's name or the other sides that saw it. */
  readonly airPasses: readonly SideAirPass[];
  /** The enemy men this side holds since they surrendered to it (ruling SK31): seen by their captors, so listed — by name, place and state, never by id. */
  readonly prisoners: readonly SidePrisoner[];
}

/** A strafing pass as a side that saw it knows it. */
export interface SideAirPass {
  readonly bound: number;
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly altitude: AirPass['altitude'];
}

/** A prisoner as his captors see him. */
export interface SidePrisoner {
  readonly name: string;
  readonly at: { readonly x: number; readonly y: number };
  readonly state: Figure['state'];
}

/** A mine area as a side knows it: where it is. */
export interface SideMineArea {
  readonly areaId: string;
  readonly polygon: readonly { readonly x: number; readonly y: number }[];
}

export interface SkirmishUmpireView extends CommonView {
  readonly kind: 'umpire';
  readonly units: readonly Unit[];
  readonly figures: readonly Figure[];
  /** Which sides have written orders; the orders themselves once revealed. */
  readonly ordersIn: Readonly<Record<string, boolean>>;
  readonly orders: Readonly<Record<string, readonly UnitOrder[]>> | null;
  readonly reactions: Readonly<Record<string, ReactionResult>>;
  /** Hits waiting for their wound rolls in the Damage step. */
  readonly hits: readonly PendingHit[];
  /** Every unit's contacts with the truth: `figureId` null is a false contact. */
  readonly contacts: readonly (Contact & { readonly unitId: string; readonly side: string })[];
  /** Every mine area with its cards, how many are turned, and the sides that know it. */
  readonly mines: readonly MinesInPlay[];
  readonly options: { readonly hitLocation: boolean; readonly wwii?: boolean };
  /** Every fire with what started it and the bounds men fought it. */
  readonly fireRecords: readonly TerrainFire[];
  /** Every fire mission called over the radio (ruling SK33); a side's view holds none. */
  readonly fireMissions: readonly FireMission[];
  /** Every strafing pass with the sides that saw it (ruling SK35). */
  readonly airPasses: readonly AirPass[];
}

function common(state: SkirmishState): CommonView {
  const fires = (state.fires ?? []).map((f) => ({ fireId: f.fireId, centre: f.centre, radius: f.radius, startedBound: f.startedBound }));
  return { ruleset: 'skirmish', version: state.version, name: state.name, table: state.table, conditions: state.conditions, bound: state.bound, step: state.step, sequence: BOUND_SEQUENCE, sides: state.sides, fires };
}

export function projectUmpire(state: SkirmishState): SkirmishUmpireView {
  return {
    ...common(state),
    kind: 'umpire',
    units: Object.values(state.units),
    figures: Object.values(state.figures),
    ordersIn: Object.fromEntries(state.sides.map((s) => [s.id, state.orders[s.id] !== undefined])),
    orders: state.revealed ? state.orders : null,
    reactions: state.reactions,
    hits: state.hits ?? [],
    contacts: Object.entries(state.knowledge).flatMap(([unitId, cs]) => cs.map((c) => ({ ...c, unitId, side: state.units[unitId]!.side }))),
    mines: state.mines ?? [],
    options: state.options ?? { hitLocation: false },
    fireRecords: state.fires ?? [],
    fireMissions: state.fireMissions ?? [],
    airPasses: state.airPasses ?? [],
  };
}

export function projectSide(state: SkirmishState, viewer: SideViewer): SkirmishSideView {
  if (!state.sides.some((s) => s.id === viewer.side)) throw new Error(`No side "${viewer.side}" in skirmish game "${state.scenarioId}".`);
  const own = unitsOf(state, viewer.side);
  const narrowTo = viewer.manId ? state.figures[viewer.manId]?.unitId : undefined;
  const watching = narrowTo ? own.filter((u) => u.id === narrowTo) : own;
  const ownIds = new Set(own.map((u) => u.id));
  return {
    ...common(state),
    kind: 'side',
    side: viewer.side,
    units: own,
    figures: Object.values(state.figures).filter((f) => ownIds.has(f.unitId)),
    orders: state.orders[viewer.side] ?? null,
    othersReady: state.sides.every((s) => s.id === viewer.side || state.orders[s.id] !== undefined),
    contacts: watching.flatMap((u) => (state.knowledge[u.id] ?? []).map((c) => ({ contactId: c.contactId, unitId: u.id, at: c.at, bound: c.bound }))),
    mines: (state.mines ?? []).filter((m) => m.knownTo.includes(viewer.side)).map((m) => ({ areaId: m.area.id, polygon: m.area.polygon })),
    airPasses: (state.airPasses ?? []).filter((p) => p.seenBy.includes(viewer.side)).map((p) => ({ bound: p.bound, from: p.from, to: p.to, altitude: p.altitude })),
    prisoners: Object.values(state.figures).filter((f) => f.prisonerOf === viewer.side && !ownIds.has(f.unitId)).map((f) => ({ name: f.name, at: f.at, state: f.state })),
  };
}

export function projectSkirmish(state: SkirmishState, viewer: UmpireViewer): SkirmishUmpireView;
export function projectSkirmish(state: SkirmishState, viewer: SideViewer): SkirmishSideView;
export function projectSkirmish(state: SkirmishState, viewer: Viewer): SkirmishUmpireView | SkirmishSideView;
export function projectSkirmish(state: SkirmishState, viewer: Viewer): SkirmishUmpireView | SkirmishSideView {
  return viewer.kind === 'umpire' ? projectUmpire(state) : projectSide(state, viewer);
}
