import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { ACCIDENT_HAND_ONLY, FLAME_MISFIRE, FUMBLE_EFFECT, FUMBLE_TO, HE_DUD_EFFECT, HE_MISFIRE_ROLL } from '../tables/he-rules';

export type HeMisfireResult = 'ok' | 'fumble' | 'dud' | 'fails-to-ignite' | 'jams';

export interface HeMisfireInput {
  readonly round: 'he' | 'wp' | 'heat' | 'flame';
  /** A hand-thrown grenade: a "Possible Accident" rolls for a fumble (line 130). */
  readonly handThrown: boolean;
  /** The thrower's Ability 0–4, for a fumble (line 131). */
  readonly ability: number;
  /** "(DM) +1 If home made" (line 129). */
  readonly homeMade?: boolean;
}

export interface HeMisfireRoll {
  readonly result: HeMisfireResult;
  /** What the result does, as printed (or the house fumble). */
  readonly effect: string;
  readonly faces: readonly number[];
  readonly breakdown: Breakdown;
}

/**
 * The misfire of H.E., W.P., H.E.A.T. and flame (seed lines 126–131), rolled
 * after a natural 1 (H.E./W.P.) or 1–2 (H.E.A.T./flame) on the range roll:
 * D10 (+1 if home made). Rounds: 1–4 O.K. (a hand grenade may fumble: D20 by
 * Ability), 5+ a dud (H.E./W.P. fail to explode, H.E.A.T. half effect).
 * Flame: 1–4 O.K., 5–8 fails to ignite, 9+ jams.
 */
export function rollHeMisfire(input: HeMisfireInput, dice: DiceSource): HeMisfireRoll {
  if (!Number.isInteger(input.ability) || input.ability < 0 || input.ability > 4) throw new RangeError(`H.E. misfire: Ability must be 0–4, not ${input.ability}`);
  const faces: number[] = [];
  const face = dice.roll({ die: 'd10', purpose: `seed 003 line 127 misfire (${input.round})` }).face;
  faces.push(face);
  const b = new BreakdownBuilder(`misfire (${input.round})`, { label: `D10 rolled ${face}`, caseRef: HE_MISFIRE_ROLL.okTo.provenance.source, value: face });
  if (input.homeMade) b.add('home made', HE_MISFIRE_ROLL.homeMadeDm.provenance.source, HE_MISFIRE_ROLL.homeMadeDm.value, HE_MISFIRE_ROLL.homeMadeDm.provenance);
  const total = b.value;
  const done = (result: HeMisfireResult, effect: string, source: string): HeMisfireRoll => {
    b.note(`${result}: ${effect}`, source);
    return { result, effect, faces, breakdown: b.build() };
  };
  if (input.round === 'flame') {
    if (total <= FLAME_MISFIRE.okTo.value) return done('ok', 'fires as normal', FLAME_MISFIRE.okTo.provenance.source);
    if (total <= FLAME_MISFIRE.failsTo.value) return done('fails-to-ignite', 'fails to ignite', FLAME_MISFIRE.failsTo.provenance.source);
    return done('jams', 'jams', FLAME_MISFIRE.jams.provenance.source);
  }
  if (total >= HE_MISFIRE_ROLL.dudFrom.value) return done('dud', HE_DUD_EFFECT[input.round].value, HE_DUD_EFFECT[input.round].provenance.source);
  if (!input.handThrown || ACCIDENT_HAND_ONLY.value !== 'hand') return done('ok', 'fires as normal', HE_MISFIRE_ROLL.okTo.provenance.source);
  const fumbleTo = FUMBLE_TO[input.ability]!;
  const d20 = dice.roll({ die: 'd20', purpose: `seed 003 line 131 accident: may fumble (Ability ${input.ability})` }).face;
  faces.push(d20);
  b.note(`possible accident: D20 rolled ${d20}, fumbles on 1-${fumbleTo.value}`, fumbleTo.provenance.source);
  if (d20 <= fumbleTo.value) return done('fumble', 'fumbled and dropped: it bursts at the thrower’s feet', FUMBLE_EFFECT.provenance.source);
  return done('ok', 'thrown as normal', fumbleTo.provenance.source);
}
