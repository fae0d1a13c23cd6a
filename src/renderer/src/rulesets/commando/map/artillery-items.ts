/**
 * Section 28.0 Artillery and Mortar Fire on the maps: what the umpire's master
 * map and a side's window draw of the barrages and shells their view holds
 * (view/artillery-view.ts, ruling AR7).
 *
 * - A barrage: each target square still to be fired at — a planned round's
 *   square with its Game-Turns (Case 28.12), a piece's target square with its
 *   Game-Turns of forward observation (Cases 28.22–28.24) — as a crosshair ring
 *   labelled with the turns.
 * - A shell of the latest Bookkeeping Phase (this Game-Turn's, or the last
 *   one's until the next lands, Case 28.31): a burst where it came down and,
 *   when it scattered and the view knows where it was aimed, a dashed line from
 *   the target square (Cases 28.13, 28.32).
 *
 * The umpire draws every one. A side's window draws only from its own
 * projection: its own plans and pieces, its own shells' targets, and a landing
 * its men saw. Whatever rides on a side's view in the umpire's shape — an
 * Enemy plan or piece, an impact carrying `seenBy` — is never drawn there.
 */
import type { Square } from '@shared/map/map-model';
import { sameSquare } from '@shared/map/map-model';
import type { ShellRound } from '@shared/rulesets/commando/model/artillery-state';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';

export type ArtilleryItem =
  | {
      readonly kind: 'barrage';
      readonly square: Square;
      /** "P" planned fire, "G" a piece's target. */
      readonly source: 'P' | 'G';
      /** The side whose barrage it is (the umpire's map names it; a side's is its own). */
      readonly side: string;
      /** Short label under the ring: "T2,3,4" (planned) or "G1 obs 2" (a piece). */
      readonly label: string;
      readonly title: string;
    }
  | {
      readonly kind: 'impact';
      readonly square: Square;
      readonly side: string;
      /** Case 28.4: HE, SM (smoke), IL (illumination). */
      readonly letter: string;
      /** Where it was aimed, when the view knows it and the shell scattered. */
      readonly from?: Square;
      readonly hit?: boolean;
      readonly title: string;
    };

const ROUND_LETTER: Readonly<Record<ShellRound, string>> = { 'high-explosive': 'HE', smoke: 'SM', illumination: 'IL' };
const ROUND_NAME: Readonly<Record<ShellRound, string>> = { 'high-explosive': 'high explosive', smoke: 'smoke', illumination: 'illumination' };
const pad = (n: number): string => String(n).padStart(2, '0');
const code = (q: Square): string => `${pad(q.col)}${pad(q.row)}`;

interface Plan {
  readonly side: string;
  readonly turn: number;
  readonly square: Square;
  readonly round: ShellRound;
}
interface Gun {
  readonly id: string;
  readonly side: string;
  readonly target?: Square;
  readonly readyTurn: number;
  readonly observedTurns: number;
}
interface Impact {
  readonly id: string;
  readonly side: string;
  readonly turn: number;
  readonly round: ShellRound;
  readonly target?: Square;
  readonly landing?: Square;
  readonly hit?: boolean;
}

type ArtillerySource = Pick<UmpireView, 'kind' | 'turn' | 'artillery'> | (Pick<PlayerView, 'kind' | 'turn' | 'artillery'> & { readonly side: { readonly id: string } });

/** What a view holds to draw, the umpire's whole, a side's screened again by its own side (never an umpire-shaped entry). */
function holdings(view: ArtillerySource): { plans: readonly Plan[]; guns: readonly Gun[]; impacts: readonly Impact[] } {
  const a = view.artillery;
  if (!a) return { plans: [], guns: [], impacts: [] };
  const plans = Array.isArray(a.plans) ? (a.plans as readonly Plan[]) : [];
  const guns = Array.isArray(a.guns) ? (a.guns as readonly Gun[]) : [];
  const impacts = Array.isArray(a.impacts) ? (a.impacts as readonly Impact[]) : [];
  if (view.kind === 'umpire') return { plans, guns, impacts };
  const own = 'side' in view ? view.side.id : undefined;
  return {
    plans: plans.filter((p) => p.side === own),
    guns: guns.filter((g) => g.side === own),
    // Ruling AR7: a side's impact carries no `seenBy`; one that does is the umpire's and is not drawn. An Enemy shell never shows its aim.
    impacts: impacts.filter((i) => !('seenBy' in i)).map((i) => (i.side === own ? i : { ...i, target: undefined })),
  };
}

/** The barrages and the latest shells a view holds, as map items. */
export function artilleryItems(view: ArtillerySource): ArtilleryItem[] {
  const { plans, guns, impacts } = holdings(view);
  const out: ArtilleryItem[] = [];
  // Case 28.12: the rounds still to come, one ring per side and square, its Game-Turns in order.
  const ahead = plans.filter((p) => p.turn >= view.turn);
  const keys = [...new Set(ahead.map((p) => `${p.side}|${code(p.square)}`))];
  for (const key of keys) {
    const group = ahead.filter((p) => `${p.side}|${code(p.square)}` === key).sort((a, b) => a.turn - b.turn);
    const first = group[0]!;
    const turns = group.map((p) => p.turn).join(',');
    out.push({
      kind: 'barrage',
      square: first.square,
      source: 'P',
      side: first.side,
      label: `T${turns}`,
      title: `${first.side}: planned ${group.map((p) => `${ROUND_NAME[p.round]} (Game-Turn ${p.turn})`).join(', ')} on ${code(first.square)} (Case 28.12)`,
    });
  }
  // Cases 28.22–28.24: each piece's target square, with its Game-Turns of forward observation.
  guns.forEach((g, i) => {
    if (!g.target) return;
    out.push({
      kind: 'barrage',
      square: g.target,
      source: 'G',
      side: g.side,
      label: `G${i + 1} obs ${g.observedTurns}`,
      title: `${g.side}: piece ${g.id} laid on ${code(g.target)}, ready from Game-Turn ${g.readyTurn}, ${g.observedTurns} Game-Turn${g.observedTurns === 1 ? '' : 's'} observed (Cases 28.22–28.24)`,
    });
  });
  // Case 28.31: the latest Bookkeeping Phase's shells (this Game-Turn's, or the last one's until the next lands).
  const latest = impacts.filter((i) => i.landing && i.turn >= view.turn - 1);
  for (const i of latest) {
    const scattered = i.target && !sameSquare(i.target, i.landing!);
    out.push({
      kind: 'impact',
      square: i.landing!,
      side: i.side,
      letter: ROUND_LETTER[i.round],
      ...(scattered ? { from: i.target! } : {}),
      ...(i.hit !== undefined ? { hit: i.hit } : {}),
      title: `${i.side}: ${ROUND_NAME[i.round]} shell, Game-Turn ${i.turn}, came down on ${code(i.landing!)}${i.target ? (scattered ? `, scattered from ${code(i.target)} (Case 28.13)` : ' on its target (Case 28.13)') : ''}`,
    });
  }
  return out;
}

/** The artillery drawn, for the page (and its tests) to read without the canvas: "P:side:2615:T2,3,4", "G:side:1020:G1 obs 2", "HE:side:2716<2615". */
export function artilleryLabels(items: readonly { readonly kind: string }[] | undefined): string {
  return (items ?? [])
    .flatMap((it) => {
      if (it.kind === 'barrage') {
        const b = it as Extract<ArtilleryItem, { kind: 'barrage' }>;
        return [`${b.source}:${b.side}:${code(b.square)}:${b.label}`];
      }
      if (it.kind === 'impact') {
        const i = it as Extract<ArtilleryItem, { kind: 'impact' }>;
        return [`${i.letter}:${i.side}:${code(i.square)}${i.from ? `<${code(i.from)}` : ''}`];
      }
      return [];
    })
    .join(' ');
}
