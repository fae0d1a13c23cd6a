import type { Square } from '@shared/map/map-model';
import { describeSquare } from '@shared/map/coords';
import { range } from '@shared/rulesets/commando/rules/range';
import { MINE_TYPE_CASE, MINE_TYPES, type Mine, type MinesState, type MineType } from '@shared/rulesets/commando/rules/mines-model';
import { COMPASS, COMPASS_STEP, type Compass } from '@shared/rulesets/commando/tables/grenade-accuracy';
import { MINE_NUMBERS } from '@shared/rulesets/commando/tables/mines';

/**
 * Laying a mine in set-up (Section 22.0 Procedure), as a small state machine
 * the deploy tool drives: pick the type, click the square; a claymore then
 * takes its facing (click one of the eight squares next to it, Case 22.31)
 * and then its detonator square (Case 22.32) or its tripwire anchor
 * (Case 22.35). Each click returns the next draft and, once the mine is
 * complete, the placement for the host, which checks it again and answers
 * with the Case.
 */
export type ClaymoreTrigger = 'detonator' | 'tripwire';

export interface MineDraft {
  readonly side: string;
  readonly type: MineType;
  /** How a claymore goes off (Case 22.32); a detonator unless the tripwire is chosen. */
  readonly trigger?: ClaymoreTrigger;
  /** A claymore's square, chosen: its facing comes next. */
  readonly square?: Square;
  /** A claymore's facing, chosen: its detonator or tripwire anchor comes next. */
  readonly facing?: Compass;
}

/** What the host is asked to lay: the parameters of `setup/place-mine` (and of the player's `placeMine`, with the side implied). */
export interface MinePlacement {
  readonly side: string;
  readonly mineType: MineType;
  readonly square: Square;
  readonly facing?: Compass;
  readonly detonator?: Square;
  readonly tripwireAnchor?: Square;
}

export type MineStage = 'square' | 'facing' | 'trigger';

export interface MineClick {
  readonly draft: MineDraft;
  readonly placement?: MinePlacement;
  /** Why the click did nothing, naming the Case. */
  readonly error?: string;
}

/** Case 22.32: the detonator lies within 50 squares of the mine (Line of Sight is the host's check). */
const DETONATOR_MAX_RANGE = MINE_NUMBERS.detonatorMaxRange;
/** Case 22.35: the tripwire anchor lies no more than six squares from the mine. */
const TRIPWIRE_MAX_RANGE = MINE_NUMBERS.tripwireMaxRange;

export const MINE_TYPE_LETTER: Readonly<Record<MineType, string>> = { 'anti-personnel': 'AP', bounce: 'B', claymore: 'C', 'anti-tank': 'AT' };
export const MINE_TYPE_NAME: Readonly<Record<MineType, string>> = {
  'anti-personnel': 'Normal anti-personnel mine',
  bounce: 'Bounce mine',
  claymore: 'Claymore mine',
  'anti-tank': 'Anti-tank mine',
};

const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;

export function mineStage(d: MineDraft): MineStage {
  if (d.type !== 'claymore' || !d.square) return 'square';
  return d.facing ? 'trigger' : 'facing';
}

/** The direction from a square to one of the eight next to it, if it is next to it. */
export function compassTo(from: Square, to: Square): Compass | undefined {
  return COMPASS.find((c) => from.col + COMPASS_STEP[c].dc === to.col && from.row + COMPASS_STEP[c].dr === to.row);
}

export function facingSquare(at: Square, facing: Compass): Square {
  return { col: at.col + COMPASS_STEP[facing].dc, row: at.row + COMPASS_STEP[facing].dr };
}

/** A fresh draft of the same type and trigger, to lay the next mine. */
const restart = (d: MineDraft): MineDraft => ({ side: d.side, type: d.type, ...(d.trigger ? { trigger: d.trigger } : {}) });

export function mineClick(d: MineDraft, sq: Square): MineClick {
  const stage = mineStage(d);
  if (stage === 'square') {
    if (d.type === 'claymore') return { draft: { ...restart(d), square: sq } };
    return { draft: restart(d), placement: { side: d.side, mineType: d.type, square: sq } };
  }
  const at = d.square!;
  if (stage === 'facing') {
    const facing = compassTo(at, sq);
    if (!facing) return { draft: d, error: `Case 22.31: a claymore points at one of the eight squares next to ${describeSquare(at)}; click one of them.` };
    return { draft: { ...d, facing } };
  }
  const trigger = d.trigger ?? 'detonator';
  const limit = trigger === 'tripwire' ? TRIPWIRE_MAX_RANGE : DETONATOR_MAX_RANGE;
  const r = range(at, sq);
  const caseRef = trigger === 'tripwire' ? 'Case 22.35' : 'Case 22.32';
  if (same(at, sq) && trigger === 'tripwire') return { draft: d, error: `${caseRef}: the tripwire runs from an anchor square to the claymore; click another square.` };
  if (r > limit.value) {
    const what = trigger === 'tripwire' ? 'tripwire anchor' : 'detonator';
    return { draft: d, error: `${caseRef}: the ${what} may be at most ${limit.value} squares from the claymore; ${describeSquare(sq)} is ${r}.` };
  }
  const placement: MinePlacement = {
    side: d.side,
    mineType: 'claymore',
    square: at,
    facing: d.facing!,
    ...(trigger === 'tripwire' ? { tripwireAnchor: sq } : { detonator: sq }),
  };
  return { draft: restart(d), placement };
}

/** Takes back the last choice: the facing, then the square. */
export function mineBack(d: MineDraft): MineDraft {
  if (d.facing) return { side: d.side, type: d.type, ...(d.trigger ? { trigger: d.trigger } : {}), ...(d.square ? { square: d.square } : {}) };
  return restart(d);
}

export function withTrigger(d: MineDraft, trigger: ClaymoreTrigger): MineDraft {
  return { ...d, trigger };
}

export function mineHint(d: MineDraft): string {
  const name = `${MINE_TYPE_NAME[d.type]} (${MINE_TYPE_CASE[d.type]})`;
  switch (mineStage(d)) {
    case 'square':
      return `${name}: click the square to mine (Section 22.0: noted in secret).`;
    case 'facing':
      return `Claymore at ${describeSquare(d.square!)}: click the adjacent square it points at (Case 22.31).`;
    case 'trigger':
      return d.trigger === 'tripwire'
        ? `Claymore at ${describeSquare(d.square!)} facing ${d.facing!.toUpperCase()}: click the tripwire anchor, at most ${TRIPWIRE_MAX_RANGE.value} squares away (Case 22.35).`
        : `Claymore at ${describeSquare(d.square!)} facing ${d.facing!.toUpperCase()}: click the detonator square, within ${DETONATOR_MAX_RANGE.value} squares and in Line of Sight (Case 22.32).`;
  }
}

export interface MinePreview {
  readonly stage: MineStage;
  readonly type: MineType;
  readonly square?: Square;
  readonly facing?: Compass;
  /** Facing: the eight squares the claymore may point at. */
  readonly choices: readonly Square[];
  readonly hover?: Square;
  readonly allowed?: boolean;
  readonly caseRef: string;
}

export function minePreview(d: MineDraft, hover: Square | undefined): MinePreview {
  const stage = mineStage(d);
  const at = d.square;
  const choices = stage === 'facing' && at ? COMPASS.map((c) => facingSquare(at, c)) : [];
  const allowed = (sq: Square): boolean => {
    if (stage === 'square' || !at) return true;
    if (stage === 'facing') return compassTo(at, sq) !== undefined;
    const limit = d.trigger === 'tripwire' ? TRIPWIRE_MAX_RANGE.value : DETONATOR_MAX_RANGE.value;
    return range(at, sq) <= limit && !(d.trigger === 'tripwire' && same(at, sq));
  };
  const caseRef = stage === 'square' ? MINE_TYPE_CASE[d.type] : stage === 'facing' ? 'Case 22.31' : d.trigger === 'tripwire' ? 'Case 22.35' : 'Case 22.32';
  return {
    stage,
    type: d.type,
    ...(at ? { square: at } : {}),
    ...(d.facing ? { facing: d.facing } : {}),
    choices,
    ...(hover ? { hover, allowed: allowed(hover) } : {}),
    caseRef,
  };
}

export interface MineCount {
  /** The types the count may be spent on: one, or a pool (Case 48.41: "anti-personnel or bounce"). */
  readonly types: readonly MineType[];
  readonly allotted: number;
  readonly laid: number;
  readonly left: number;
  readonly caseRef: string;
}

/** A side's allotments: allotted, laid of its types, still to lay (Section 22.0 Procedure), in the order listed. */
export function mineCounts(mines: MinesState | undefined, side: string): MineCount[] {
  return (mines?.allotments ?? [])
    .filter((a) => a.side === side)
    .map((a) => {
      const types = [a.type, ...(a.alsoTypes ?? [])].filter((t, i, all) => all.indexOf(t) === i && MINE_TYPES.includes(t));
      const laid = (mines?.laid ?? []).filter((m) => m.side === side && types.includes(m.type)).length;
      return { types, allotted: a.count, laid, left: Math.max(0, a.count - laid), caseRef: a.caseRef };
    });
}

/** "Normal anti-personnel or bounce mines". */
export function poolName(types: readonly MineType[]): string {
  return types.map((t, i) => (i === 0 ? MINE_TYPE_NAME[t] : MINE_TYPE_NAME[t].toLowerCase()).replace(/ mine$/, '')).join(' or ') + ' mines';
}

/** The sides that have mines to lay or laid, in the order of the allotments. */
export function mineSides(mines: MinesState | undefined): string[] {
  const out: string[] = [];
  for (const s of [...(mines?.allotments ?? []).map((a) => a.side), ...(mines?.laid ?? []).map((m) => m.side)]) if (!out.includes(s)) out.push(s);
  return out;
}

/** "AP mine at 1204", "Claymore at 1204 facing NE, detonator 1510". */
export function describeMine(m: Mine): string {
  const where = describeSquare(m.square);
  const claymore = m.type === 'claymore';
  const parts = [`${claymore ? 'Claymore' : `${MINE_TYPE_LETTER[m.type]} mine`} at ${where}`];
  if (m.facing) parts.push(`facing ${m.facing.toUpperCase()}`);
  if (m.detonator) parts.push(`detonator ${describeSquare(m.detonator)}`);
  if (m.tripwireAnchor) parts.push(`tripwire to ${describeSquare(m.tripwireAnchor)}`);
  if (m.status === 'detonated') parts.push(`detonated${m.detonatedTurn !== undefined ? ` Turn ${m.detonatedTurn}` : ''}`);
  return parts.join(', ');
}
