/**
 * The spotting roll (seed lines 26–36, and line 4 with an umpire): the Need
 * from the table by the target's line and what he is doing, the observer's
 * modifiers, the Field Craft Rating difference, night and the umpire's
 * discretion. The breakdown's value is the face the D6 must show: each DM
 * for the spotter lowers it (D6 + DMs reaching the Need spots, house
 * NEED_ABOVE_SIX). Whatever the Need, with an umpire a natural 6 spots
 * "something" (line 4): a contact, real or not.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import { SPOTTING_RANGE, type SpottingLine } from '../tables/cover';
import { seedLine } from '../tables/seed';
import {
  ATGW_BACKFLASH, FCR_SIGN, MOVING_AND_FIRING, NEED_ABOVE_SIX, NIGHT_FIRING, NIGHT_LINE, OBSERVER_DM, SOMETHING_ON, SPOTTING_TABLE,
  type FireSignature, type ShotCount, type SpotNeed, type TargetMove,
} from '../tables/spotting';

export interface UmpireDiscretion {
  /** Added to the roll (for the spotter), e.g. +1 "the target stood up against the skyline". */
  readonly amount: number;
  readonly reason: string;
}

export interface SpotTarget {
  readonly move: TargetMove;
  /** He fired in the bound before (tables/spotting.ts FIRED_LAST_BOUND). */
  readonly firing?: { readonly signature: FireSignature; readonly shot: ShotCount; readonly atgw: boolean };
  readonly fieldCraft: number;
}

export interface SpotInput {
  /** The target's line after cover and smoke (rules/line-of-sight.ts), before night. */
  readonly line: SpottingLine;
  readonly inches: number;
  readonly sightBlocked: boolean;
  readonly night: boolean;
  /** Undefined: nothing is there (the umpire checks an empty place). */
  readonly target: SpotTarget | undefined;
  readonly observer: { readonly pinned: boolean; readonly closedDown: boolean; readonly move: TargetMove; readonly fieldCraft: number };
  readonly discretion?: UmpireDiscretion;
}

export type SpotChance =
  | { readonly kind: 'roll'; readonly face: number; readonly line: SpottingLine; readonly breakdown: Breakdown }
  | { readonly kind: 'auto'; readonly line: SpottingLine; readonly breakdown: Breakdown }
  | { readonly kind: 'cannot'; readonly why: string; readonly line: SpottingLine; readonly breakdown: Breakdown };

export type SpotOutcome = 'spotted' | 'something' | 'nothing';

const DISCRETION = seedLine(24, '+/- Umpires discretion');
const numeric = (n: SpotNeed): number => (n === 'auto' ? 0 : n === 'no' ? Infinity : n);

/** The easier of the moving and firing Needs (house MOVING_AND_FIRING), with the cell it came from. */
function baseNeed(input: SpotInput, line: SpottingLine, t: SpotTarget) {
  const row = SPOTTING_TABLE[line];
  const moving = row.moving[t.move];
  if (!t.firing) return { cell: moving, label: `${line} line, target ${t.move}` };
  const firing = row.firing[t.firing.signature][t.firing.shot];
  const firingLabel = `${line} line, target firing ${t.firing.signature} (${t.firing.shot === 'first' ? '1st' : '2nd+'} shot)`;
  return numeric(firing.value) < numeric(moving.value) ? { cell: firing, label: `${firingLabel}, easier than ${t.move} (${MOVING_AND_FIRING.provenance.source})` } : { cell: moving, label: `${line} line, target ${t.move}, easier than firing` };
}

function cannot(what: string, line: SpottingLine, why: string, input: SpotInput): SpotChance {
  const bd = new BreakdownBuilder(what, { label: `${why}: only a 6 spots something`, caseRef: SOMETHING_ON.provenance.source, value: 7, provenance: SOMETHING_ON.provenance });
  if (input.discretion) bd.note(`umpire's discretion ${signed(input.discretion.amount)} (${input.discretion.reason}) cannot make it seen`, DISCRETION);
  return { kind: 'cannot', why, line, breakdown: bd.build() };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** The face a D6 must show to spot, or why it cannot (then only the 6 of line 4 gives a contact). */
export function spottingChance(input: SpotInput): SpotChance {
  const what = 'spotting: face the D6 must show';
  const line = input.night ? NIGHT_LINE.value : input.line;
  const range = SPOTTING_RANGE[line];
  if (!input.target) return cannot(what, line, 'nothing is there', input);
  if (input.sightBlocked) return cannot(what, line, 'the line of sight is blocked', input);
  if (input.inches > range.value) return cannot(what, line, `${input.inches.toFixed(1)}" is beyond the ${line} line's ${range.value}" (${range.provenance.source})`, input);
  const t = input.target;
  const base = baseNeed(input, line, t);
  if (base.cell.value === 'auto') {
    const bd = new BreakdownBuilder(what, { label: `${base.label}: auto`, caseRef: base.cell.provenance.source, value: 0, provenance: base.cell.provenance });
    return { kind: 'auto', line, breakdown: bd.build() };
  }
  if (base.cell.value === 'no') return cannot(what, line, `${base.label}: no`, input);
  const bd = new BreakdownBuilder(what, { label: `${base.label}: ${base.cell.value}+`, caseRef: base.cell.provenance.source, value: base.cell.value, provenance: base.cell.provenance });
  if (input.night) bd.note(`night: all use the Dense line`, NIGHT_LINE.provenance.source);
  const dm = (label: string, amount: number, src: { readonly provenance: Provenance }) => {
    if (amount !== 0) bd.add(label, src.provenance.source, -amount, src.provenance);
  };
  if (input.observer.pinned) dm('observer pinned', OBSERVER_DM.pinned.value, OBSERVER_DM.pinned);
  if (input.observer.closedDown) dm('observer closed down', OBSERVER_DM.closedDown.value, OBSERVER_DM.closedDown);
  if (input.observer.move === 'advance') dm('observer advancing', OBSERVER_DM.advancing.value, OBSERVER_DM.advancing);
  if (input.observer.move === 'run') dm('observer running', OBSERVER_DM.running.value, OBSERVER_DM.running);
  const fcr = input.observer.fieldCraft - t.fieldCraft;
  dm(`F.C.R. difference ${input.observer.fieldCraft} − ${t.fieldCraft}`, fcr, FCR_SIGN);
  if (t.firing?.atgw) dm('target: A.T.G.W. backflash', ATGW_BACKFLASH.value, ATGW_BACKFLASH);
  if (input.night && t.firing) dm('night: target firing, flashes seen better', NIGHT_FIRING.value, NIGHT_FIRING);
  if (input.discretion && input.discretion.amount !== 0) bd.add(`umpire's discretion ${signed(input.discretion.amount)}: ${input.discretion.reason}`, DISCRETION, -input.discretion.amount);
  bd.note('D6 + DMs reaching the Need spots', NEED_ABOVE_SIX.provenance.source);
  return { kind: 'roll', face: bd.value, line, breakdown: bd.build() };
}

/**
 * What a roll gives: `spotted` when it reaches the face (or the chance is
 * auto); otherwise a natural 6 spots `something` (line 4, an umpire is
 * always present in Sightline); else `nothing`.
 */
export function spottingOutcome(chance: SpotChance, face: number | undefined): SpotOutcome {
  if (chance.kind === 'auto') return 'spotted';
  if (face === undefined) throw new RangeError('a spotting roll needs its D6 unless the chance is auto');
  if (chance.kind === 'roll' && face >= chance.face) return 'spotted';
  return face === SOMETHING_ON.value ? 'something' : 'nothing';
}
