import type { UmpireView } from '@shared/game/view';
import type { ManState } from '@shared/game/state';
import type { MapEdge, Square } from '@shared/map/map-model';
import { actingManId, manAt, NO_OVERLAY, type Overlay, type ToolContext, type ToolState, type ToolStep } from './tool';

/**
 * Deploy / place: in set-up, the defender's men go to their Zones in secret
 * (`setup/deploy`, Cases 38.41–38.43); in play, a man waiting off the map
 * enters on an entry square as his first task (`entry/enter`, Cases
 * 38.51–38.54). The tool picks the selected man when he is one of those,
 * else the first man still to set up, else the acting man waiting to enter.
 * The host checks the Zone counts and entry squares and answers with the Case.
 */
export interface DeployPreview {
  readonly mode: 'setup' | 'entry';
  readonly manId: string;
  readonly label: string;
  /** Where he may go: the map's Zones (set-up) or the entry edges' squares (entry). */
  readonly squares: readonly Square[];
  /** Zone ids by square key `col,row` (set-up only), for the labels. */
  readonly zones: readonly { readonly id: number; readonly at: Square }[];
  readonly hover?: Square;
  readonly allowed?: boolean;
  readonly caseRef: string;
}

const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;

/** Men still to be set up: off the map, not waiting to enter, never exited, alive (Case 38.41). */
export function menToDeploy(view: UmpireView): ManState[] {
  return view.men.filter((m) => !m.square && !m.awaitingEntry && !m.exited && m.condition !== 'dead');
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

/** The man the tool places now, and how. */
export function deployTarget(ctx: ToolContext): { man: ManState; mode: 'setup' | 'entry' } | undefined {
  const { view } = ctx;
  const selected = view.men.find((m) => m.id === ctx.selectedManId);
  const acting = view.men.find((m) => m.id === view.sequence?.active?.manId);
  if (acting && !acting.square && acting.awaitingEntry) return { man: acting, mode: 'entry' };
  const waiting = menToDeploy(view);
  const settingUp = waiting.length > 0 || (view.legal?.commands ?? []).some((c) => c.type === 'setup/start');
  if (!settingUp) return undefined;
  // A selected man still to set up, or one set up already (re-placed before setup/start).
  if (selected && !selected.awaitingEntry && (waiting.includes(selected) || selected.square)) return { man: selected, mode: 'setup' };
  return waiting[0] ? { man: waiting[0], mode: 'setup' } : undefined;
}

export function deployPreview(ctx: ToolContext, hover: Square | undefined): DeployPreview | undefined {
  const t = deployTarget(ctx);
  if (!t) return undefined;
  const { view } = ctx;
  const label = `${t.man.id} ${t.man.name}`;
  if (t.mode === 'entry') {
    const squares = edgeSquares(view, view.map.entryEdges.length > 0 ? view.map.entryEdges : ['north', 'east', 'south', 'west']);
    return { mode: 'entry', manId: t.man.id, label, squares, zones: [], ...(hover ? { hover, allowed: squares.some((q) => same(q, hover)) } : {}), caseRef: 'Case 38.51' };
  }
  const squares = view.map.zones.flatMap((z) => z.squares);
  const zones = view.map.zones.flatMap((z) => (z.squares[0] ? [{ id: z.id, at: z.squares[0] }] : []));
  return { mode: 'setup', manId: t.man.id, label, squares, zones, ...(hover ? { hover, allowed: squares.some((q) => same(q, hover)) } : {}), caseRef: 'Case 38.43' };
}

export function deployTool(hover: Square | undefined): ToolState {
  return {
    tool: 'deploy',
    name: hover ? 'placing' : 'idle',
    hint: 'Deploy (Case 38.41): click a Zone square to set up the next man (select a man first to choose him); a man waiting to enter goes to an entry square (Case 38.51).',
    pointerMove: (sq) => deployTool(sq),
    click(sq: Square, ctx: ToolContext): ToolStep {
      const t = deployTarget(ctx);
      if (!t) return { state: deployTool(sq) };
      const there = manAt(ctx.view, sq);
      // In set-up, clicking a man of the same side selects him, to re-place him before set-up ends.
      if (t.mode === 'setup' && there && there !== t.man.id && ctx.view.men.find((m) => m.id === there)?.side === t.man.side) return { state: deployTool(sq), select: there };
      if (t.mode === 'entry') return { state: deployTool(undefined), command: { type: 'entry/enter', manId: t.man.id, square: sq } };
      // The next man still to set up becomes the selected one, so clicks go on down the roster.
      const next = menToDeploy(ctx.view).find((m) => m.id !== t.man.id);
      return { state: deployTool(undefined), command: { type: 'setup/deploy', manId: t.man.id, square: sq }, ...(next ? { select: next.id } : {}) };
    },
    cancel: () => deployTool(undefined),
    overlay(ctx): Overlay {
      const preview = deployPreview(ctx, hover);
      return preview ? { kind: 'deploy', preview } : NO_OVERLAY;
    },
  };
}

/** The status line for the panel. */
export function deployStatus(ctx: ToolContext): string {
  const t = deployTarget(ctx);
  if (!t) return actingManId(ctx) ? 'Nobody to place: the acting man is on the map.' : 'Nobody left to set up or to enter.';
  const left = menToDeploy(ctx.view).length;
  return t.mode === 'entry'
    ? `Entering: ${t.man.id} ${t.man.name} — click an entry square (Cases 38.51–38.54).`
    : `Setting up: ${t.man.id} ${t.man.name}${left > 0 ? ` (${left} still to set up)` : ''} — click a square of his side's Zones (Case 38.43).`;
}

