/**
 * Section 33.0 Searchlights on the maps: what the umpire's master map and a
 * side's window draw of the searchlights their view holds (searchlight-view.ts,
 * ruling SL10). The beam's lit squares as a wash with an outline round the lit
 * area; each light as a marker on its square, with its facing as a short arrow
 * where the viewer knows it (never for an enemy light, which a side sees only
 * as a square), struck through once destroyed (Case 33.34).
 */
import type { Square } from '@shared/map/map-model';
import type { Compass } from '@shared/rulesets/commando/model/searchlight-state';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';

export type Edge = 'n' | 'e' | 's' | 'w';

export type SearchlightItem =
  /** A square a beam lights (Cases 33.21–33.25); `edges`: its sides on the lit area's boundary. */
  | { readonly kind: 'beam'; readonly square: Square; readonly edges: readonly Edge[]; readonly title: string }
  /** The searchlight on its roof square; `facing` only where the viewer knows it (Case 33.11). */
  | { readonly kind: 'searchlight'; readonly square: Square; readonly id: string; readonly facing?: Compass; readonly destroyed: boolean; readonly title: string };

const STEP: Readonly<Record<Compass, { readonly dc: number; readonly dr: number }>> = {
  N: { dc: 0, dr: -1 },
  NE: { dc: 1, dr: -1 },
  E: { dc: 1, dr: 0 },
  SE: { dc: 1, dr: 1 },
  S: { dc: 0, dr: 1 },
  SW: { dc: -1, dr: 1 },
  W: { dc: -1, dr: 0 },
  NW: { dc: -1, dr: -1 },
};

/** Each square's sides that are not shared with another square of the set: the outline of the area. */
export function outlineEdges(squares: readonly Square[]): { square: Square; edges: Edge[] }[] {
  const keys = new Set(squares.map((s) => `${s.col},${s.row}`));
  const out = (c: number, r: number): boolean => !keys.has(`${c},${r}`);
  return squares.map((square) => {
    const { col: c, row: r } = square;
    const edges = (['n', 'e', 's', 'w'] as const).filter((d) => (d === 'n' ? out(c, r - 1) : d === 's' ? out(c, r + 1) : d === 'e' ? out(c + 1, r) : out(c - 1, r)));
    return { square, edges };
  });
}

/**
 * The facing arrow, from the light's square centre toward `facing`, `length`
 * squares long (a diagonal as long as a straight one), in map pixels.
 */
export function facingArrow(centre: { x: number; y: number }, facing: Compass, length: number): [number, number, number, number] {
  const { dc, dr } = STEP[facing];
  const norm = Math.hypot(dc, dr);
  return [centre.x, centre.y, centre.x + (dc / norm) * length, centre.y + (dr / norm) * length];
}

const pad = (n: number): string => String(n).padStart(2, '0');
const where = (sq: Square): string => `${pad(sq.col)}${pad(sq.row)}`;

type UmpireLights = UmpireView['searchlights'];
type SideLights = PlayerView['searchlights'];

/** The umpire's: every beam whole, every light with its facing, its operator and whether it is destroyed. */
function umpireSearchlightItems(sl: NonNullable<UmpireLights>): SearchlightItem[] {
  const byKey = new Map<string, { square: Square; ids: string[] }>();
  for (const b of sl.beams) {
    for (const sq of b.lit) {
      const k = `${sq.col},${sq.row}`;
      const at = byKey.get(k) ?? { square: sq, ids: [] };
      at.ids.push(`${b.id} (${b.side})`);
      byKey.set(k, at);
    }
  }
  const titles = new Map([...byKey.entries()].map(([k, v]) => [k, v.ids.join(', ')]));
  const beams = outlineEdges([...byKey.values()].map((v) => v.square)).map(
    ({ square, edges }): SearchlightItem => ({ kind: 'beam', square, edges, title: `Lit by ${titles.get(`${square.col},${square.row}`)}: full sunlight (Case 33.24)` }),
  );
  const lights = sl.lights.map((l): SearchlightItem => {
    const state = l.destroyed ? `destroyed Turn ${l.destroyed.turn} (${l.destroyed.caseRef})` : l.operatorId ? `operated by ${l.operatorId}` : 'no operator: dark (Case 33.13)';
    return { kind: 'searchlight', square: l.square, id: l.id, facing: l.facing, destroyed: l.destroyed !== undefined, title: `Searchlight ${l.id} (${l.side}) in ${where(l.square)}, facing ${l.facing}; ${state}` };
  });
  return [...beams, ...lights];
}

/** A side's (ruling SL10): the lit squares its men see, its own lights whole, an enemy light it looks into as a square only. */
function sideSearchlightItems(sl: NonNullable<SideLights>): SearchlightItem[] {
  const own = new Map(sl.lit.map((l) => [`${l.square.col},${l.square.row}`, l.own]));
  const beams = outlineEdges(sl.lit.map((l) => l.square)).map(
    ({ square, edges }): SearchlightItem => ({
      kind: 'beam',
      square,
      edges,
      title: `Lit by ${own.get(`${square.col},${square.row}`) ? 'your own searchlight' : 'an enemy searchlight'}: full sunlight (Case 33.24)`,
    }),
  );
  const mine = sl.own.map((l): SearchlightItem => {
    const state = l.destroyed ? `destroyed (${l.destroyed.caseRef})` : l.operatorId ? 'manned' : 'no operator: dark (Case 33.13)';
    return { kind: 'searchlight', square: l.square, id: l.id, facing: l.facing, destroyed: l.destroyed !== undefined, title: `Your searchlight ${l.id} in ${where(l.square)}, facing ${l.facing}; ${state}` };
  });
  const enemy = sl.enemySeen.map(
    (e): SearchlightItem => ({ kind: 'searchlight', square: e.square, id: e.id, destroyed: false, title: `Enemy searchlight in ${where(e.square)}: your men stand in its light (Case 33.32)` }),
  );
  return [...beams, ...mine, ...enemy];
}

/** The beams first (a wash under everything else), then the lights. */
export function searchlightItems(sl: UmpireLights | SideLights): SearchlightItem[] {
  if (!sl) return [];
  return 'beams' in sl ? umpireSearchlightItems(sl) : sideSearchlightItems(sl);
}

/** The lights drawn, for the page (and its tests) to read without the canvas: "id:facing" ("?" unknown), ":destroyed"; then the lit squares' count. */
export function searchlightLabels(items: readonly { readonly kind: string }[] | undefined): string {
  const all = (items ?? []).filter((it): it is SearchlightItem => it.kind === 'searchlight' || it.kind === 'beam');
  const lights = all.flatMap((it) => (it.kind === 'searchlight' ? [`${it.id}:${it.facing ?? '?'}${it.destroyed ? ':destroyed' : ''}`] : []));
  const lit = all.filter((it) => it.kind === 'beam').length;
  return [...lights, ...(lit > 0 ? [`lit:${lit}`] : [])].join(' ');
}
