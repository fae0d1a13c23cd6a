/**
 * Disengagement (Case 12.3): once per combat, before the first round
 * (Case 5.1 D). Neither Player wishing to fight, the men simply part; both
 * wishing it, they fight; one wishing it, the other rolls 2D6 on the
 * Disengagement Table (Case 12.91) with his men who may disengage against
 * the Enemy men in the square.
 *
 * - Surprised men never disengage (Case 12.32) and are not counted as
 *   withdrawing men (docs/rulings/hand-to-hand.md H-D2).
 * - A grappled man who disengages, and the man grappling with him, keep
 *   only half their Task Points (Case 12.33); other disengaged men pay the
 *   chart's disengagement cost (Case 12.31).
 * - Facing only dead or incapacitated Enemy men, a man disengages freely
 *   (Case 12.34); a man whose opponents have all disengaged is disengaged
 *   too (Case 12.31).
 */
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { disengagementTargets } from './melee-chances';
import type { DisengagementStep, HandToHandTables, ManId, TaskPointEffect } from './melee-model';
import { ableOf, releaseMan, sidesOf, type CombatState } from './melee-state';

export interface DisengagementOutcome {
  readonly step: DisengagementStep;
  /** Task Point effects decided here; men not listed who fight expend all (Case 12.31). */
  readonly taskPoints: ReadonlyMap<ManId, TaskPointEffect>;
}

export function resolveDisengagement(s: CombatState, dice: DiceSource, tables: HandToHandTables): DisengagementOutcome {
  const combat = s.combat.id;
  const [a, b] = sidesOf(s);
  const tp = new Map<ManId, TaskPointEffect>();
  const leave = (ids: readonly ManId[], effect: TaskPointEffect): void => {
    for (const id of ids) {
      const f = s.byId.get(id)!;
      f.disengaged = true;
      tp.set(id, effect);
      releaseMan(s, id);
    }
  };
  const ableIds = (side: string): ManId[] => ableOf(s, side).map((f) => f.man.id);

  if (ableIds(a).length === 0 || ableIds(b).length === 0) {
    const free = [...ableIds(a), ...ableIds(b)];
    leave(free, { kind: 'none', caseRef: 'Case 12.34' });
    return { step: { combat, kind: 'free', breakdowns: [], disengaged: free, note: `Case 12.34: no Enemy man in combat ${combat} can fight, so ${free.join(', ') || 'no one'} disengages freely: no die-roll and no Task Point cost.` }, taskPoints: tp };
  }
  const wish = (side: string) => s.combat.wishes?.[side] ?? 'fight';
  if (wish(a) === 'fight' && wish(b) === 'fight') {
    return { step: { combat, kind: 'fight', breakdowns: [], disengaged: [], note: `Case 12.11: both Players wish to fight in combat ${combat}.` }, taskPoints: tp };
  }
  if (wish(a) === 'disengage' && wish(b) === 'disengage') {
    const all = [...ableIds(a), ...ableIds(b)];
    leave(all, { kind: 'none', caseRef: 'Case 12.3' });
    return { step: { combat, kind: 'mutual', breakdowns: [], disengaged: all, note: `Case 12.3: neither Player wishes to fight in combat ${combat}; the men do not, and may execute other Tasks.` }, taskPoints: tp };
  }
  const w = wish(a) === 'disengage' ? a : b;
  const st = w === a ? b : a;
  const eligible = ableOf(s, w).filter((f) => !f.man.surprised);
  const order = s.combat.disengageOrder ?? [];
  eligible.sort((x, y) => rank(order, x.man.id) - rank(order, y.man.id));
  if (eligible.length === 0) {
    return {
      step: { combat, kind: 'barred', withdrawingSide: w, breakdowns: [], disengaged: [], note: `Case 12.32: side ${w}'s men in combat ${combat} are surprised and may never disengage; they must fight.` },
      taskPoints: tp,
    };
  }
  const nW = eligible.length as 1 | 2;
  const nS = ableOf(s, st).length as 1 | 2;
  const t = disengagementTargets(nW, nS, tables);
  const roll = rollDice('2D6', dice, `Case 12.91 disengagement, combat ${combat}: side ${w} (${nW}) withdraws from side ${st} (${nS})`);
  s.dice.push(roll);
  const count = nW === 2 && roll.total <= t.both.final ? 2 : roll.total <= t.one.final ? 1 : 0;
  const leaving = eligible.slice(0, count);
  const partners = new Set<ManId>();
  for (const f of leaving) {
    const id = f.man.id;
    const grappled = s.grapples.some((g) => g.holder === id || g.held === id);
    for (const g of s.grapples) {
      if (g.holder === id) partners.add(g.held);
      if (g.held === id) partners.add(g.holder);
    }
    leave([id], grappled ? { kind: 'half', caseRef: 'Case 12.33' } : { kind: 'disengage-cost', caseRef: 'Case 12.31' });
  }
  const disengaged = leaving.map((f) => f.man.id);
  const notes = [
    `Case 12.91: side ${w} (${nW} m${nW === 1 ? 'a' : 'e'}n) withdraws from side ${st} (${nS}); 2D6 = ${roll.total}: ${count === 0 ? 'no one disengages' : count === 2 ? 'both disengage' : `${disengaged[0]} disengages`}.`,
  ];
  for (const p of partners) tp.set(p, { kind: 'half', caseRef: 'Case 12.33' });
  if (ableOf(s, w).length === 0) {
    const rest = ableIds(st);
    for (const id of rest) {
      s.byId.get(id)!.disengaged = true;
      if (!partners.has(id)) tp.set(id, { kind: 'none', caseRef: 'Case 12.31' });
      releaseMan(s, id);
    }
    disengaged.push(...rest);
    if (rest.length > 0) notes.push(`Case 12.31: every man of side ${w} has disengaged, so ${rest.join(' and ')} ${rest.length === 1 ? 'is' : 'are'} disengaged too.`);
  }
  for (const p of partners) {
    if (s.byId.get(p)!.disengaged) notes.push(`Case 12.33: ${p} was grappling with a man who disengaged and keeps only half his Task Points.`);
  }
  return { step: { combat, kind: 'table', withdrawingSide: w, roll, breakdowns: [t.both, t.one], disengaged, note: notes.join(' ') }, taskPoints: tp };
}

const rank = (order: readonly ManId[], id: ManId): number => {
  const i = order.indexOf(id);
  return i === -1 ? order.length : i;
};
