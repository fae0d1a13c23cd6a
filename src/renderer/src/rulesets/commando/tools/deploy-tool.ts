import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { SideSetup } from '@shared/rulesets/commando/view/setup-view';
import type { ManState } from '@shared/rulesets/commando/model/state';
import type { MapEdge, Square } from '@shared/map/map-model';
import { actingManId, manAt, NO_OVERLAY, type Overlay, type ToolContext, type ToolState, type ToolStep } from './tool';
import type { DeployPreview } from './previews';
import { mineBack, mineClick, mineHint, minePreview, mineStage, type MineDraft, type MinePlacement } from './mine-tool';

/**
 * Deploy / place: in set-up, the defender's men go to their Zones in secret
 * (`setup/deploy`, Cases 38.41–38.43), a sentry with the route he walks
 * (Cases 38.45–38.48), and the scenario's objects to their squares
 * (`setup/place-object`, Case 39.43); in play, a man waiting off the map
 * enters on an entry square as his first task (`entry/enter`, Cases
 * 38.51–38.54). The tool picks the selected man when he is one of those,
 * else the first man still to set up, else the acting man waiting to enter.
 * The host checks the Zone counts, routes and entry squares and answers with
 * the Case.
 *
 * A sentry route is laid square by square after the man's own square: each
 * click adds a square, `undoRoutePoint` takes the last one back, and clicking
 * the first square again (or `confirmRoute`) sends the route. A route is a
 * loop: the sentry walks from the last square back to the first (Case 38.45),
 * so a back-and-forth beat is laid out and back (A, B, C, B).
 */
export interface RouteDraft {
  readonly manId: string;
  /** The man's square first, then the route in walking order. */
  readonly points: readonly Square[];
  /** Sent to the host; kept (and drawn) until the man stands there as a sentry, so a refused route can be mended. */
  readonly sent?: boolean;
}

/** What the deploy tool is doing: placing men, laying a route, or placing an object. */
export interface DeployOptions {
  /** Lay a sentry route after the man's square (Case 38.45). */
  readonly sentry?: boolean;
  readonly draft?: RouteDraft;
  /** Placing this scenario object (Case 39.43) instead of a man. */
  readonly objectId?: string;
  /** Laying a mine (Section 22.0 Procedure) instead of a man: mine-tool.ts. */
  readonly mine?: MineDraft;
  /** Why the last mine click did nothing (a claymore's facing or trigger square, Cases 22.31–22.35). */
  readonly mineError?: string;
}

export interface DeployToolState extends ToolState {
  readonly tool: 'deploy';
  readonly options: DeployOptions;
}

const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;
const adjacent = (a: Square, b: Square): boolean => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) === 1;

export function isDeployTool(t: ToolState): t is DeployToolState {
  return t.tool === 'deploy' && 'options' in t;
}

/** Men still to be set up: off the map, not waiting to enter, never exited, alive (Case 38.41). */
export function menToDeploy(view: UmpireView): ManState[] {
  return view.men.filter((m) => !m.square && !m.awaitingEntry && !m.exited && m.condition !== 'dead');
}

/** A side's window as the tool's context: its own men and its own set-up instructions (Case 38.4), nothing else. */
export function sideToolView(view: PlayerView): UmpireView {
  return {
    kind: 'umpire',
    ruleset: 'commando',
    gameId: '',
    scenarioName: view.scenarioName,
    turn: view.turn,
    phase: view.phase,
    map: view.map,
    sides: [view.side],
    men: view.ownMen,
    knowledge: {},
    ...(view.setup ? { setup: { started: false, sides: [view.setup], sentryRoutes: [] } } : {}),
    version: view.version,
  };
}

function edgeSquares(view: UmpireView, edges: readonly MapEdge[]): Square[] {
  const { width, height } = view.map;
  const out: Square[] = [];
  const add = (sq: Square) => {
    if (!out.some((q) => same(q, sq))) out.push(sq);
  };
  for (const e of edges) {
    if (e === 'north') for (let c = 1; c <= width; c++) add({ col: c, row: 1 });
    if (e === 'south') for (let c = 1; c <= width; c++) add({ col: c, row: height });
    if (e === 'west') for (let r = 1; r <= height; r++) add({ col: 1, row: r });
    if (e === 'east') for (let r = 1; r <= height; r++) add({ col: width, row: r });
  }
  return out;
}

const setupOf = (view: UmpireView, side: string): SideSetup | undefined => view.setup?.sides.find((s) => s.side === side);

/** The man the tool places now, and how. */
export function deployTarget(ctx: ToolContext): { man: ManState; mode: 'setup' | 'entry' } | undefined {
  const { view } = ctx;
  const selected = view.men.find((m) => m.id === ctx.selectedManId);
  const acting = view.men.find((m) => m.id === view.sequence?.active?.manId);
  if (acting && !acting.square && acting.awaitingEntry) return { man: acting, mode: 'entry' };
  const waiting = menToDeploy(view);
  const settingUp = waiting.length > 0 || (view.legal?.commands ?? []).some((c) => c.type === 'setup/start') || view.setup?.started === false;
  if (!settingUp) return undefined;
  // A selected man still to set up, or one set up already (re-placed before setup/start).
  if (selected && !selected.awaitingEntry && (waiting.includes(selected) || selected.square)) return { man: selected, mode: 'setup' };
  return waiting[0] ? { man: waiting[0], mode: 'setup' } : undefined;
}

/** The squares of the Zones the man's side sets up in (all the map's Zones when the view does not say), with their labels. */
function zoneSquares(view: UmpireView, side: string): { squares: Square[]; zones: DeployPreview['zones'] } {
  const setup = setupOf(view, side);
  const counted = new Map<number, string>();
  if (setup) {
    for (const z of setup.zones) counted.set(z.zone, `Zone ${z.zone} · ${z.placed}/${z.men}`);
    for (const g of setup.groups) for (const z of g.zones) counted.set(z, `Zone ${z} · Zones ${g.zones.join('+')} ${g.placed}/${g.men}`);
  }
  const zones = view.map.zones.filter((z) => !setup || counted.has(z.id));
  return {
    squares: zones.flatMap((z) => z.squares),
    zones: zones.flatMap((z) => (z.squares[0] ? [{ id: z.id, at: z.squares[0], ...(counted.has(z.id) ? { text: counted.get(z.id)! } : {}) }] : [])),
  };
}

/** The first square of a draft that does not follow on from the one before (the loop closes back to the first). */
export function routeBreak(points: readonly Square[]): Square | undefined {
  for (let i = 1; i < points.length; i++) if (!adjacent(points[i - 1]!, points[i]!)) return points[i];
  return undefined;
}

/** A draft is settled once the man stands on its first square as a sentry: the host took it. */
function settled(ctx: ToolContext, draft: RouteDraft | undefined): boolean {
  if (!draft?.sent) return false;
  const man = ctx.view.men.find((m) => m.id === draft.manId);
  const sentry = setupOf(ctx.view, man?.side ?? '')?.sentries.includes(draft.manId) ?? false;
  return !!man?.square && same(man.square, draft.points[0]!) && sentry;
}

/** The scenario objects still to be placed (Case 39.43), umpire view only. */
export function objectsToPlace(view: UmpireView): { id: string; kind: string; size: number }[] {
  return (view.objects ?? []).filter((o) => !o.square && !o.exited).map((o) => ({ id: o.id, kind: o.kind, size: o.size }));
}

function objectArea(at: Square, size: number): Square[] {
  const out: Square[] = [];
  for (let dc = 0; dc < size; dc++) for (let dr = 0; dr < size; dr++) out.push({ col: at.col + dc, row: at.row + dr });
  return out;
}

export function deployPreview(ctx: ToolContext, hover: Square | undefined, options: DeployOptions = {}): DeployPreview | undefined {
  const { view } = ctx;
  if (options.mine) {
    const mine = minePreview(options.mine, hover);
    return { mode: 'mine', manId: '', label: options.mine.type, squares: [], zones: [], ...(hover ? { hover, allowed: mine.allowed ?? true } : {}), caseRef: mine.caseRef, mine };
  }
  if (options.objectId) {
    const o = (view.objects ?? []).find((x) => x.id === options.objectId);
    if (!o) return undefined;
    return { mode: 'object', manId: o.id, label: o.id, squares: [], zones: [], ...(hover ? { hover, allowed: true, area: objectArea(hover, o.size) } : {}), caseRef: 'Case 39.43' };
  }
  const draft = settled(ctx, options.draft) ? undefined : options.draft;
  const t = draft ? { man: view.men.find((m) => m.id === draft.manId), mode: 'setup' as const } : deployTarget(ctx);
  if (!t?.man) return undefined;
  const label = `${t.man.id} ${t.man.name}`;
  if (t.mode === 'entry') {
    const squares = edgeSquares(view, view.map.entryEdges.length > 0 ? view.map.entryEdges : ['north', 'east', 'south', 'west']);
    return { mode: 'entry', manId: t.man.id, label, squares, zones: [], ...(hover ? { hover, allowed: squares.some((q) => same(q, hover)) } : {}), caseRef: 'Case 38.51' };
  }
  const { squares, zones } = zoneSquares(view, t.man.side);
  const broken = draft ? routeBreak(draft.points) : undefined;
  const route = draft ? { route: { points: draft.points, ...(broken ? { broken } : {}) } } : {};
  // A route may run into the Zones next to his own (Case 38.46): the host checks those; the preview checks the steps.
  const hoverAllowed = (sq: Square) => (draft ? adjacent(draft.points.at(-1)!, sq) : squares.some((q) => same(q, sq)));
  return {
    mode: 'setup',
    manId: t.man.id,
    label: draft ? `${label}: route of ${draft.points.length} square${draft.points.length === 1 ? '' : 's'}` : label,
    squares,
    zones,
    ...(hover ? { hover, allowed: hoverAllowed(hover) } : {}),
    caseRef: draft || options.sentry ? 'Case 38.45' : 'Case 38.43',
    ...route,
  };
}

/** The route command for a draft of at least two squares. */
function routeCommand(draft: RouteDraft): ToolStep['command'] {
  return { type: 'setup/deploy', manId: draft.manId, square: draft.points[0]!, sentryRoute: [...draft.points] };
}

/** The `setup/place-mine` command for a complete mine (Section 22.0). */
export function placeMineCommand(p: MinePlacement): NonNullable<ToolStep['command']> {
  return { type: 'setup/place-mine', ...p };
}

export function deployTool(hover: Square | undefined, options: DeployOptions = {}): DeployToolState {
  const hint = options.mine
    ? (options.mineError ?? mineHint(options.mine))
    : options.objectId
    ? `Place ${options.objectId} (Case 39.43): click the square for its north-west corner.`
    : options.sentry
      ? options.draft && !options.draft.sent
        ? 'Sentry route (Case 38.45): click the next square of his beat; click his first square again (or Confirm) to close the loop; Undo takes back the last square.'
        : "Sentry (Cases 38.45–38.48): click the man's square, then lay his route square by square."
      : 'Deploy (Case 38.41): click a Zone square to set up the next man (select a man first to choose him); a man waiting to enter goes to an entry square (Case 38.51).';
  return {
    tool: 'deploy',
    options,
    name: options.mine ? 'mine' : options.objectId ? 'object' : options.draft && !options.draft.sent ? 'route' : hover ? 'placing' : 'idle',
    hint,
    pointerMove: (sq) => deployTool(sq, options),
    click(sq: Square, ctx: ToolContext): ToolStep {
      if (options.mine) {
        const step = mineClick(options.mine, sq);
        const next = deployTool(sq, { sentry: options.sentry ?? false, mine: step.draft, ...(step.error ? { mineError: step.error } : {}) });
        return step.placement ? { state: next, command: placeMineCommand(step.placement) } : { state: next };
      }
      if (options.objectId) return { state: deployTool(undefined, { sentry: options.sentry ?? false }), command: { type: 'setup/place-object', objectId: options.objectId, square: sq } };
      const draft = settled(ctx, options.draft) ? undefined : options.draft;
      if (draft && !draft.sent) {
        const last = draft.points.at(-1)!;
        if (same(last, sq)) return { state: deployTool(sq, { ...options, draft }) };
        // Back on the first square: the loop is closed and the route goes to the host.
        if (same(draft.points[0]!, sq) && draft.points.length >= 2) {
          const sent = { ...draft, sent: true };
          return { state: deployTool(sq, { ...options, draft: sent }), command: routeCommand(draft) };
        }
        return { state: deployTool(sq, { ...options, draft: { ...draft, points: [...draft.points, sq] } }) };
      }
      const t = deployTarget(ctx);
      if (!t) return { state: deployTool(sq, { sentry: options.sentry ?? false }) };
      const there = manAt(ctx.view, sq);
      // In set-up, clicking a man of the same side selects him, to re-place him before set-up ends.
      if (t.mode === 'setup' && there && there !== t.man.id && ctx.view.men.find((m) => m.id === there)?.side === t.man.side) return { state: deployTool(sq, { sentry: options.sentry ?? false }), select: there };
      if (t.mode === 'entry') return { state: deployTool(undefined, options), command: { type: 'entry/enter', manId: t.man.id, square: sq } };
      if (options.sentry) return { state: deployTool(sq, { sentry: true, draft: { manId: t.man.id, points: [sq] } }) };
      // The next man still to set up becomes the selected one, so clicks go on down the roster.
      const next = menToDeploy(ctx.view).find((m) => m.id !== t.man.id);
      return { state: deployTool(undefined, options), command: { type: 'setup/deploy', manId: t.man.id, square: sq }, ...(next ? { select: next.id } : {}) };
    },
    cancel: () =>
      // Escape on a claymore half laid takes back its last choice; else it leaves mine laying.
      options.mine && mineStage(options.mine) !== 'square'
        ? deployTool(undefined, { sentry: options.sentry ?? false, mine: mineBack(options.mine) })
        : deployTool(undefined, options.draft && !options.draft.sent ? { sentry: options.sentry ?? false } : {}),
    overlay(ctx): Overlay {
      const preview = deployPreview(ctx, hover, options);
      return preview ? { kind: 'deploy', preview } : NO_OVERLAY;
    },
  };
}

/** Turns sentry routes on or off (a draft is dropped). */
export function withSentry(sentry: boolean): DeployToolState {
  return deployTool(undefined, { sentry });
}

/** Places a scenario object next (Case 39.43), or stops placing one. */
export function placingObject(t: DeployToolState, objectId: string | undefined): DeployToolState {
  return deployTool(undefined, { sentry: t.options.sentry ?? false, ...(objectId ? { objectId } : {}) });
}

/** Lays mines of a type next (Section 22.0), or (undefined) goes back to placing men. */
export function layingMine(t: DeployToolState, mine: MineDraft | undefined): DeployToolState {
  return deployTool(undefined, { sentry: t.options.sentry ?? false, ...(mine ? { mine } : {}) });
}

/** Takes back the last square of the route; taking back the man's own square drops the draft. */
export function undoRoutePoint(t: DeployToolState): DeployToolState {
  const d = t.options.draft;
  if (!d) return t;
  const points = d.points.slice(0, -1);
  return deployTool(undefined, points.length === 0 ? { sentry: true } : { sentry: true, draft: { manId: d.manId, points } });
}

/** Sends the route as it stands (at least two squares: the man's and one more, Case 38.45). */
export function confirmRoute(t: DeployToolState): ToolStep {
  const d = t.options.draft;
  if (!d || d.points.length < 2) return { state: t };
  return { state: deployTool(undefined, { sentry: true, draft: { ...d, sent: true } }), command: routeCommand(d) };
}

/** The draft being laid (not yet sent, or sent and not yet taken), for the panel. */
export function routeDraft(t: ToolState, ctx: ToolContext): RouteDraft | undefined {
  if (!isDeployTool(t)) return undefined;
  return settled(ctx, t.options.draft) ? undefined : t.options.draft;
}

/** The Zones of a side that still take men (Case 38.43), e.g. "Zone 2 (1 more), Zones 3+4 (2 more)"; "Zone 6" takes none and is not named. */
export function zonesStillTaking(setup: SideSetup | undefined): string[] {
  if (!setup) return [];
  return [
    ...setup.zones.filter((z) => z.placed < z.men).map((z) => `Zone ${z.zone} (${z.men - z.placed} more)`),
    ...setup.groups.filter((g) => g.placed < g.men).map((g) => `Zones ${g.zones.join('+')} (${g.men - g.placed} more)`),
  ];
}

/**
 * The status line for the panel: always the man the next click places, and
 * where; once every man is set up, that set-up can end (Case 38.41).
 */
export function deployStatus(ctx: ToolContext): string {
  const t = deployTarget(ctx);
  if (!t) return actingManId(ctx) ? 'Nobody to place: the acting man is on the map.' : 'Nobody left to set up or to enter.';
  if (t.mode === 'entry') return `Entering: ${t.man.id} ${t.man.name} — click an entry square with the Deploy or the Move tool (Cases 38.51–38.54).`;
  const left = menToDeploy(ctx.view).length;
  const placed = !!t.man.square;
  const sideLeft = menToDeploy(ctx.view).filter((m) => m.side === t.man.side).length;
  if (placed && sideLeft === 0) {
    return left === 0
      ? `Every man is set up (Case 38.41): press "Set-up done: begin Game-Turn 1", or click a square to move ${t.man.id} ${t.man.name} again.`
      : `All of ${ctx.view.sides.find((x) => x.id === t.man.side)?.name ?? t.man.side} are set up; ${left} of the other side still to set up (Case 38.41). A click moves ${t.man.id} ${t.man.name} again.`;
  }
  const zones = zonesStillTaking(setupOf(ctx.view, t.man.side));
  const where = zones.length > 0 ? `click a square of ${zones.join(', ')}` : "click a square of his side's Zones";
  return placed
    ? `Moving ${t.man.id} ${t.man.name} (set up already; ${left} still to set up) — click another square of his side's Zones (Case 38.43).`
    : `Next to set up: ${t.man.id} ${t.man.name} (${left} still to set up) — ${where} (Case 38.43).`;
}
