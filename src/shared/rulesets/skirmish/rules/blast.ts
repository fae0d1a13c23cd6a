import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Provenance } from '../../../kernel/provenance';
import { GARBLED_2D, HALF_D6_ROUNDING, HITS_FLOOR, HITS_PER_FIGURE_MAX, HITS_REMAINDER, HITS_SHARED_EQUALLY, RADIUS_INCLUSIVE, parseHits } from '../tables/blast';
import { addDiscretion, type UmpireDiscretion } from './discretion';

/** A modifier to the number of hits, with where it comes from. */
export interface HitsModifier {
  readonly label: string;
  readonly amount: number;
  readonly provenance: Provenance;
}

export interface HitsRoll {
  readonly faces: readonly number[];
  readonly hits: number;
  readonly breakdown: Breakdown;
}

/**
 * Rolls a printed "Hits" figure (seed lines 92–111, 182–198, 261): D6s
 * summed, a half D6 rounded up (house), plus or minus its figure; "5+" is one
 * hit on a D6 of 5 or more; then the DMs to the number of hits; never below 0.
 */
export function rollHits(printedHits: string, source: string, modifiers: readonly HitsModifier[], dice: DiceSource, discretion?: readonly UmpireDiscretion[]): HitsRoll {
  const text = printedHits === '2D-1' ? GARBLED_2D.value : printedHits;
  const h = parseHits(text);
  const faces: number[] = [];
  const roll = (): number => {
    const f = dice.roll({ die: 'd6', purpose: `${source}: hits ${printedHits}` }).face;
    faces.push(f);
    return f;
  };
  let b: BreakdownBuilder;
  if (h.kind === 'flat') {
    b = new BreakdownBuilder(`hits ${printedHits}`, { label: `${h.hits} hit${h.hits === 1 ? '' : 's'} (printed)`, caseRef: source, value: h.hits });
  } else if (h.kind === 'one-on') {
    const f = roll();
    b = new BreakdownBuilder(`hits ${printedHits}`, { label: `D6 rolled ${f}: ${f >= h.need ? 'one hit' : 'no hit'} on ${h.need}+`, caseRef: source, value: f >= h.need ? 1 : 0 });
  } else if (h.half) {
    const f = roll();
    b = new BreakdownBuilder(`hits ${printedHits}`, { label: `D6 rolled ${f}, halved rounding up`, caseRef: HALF_D6_ROUNDING.provenance.source, value: Math.ceil(f / 2), provenance: HALF_D6_ROUNDING.provenance });
  } else {
    const rolled = Array.from({ length: h.dice }, roll);
    b = new BreakdownBuilder(`hits ${printedHits}`, { label: `${h.dice}D6 rolled ${rolled.join('+')}`, caseRef: source, value: rolled.reduce((s, x) => s + x, 0) });
  }
  if (printedHits === '2D-1') b.note('"2D-1" read as 2D6-1', GARBLED_2D.provenance.source);
  if (h.kind === 'dice' && h.plus !== 0) b.add(`printed ${h.plus > 0 ? '+' : ''}${h.plus}`, source, h.plus);
  for (const m of modifiers) if (m.amount !== 0) b.add(m.label, m.provenance.source, m.amount, m.provenance);
  addDiscretion(b, discretion, 'hits');
  b.clamp('no fewer than no hits', HITS_FLOOR.provenance.source, HITS_FLOOR.value, Number.POSITIVE_INFINITY);
  return { faces, hits: b.value, breakdown: b.build() };
}

export interface FigureAtDistance {
  readonly id: string;
  /** Table inches from the burst point to the figure. */
  readonly distance: number;
}

export interface SharedHits {
  /** Hits per figure within the radius (every figure within it is listed, with 0 if none fell to it). */
  readonly perFigure: Readonly<Record<string, number>>;
  /** Hits beyond the 4-a-figure limit. */
  readonly lost: number;
  readonly source: string;
}

/**
 * "HITS ARE SHARED EQUALLY BETWEEN THOSE WITHIN RADIUS. MAXIMUM OF 4/FIGURE."
 * (seed lines 121, 199, 203): an equal share each, the odd hits to the
 * nearest first (house, SK13), no figure more than 4. Ties in distance keep
 * the order given.
 */
export function shareHits(hits: number, figures: readonly FigureAtDistance[], radius: number): SharedHits {
  if (!Number.isInteger(hits) || hits < 0) throw new RangeError(`shareHits: hits must be a whole number 0 or more, not ${hits}`);
  const within = figures
    .map((f, i) => ({ ...f, i }))
    .filter((f) => (RADIUS_INCLUSIVE.value === 'inclusive' ? f.distance <= radius : f.distance < radius))
    .sort((a, b) => a.distance - b.distance || a.i - b.i);
  const perFigure: Record<string, number> = {};
  if (within.length === 0) return { perFigure, lost: hits, source: HITS_SHARED_EQUALLY.provenance.source };
  const max = HITS_PER_FIGURE_MAX.value;
  const each = Math.floor(hits / within.length);
  const odd = hits % within.length;
  let lost = 0;
  within.forEach((f, k) => {
    const due = each + (HITS_REMAINDER.value === 'nearest-first' && k < odd ? 1 : 0);
    perFigure[f.id] = Math.min(max, due);
    lost += Math.max(0, due - max);
  });
  return { perFigure, lost, source: HITS_SHARED_EQUALLY.provenance.source };
}
