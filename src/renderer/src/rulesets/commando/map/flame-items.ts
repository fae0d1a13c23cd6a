/**
 * Section 17.0 Flamethrowers on the maps: what the umpire's master map and a
 * side's window draw of the flames their view holds (flame-view.ts, ruling
 * FL11). Each flame of this Game-Turn (a pattern, Diagram 5, or an exploding
 * flamethrower's radius) as an orange-red wash over the squares it covers,
 * outlined round its area; a burning man (Case 17.41) as a BURN badge on his
 * marker. A side's window draws only from its own projection (`flames`).
 */
import type { Square } from '@shared/map/map-model';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import { outlineEdges, type Edge } from './searchlight-items';

export type FlameItem = {
  readonly kind: 'flame';
  readonly square: Square;
  /** The flamethrower man whose flame this is. */
  readonly manId: string;
  readonly blast: boolean;
  /** Its sides on the flame's boundary. */
  readonly edges: readonly Edge[];
  readonly title: string;
};

/** The badge a burning man's marker carries (Case 17.41). */
export const BURN_BADGE = 'BURN';

type Flames = readonly { readonly kind: 'pattern' | 'blast'; readonly manId: string; readonly squares: readonly Square[] }[];

type FlameSource = Pick<UmpireView, 'kind' | 'flamethrowers'> | Pick<PlayerView, 'kind' | 'flames'>;

/** The flames a view holds: the umpire's every one of this Game-Turn; a side's only from its own projection, as its men saw them. */
export function flamesOf(view: FlameSource): Flames {
  return view.kind === 'umpire' ? (view.flamethrowers?.flames ?? []) : (view.flames?.flames ?? []);
}

/** The ids of the men a view knows to be burning (the same split). */
export function burningIds(view: FlameSource): ReadonlySet<string> {
  return new Set(view.kind === 'umpire' ? Object.keys(view.flamethrowers?.burning ?? {}) : (view.flames?.burning ?? []).map((b) => b.manId));
}

/** One item per square per flame, each outlined round its own flame's area. */
export function flameItems(flames: Flames): FlameItem[] {
  return flames.flatMap((f) =>
    outlineEdges(f.squares).map(({ square, edges }) => ({
      kind: 'flame' as const,
      square,
      manId: f.manId,
      blast: f.kind === 'blast',
      edges,
      title: f.kind === 'blast' ? `Flamethrower of ${f.manId} exploded this Game-Turn (Cases 17.32–17.33)` : `Flame of ${f.manId}'s flamethrower this Game-Turn (Section 17.0, Diagram 5)`,
    })),
  );
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The flame squares drawn, "man:ccrr" each (a blast's "man:ccrr:blast"), for the page (and its tests) to read without the canvas. */
export function flameLabels(items: readonly { readonly kind: string }[] | undefined): string {
  return (items ?? []).flatMap((it) => (it.kind === 'flame' ? [flameLabel(it as FlameItem)] : [])).join(' ');
}

function flameLabel(it: FlameItem): string {
  return `${it.manId}:${pad(it.square.col)}${pad(it.square.row)}${it.blast ? ':blast' : ''}`;
}
