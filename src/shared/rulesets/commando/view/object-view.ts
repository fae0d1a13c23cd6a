/**
 * Scenario objects (Entebbe's hostage groups, Case 39.43; later a prisoner or
 * a train) as each viewer may see them. The umpire sees every object whole;
 * a side sees an object only as ruling SV1 (docs/rulings/scenarios.md) allows:
 *
 * - the side that set it up (the defender, Case 38.41; Case 39.43: "set up by
 *   the Ugandan Player") knows it where it put it, until the Enemy moves it;
 * - the side that moves it (only a commando side does, Case 39.43) knows it
 *   from the first move on;
 * - otherwise a side sees it while one of its live men is in or next to its
 *   area, or inside the same building (Case 39.43: the Israelis learn where
 *   the hostages are by entering the terminal);
 * - a train on the map (Case 42.43) is in the open: every side sees its
 *   squares (lead first), never who rides it;
 * - in a scenario without Modes (Case 42.43) the side that sets up men in
 *   Zones sets up the objects too, and sees them as a defender does (ruling SV2);
 * - a hidden object (the Arabs' rail mine, Case 42.43) is never seen by the
 *   enemy by standing beside it; everyone sees it once it has gone off.
 *
 * A window narrowed to one man shows an object only by that man's own eyes.
 */
import type { Square } from '../../../map/map-model';
import type { ScenarioObject } from '../model/scenario-state';
import type { GameState, ManState } from '../model/state';
import { canAct } from '../model/state';
import { MINE_KIND, TRAIN_KIND } from '../model/scenario-objects';

export interface UmpireObjectView {
  readonly id: string;
  readonly kind: string;
  /** The north-west square of its area; absent before set-up or after exit. */
  readonly square?: Square;
  /** Squares on a side (a hostage group is 2×2 until it first moves, ruling PS10). */
  readonly size: number;
  readonly area: readonly Square[];
  /** An object longer than one square, lead first (the train, Case 42.43). */
  readonly squares?: readonly Square[];
  /** Its Task Points a Game-Turn (Case 39.43: 30), and those spent this Game-Turn. */
  readonly taskPoints?: number;
  readonly spentThisTurn: number;
  readonly exited?: ScenarioObject['exited'];
}

/** Why a side sees an object (ruling SV1). */
export type ObjectSight = 'set-up' | 'moved' | 'beside' | 'building' | 'open' | 'went-off';

export interface SideObjectView {
  readonly id: string;
  readonly kind: string;
  readonly square?: Square;
  readonly size: number;
  readonly area: readonly Square[];
  /** An object longer than one square, lead first (the train, Case 42.43). */
  readonly squares?: readonly Square[];
  readonly seen: ObjectSight;
  /** Only for the side that moves it: its Task Points and those spent this Game-Turn (Case 39.43). */
  readonly taskPoints?: number;
  readonly spentThisTurn?: number;
  /** Only for the side that moved it off the map. */
  readonly exited?: ScenarioObject['exited'];
}

/** The squares of an object's area: its own list (a train, Case 42.43), or `size`×`size` from its north-west square. */
export function objectArea(o: Pick<ScenarioObject, 'square' | 'size' | 'squares'>): Square[] {
  if (!o.square) return [];
  if (o.squares) return [...o.squares];
  const out: Square[] = [];
  for (let dc = 0; dc < o.size; dc++) for (let dr = 0; dr < o.size; dr++) out.push({ col: o.square.col + dc, row: o.square.row + dr });
  return out;
}

const spentNow = (state: GameState, o: ScenarioObject): number => (o.spentTurn === state.turn ? o.spent : 0);

/** An object has been moved once its Task Points were first spent (evolve-scenario.ts `object-moved`). */
const wasMoved = (o: ScenarioObject): boolean => o.spentTurn > 0 || o.exited !== undefined;

export function umpireObjects(state: GameState): UmpireObjectView[] {
  return Object.values(state.scenario?.objects ?? {}).map((o) => ({
    id: o.id,
    kind: o.kind,
    ...(o.square ? { square: o.square } : {}),
    size: o.size,
    area: objectArea(o),
    ...leadFirst(o),
    ...(o.taskPoints !== undefined ? { taskPoints: o.taskPoints } : {}),
    spentThisTurn: spentNow(state, o),
    ...(o.exited ? { exited: o.exited } : {}),
  }));
}

const leadFirst = (o: ScenarioObject): { squares?: readonly Square[] } => (o.square && o.squares && o.squares.length > 0 ? { squares: [...o.squares] } : {});

/** Hidden objects (ruling SV2): an enemy does not find them by standing beside them. */
const HIDDEN_KINDS: ReadonlySet<string> = new Set([MINE_KIND]);

/** Case 42.43: the mine has gone off once a train stopped for the mine in its square. */
function wentOff(state: GameState, o: ScenarioObject): boolean {
  if (o.kind !== MINE_KIND || !o.square) return false;
  return Object.values(state.scenario?.objects ?? {}).some((t) => t.kind === TRAIN_KIND && t.train?.stopped?.reason === 'mine' && t.square !== undefined && same(t.square, o.square!));
}

/**
 * Does this side set up the scenario's objects (ruling SV2)? The defender does
 * (Case 38.41); without Modes (Case 42.43) the side that sets up men in Zones
 * at set-up (Hejaz: the Arabs, Case 42.6), not the side that enters (the Turks
 * aboard the train, Case 42.7).
 */
export function setsUpObjects(state: GameState, side: string): boolean {
  const mode = state.sides.find((s) => s.id === side)?.mode;
  if (mode === 'defending') return true;
  if (mode !== 'none') return false;
  return (state.scenario?.deployment ?? []).some((d) => d.side === side && (d.zones.length > 0 || d.groups.length > 0));
}

const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;
const beside = (a: Square, area: readonly Square[]): boolean => area.some((s) => Math.max(Math.abs(s.col - a.col), Math.abs(s.row - a.row)) <= 1);

/**
 * The objects side `side` may see (ruling SV1). `eyes` are the men whose sight
 * counts: the whole side, or the one man a window is narrowed to (then the
 * side's own set-up and moves do not count: only what he sees).
 */
export function sideObjects(state: GameState, side: string, eyes: readonly ManState[], narrowed: boolean): SideObjectView[] {
  const mode = state.sides.find((s) => s.id === side)?.mode;
  const setter = setsUpObjects(state, side);
  const seeing = eyes.filter((m) => m.square && canAct(m) && !m.exited);
  const out: SideObjectView[] = [];
  for (const o of Object.values(state.scenario?.objects ?? {})) {
    const moved = wasMoved(o);
    const mover = mode === 'commando' && moved;
    const area = objectArea(o);
    let seen: ObjectSight | undefined;
    if (!narrowed && mover) seen = 'moved';
    else if (!o.square) seen = undefined;
    else if (o.train) seen = 'open';
    else if (!narrowed && setter && !moved) seen = 'set-up';
    else if (wentOff(state, o)) seen = 'went-off';
    else if (HIDDEN_KINDS.has(o.kind) && !setter) seen = undefined;
    else if (seeing.some((m) => beside(m.square!, area))) seen = 'beside';
    else if (seeing.some((m) => inSameBuilding(state, m.square!, area))) seen = 'building';
    if (!seen) continue;
    out.push({
      id: o.id,
      kind: o.kind,
      ...(o.square ? { square: o.square } : {}),
      size: o.size,
      area,
      ...leadFirst(o),
      seen,
      ...(mover && o.taskPoints !== undefined ? { taskPoints: o.taskPoints } : {}),
      ...(mover ? { spentThisTurn: spentNow(state, o) } : {}),
      ...(mover && o.exited ? { exited: o.exited } : {}),
    });
  }
  return out;
}

function inSameBuilding(state: GameState, at: Square, area: readonly Square[]): boolean {
  return state.map.structures.some((b) => b.squares.some((s) => same(s, at)) && area.some((a) => b.squares.some((s) => same(s, a))));
}
