/**
 * Horses in the Hand-to-Hand Combat Phase (Cases 19.41, 19.43, Table 19.49
 * cited as 19.47): a horse is no man of Table 12.93 (ruling HC11) but takes
 * its turn in the alternation of blows (Case 19.41: "Players alternate blows
 * as in normal hand-to-hand combat, except horses will only deliver blows in
 * the first two rounds"). Each blow rolls 1D100: at or below "% to kill" the
 * target is killed, at or below "% to hit" it takes the damage dice in Wound
 * Points (the Procedure of Section 19.0). Internal to the hand-to-hand
 * modules, as melee-blows.ts is.
 */
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { HORSE_MELEE_TABLE } from '../tables/mounts';
import { rollDice, type DiceRoll } from './dice-codes';
import type { HorseBlowStep, HorseOutcome, ManId, MeleeHorse } from './melee-model';
import { fall, type PhaseLedger } from './melee-blows';
import { conditionOf, inGrapple, isAble, ordersFor, type CombatState, type Fighter } from './melee-state';
import { horseBlowOutcome } from './mounts';
import { woundCondition } from './wounds';

export interface HorseFighter {
  readonly horse: MeleeHorse;
  readonly startWounds: number;
  woundPoints: number;
  killedOutright: boolean;
  struck: number;
}

export const newHorseFighter = (horse: MeleeHorse): HorseFighter => ({ horse, startWounds: horse.woundPoints, woundPoints: horse.woundPoints, killedOutright: false, struck: 0 });

export const horseCondition = (h: HorseFighter) => woundCondition({ endurance: h.horse.endurance, woundPoints: h.woundPoints, killed: h.killedOutright });

export const horseAble = (h: HorseFighter): boolean => {
  const c = horseCondition(h);
  return c !== 'dead' && c !== 'incapacitated';
};

/** Case 19.41: a horse has a blow in this round (one in each of the first two rounds). */
export const horseStrikesIn = (h: HorseFighter, round: number): boolean => horseAble(h) && round <= h.horse.blows.length;

export const isHorse = (x: Fighter | HorseFighter): x is HorseFighter => 'horse' in x;

/** Table 19.49's "% to hit" of a line, as a breakdown citing its Case. */
export function horseHitChance(line: keyof typeof HORSE_MELEE_TABLE): Breakdown {
  const row = HORSE_MELEE_TABLE[line];
  return new BreakdownBuilder(`${row.label}: chance to hit`, { label: `${row.label}, % to hit (Table 19.49)`, caseRef: 'Case 19.47', value: row.toHit.value, provenance: row.toHit.provenance }).build();
}

export function horseKillChance(line: keyof typeof HORSE_MELEE_TABLE): Breakdown {
  const row = HORSE_MELEE_TABLE[line];
  return new BreakdownBuilder(`${row.label}: chance to kill`, { label: `${row.label}, % to kill (Table 19.49)`, caseRef: 'Case 19.47', value: row.toKill.value, provenance: row.toKill.provenance }).build();
}

interface HorseTurn {
  readonly s: CombatState;
  readonly horses: readonly HorseFighter[];
  readonly round: number;
  readonly dice: DiceSource;
  readonly ledger: PhaseLedger;
}

/** Case 19.43: the opposing horse when the blow is at a horse; else the Enemy man ordered, or the first who is in no grapple (Case 12.71). */
function targetOf(t: HorseTurn, h: HorseFighter, against: 'man' | 'horse'): Fighter | HorseFighter | undefined {
  const wanted = (ordersFor(t.s, t.round)?.men?.[h.horse.id]?.action as { target?: ManId } | undefined)?.target;
  if (against === 'horse') {
    const foes = t.horses.filter((o) => o.horse.side !== h.horse.side && o.horse.blows.length > 0 && horseAble(o));
    return foes.find((o) => o.horse.id === wanted) ?? foes[0];
  }
  const men = t.s.fighters.filter((e) => e.man.side !== h.horse.side && isAble(e) && !inGrapple(t.s, e.man.id));
  return men.find((e) => e.man.id === wanted) ?? men[0];
}

/** One horse's blow in this round (Cases 19.41, 19.43; Table 19.49). */
export function resolveHorseBlow(t: HorseTurn, h: HorseFighter): HorseBlowStep {
  const { s, round } = t;
  const blow = h.horse.blows[round - 1]!;
  const id = h.horse.id;
  const row = HORSE_MELEE_TABLE[blow.line];
  const target = targetOf(t, h, blow.against);
  const base = { kind: 'horse' as const, man: id, line: blow.line };
  if (!target) {
    const why = blow.against === 'horse' ? 'Case 19.43: both sides have horses, so it may attack only the opposing horse, and none can be struck' : 'no Enemy man able to fight stands outside a grapple (Case 12.71)';
    return { ...base, breakdowns: [], dice: [], note: `${id} (${row.label}) strikes no blow: ${why}.` };
  }
  h.struck++;
  const tid = isHorse(target) ? target.horse.id : target.man.id;
  const dice: DiceRoll[] = [];
  const hitB = horseHitChance(blow.line);
  const killB = horseKillChance(blow.line);
  const r = rollDice('1D100', t.dice, `Case 19.41 round ${round}, combat ${s.combat.id}: ${id} (${row.label}) strikes ${tid} (kills on ${killB.final} or less, hits on ${hitB.final} or less)`);
  s.dice.push(r);
  dice.push(r);
  const outcome = horseBlowOutcome(blow.line, r.total);
  const head = `Case 19.41: ${id} (${row.label}, Table 19.49) strikes ${tid}: 1D100 = ${r.total}`;
  const done = (extra: Partial<HorseBlowStep>, note: string): HorseBlowStep => ({ ...base, target: tid, breakdowns: [hitB, killB], dice, note: `${head}${note}.`, ...extra });
  if (outcome === 'miss') return done({ hit: false }, ` against ${hitB.final}%: miss`);
  if (outcome === 'kill') {
    target.killedOutright = true;
    t.ledger.kills.push({ combat: s.combat.id, round, man: tid, by: id, cause: 'kill-percentage' });
    if (!isHorse(target)) fall(t, target);
    return done({ hit: true, killedOutright: true }, ` against ${killB.final}% to kill: ${tid} is killed (Section 19.0 Procedure)`);
  }
  const dmg = rollDice(row.damage.value, t.dice, `Case 19.41 round ${round}, combat ${s.combat.id}: Wound Points from ${id}'s blow (${row.damage.value}, Table 19.49)`);
  s.dice.push(dmg);
  dice.push(dmg);
  target.woundPoints += dmg.total;
  t.ledger.wounds.push({ combat: s.combat.id, round, man: tid, by: id, woundPoints: dmg.total, caseRef: 'Case 19.41' });
  const c = isHorse(target) ? horseCondition(target) : conditionOf(target);
  if (c === 'dead') t.ledger.kills.push({ combat: s.combat.id, round, man: tid, by: id, cause: 'wounds' });
  if (c === 'incapacitated') t.ledger.incapacitated.push(tid);
  if ((c === 'dead' || c === 'incapacitated') && !isHorse(target)) fall(t, target);
  const after = c === 'dead' ? `; ${tid} is dead (Case 9.0)` : c === 'incapacitated' ? `; ${tid} is incapacitated (Case 9.22)` : c === 'seriously-wounded' ? `; ${tid} is seriously wounded (Case 9.21)` : '';
  return done({ hit: true, killedOutright: false, woundPoints: dmg.total }, ` against ${hitB.final}%: hit; ${row.damage.value} = ${dmg.total} Wound Point${dmg.total === 1 ? '' : 's'}${after}`);
}

export const horseOutcome = (h: HorseFighter, combat: string): HorseOutcome => ({
  id: h.horse.id,
  side: h.horse.side,
  combat,
  woundPoints: h.woundPoints,
  woundsTaken: h.woundPoints - h.startWounds,
  condition: horseCondition(h),
  killedOutright: h.killedOutright,
  struck: h.struck,
});

