/**
 * Grappling and evasion (Case 12.4), at the start of every round
 * (Case 5.1 D, step 2).
 *
 * - Grapples stand from round to round (and Phase to Phase, Case 12.33). A
 *   man in one who wishes to evade rolls 1D6 and breaks it on a 1 — for this
 *   round only; next round he must roll a 1 again (Case 12.44). If both men
 *   wish to evade, either 1 will do.
 * - A new attempt succeeds at once on a man who is himself attempting to
 *   grapple (Case 12.41) or is surprised (Case 12.24); on an evading man it
 *   takes a 6 on 1D6, and then the evading man grapples his opponent too
 *   (Case 12.42) unless he already holds another (Case 12.45).
 * - Each man may grapple one other man (Case 12.4); a surprised man may not
 *   attempt to grapple (Case 12.24); a panicked man attempts it every round
 *   (Case 14.29); a man whose grappled opponent fell spends a round evading
 *   (Case 12.61).
 */
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GrappleAttemptStep, GrappleBreakStep, ManId, ManRoundOrder } from './melee-model';
import { enemiesOf, fail, holding, isAble, ordersFor, pairKey, type CombatState, type Fighter } from './melee-state';

export interface GrapplingOutcome {
  readonly breaks: readonly GrappleBreakStep[];
  readonly attempts: readonly GrappleAttemptStep[];
  readonly notes: readonly string[];
}

const orderOf = (s: CombatState, round: number, id: ManId): ManRoundOrder => ordersFor(s, round)?.men?.[id] ?? {};

/** The man's grapple target this round, after Cases 12.24, 12.61 and 14.29 (undefined: he evades). */
function grappleIntent(s: CombatState, round: number, f: Fighter): ManId | undefined {
  const o = orderOf(s, round, f.man.id);
  const id = f.man.id;
  if (o.grapple !== undefined) {
    const t = s.byId.get(o.grapple);
    if (!t) fail('melee/unknown-man', 'Case 12.4', `Combat ${s.combat.id} round ${round}: ${id} cannot grapple ${o.grapple}, who is not in this combat.`);
    if (t!.man.side === f.man.side) fail('melee/not-enemy', 'Case 12.4', `Combat ${s.combat.id} round ${round}: ${id} may grapple only an Enemy man, not ${o.grapple} (Case 12.4).`);
    if (f.man.surprised) fail('melee/surprised-cannot-grapple', 'Case 12.24', `Combat ${s.combat.id} round ${round}: ${id} is surprised and may not attempt to grapple (Case 12.24).`);
    if (f.man.mounted || t!.man.mounted) fail('mount/no-grapple', 'Case 19.42', `Combat ${s.combat.id} round ${round}: ${f.man.mounted ? id : o.grapple} is on horseback: riders never grapple nor are grappled (Case 19.42).`);
    if (f.evadeRound === round) fail('melee/must-evade', 'Case 12.61', `Combat ${s.combat.id} round ${round}: the man ${id} grappled fell last round, so he must spend this round evading (Case 12.61).`);
    return o.grapple;
  }
  // Case 19.42: a rider never grapples nor is grappled, so a panicked man (or a dog, Case 32.31) goes for a man afoot.
  if (f.man.panicked && !f.man.mounted && !f.man.surprised && f.evadeRound !== round && holding(s, id) === undefined) return enemiesOf(s, f).find((e) => !e.man.mounted)?.man.id;
  return undefined;
}

export function resolveGrappling(s: CombatState, round: number, dice: DiceSource): GrapplingOutcome {
  s.suspended = new Set();
  const where = `combat ${s.combat.id}`;
  const notes: string[] = [];
  for (const id of Object.keys(ordersFor(s, round)?.men ?? {})) {
    // Case 19.41: a horse takes strike orders; Case 19.42: it never grapples.
    const horse = s.combat.horses?.some((h) => h.id === id);
    if (!s.byId.has(id) && !horse) fail('melee/unknown-man', 'Case 12.4', `Combat ${s.combat.id} round ${round}: orders for ${id}, who is not in this combat.`);
    if (horse && ordersFor(s, round)?.men?.[id]?.grapple !== undefined) fail('mount/no-grapple', 'Case 19.42', `Combat ${s.combat.id} round ${round}: ${id} is a horse: horses may never grapple (Case 19.42).`);
  }
  const able = s.fighters.filter(isAble);
  for (const f of able) {
    const o = orderOf(s, round, f.man.id);
    if (f.man.panicked && o.breakFree !== undefined) fail('melee/panicked', 'Case 14.29', `Combat ${s.combat.id} round ${round}: ${f.man.id} is panicked and attempts to grapple every round; he may not try to break free (Case 14.29).`);
  }
  const intents = new Map<ManId, ManId | undefined>(able.map((f) => [f.man.id, grappleIntent(s, round, f)]));

  // Case 12.44: break standing grapples.
  const breaks: GrappleBreakStep[] = [];
  const seen = new Set<string>();
  for (const g of [...s.grapples]) {
    const key = pairKey(g.holder, g.held);
    if (seen.has(key)) continue;
    seen.add(key);
    const pair = [g.holder, g.held] as const;
    const wanting = pair.filter((id) => {
      const f = s.byId.get(id)!;
      const other = id === g.holder ? g.held : g.holder;
      const bf = orderOf(s, round, id).breakFree;
      const wants = bf === true || (Array.isArray(bf) && bf.includes(other));
      return wants && isAble(f) && f.aware;
    });
    if (wanting.length === 0) continue;
    const rolls: { man: ManId; roll: ReturnType<typeof rollDice> }[] = [];
    for (const id of wanting) {
      const other = id === g.holder ? g.held : g.holder;
      const roll = rollDice('1D6', dice, `Case 12.44 round ${round}, ${where}: ${id} tries to break free of ${other} (a 1 breaks)`);
      s.dice.push(roll);
      rolls.push({ man: id, roll });
      if (roll.total === 1) break;
    }
    const broken = rolls.some((r) => r.roll.total === 1);
    if (broken) s.suspended.add(key);
    breaks.push({
      men: pair,
      rolls,
      broken,
      note: `Case 12.44: ${rolls.map((r) => `${r.man} rolls ${r.roll.total}`).join(', ')}: ${broken ? `the grapple between ${pair[0]} and ${pair[1]} is broken for this round` : `${pair[0]} and ${pair[1]} stay grappled`}.`,
    });
  }

  // Cases 12.41, 12.42, 12.24: new attempts.
  const attempts: GrappleAttemptStep[] = [];
  for (const f of able) {
    const id = f.man.id;
    const targetId = intents.get(id);
    if (targetId === undefined) continue;
    const t = s.byId.get(targetId)!;
    const step = (how: GrappleAttemptStep['how'], success: boolean, mutual: boolean, note: string, roll?: ReturnType<typeof rollDice>): void => {
      attempts.push({ grappler: id, target: targetId, how, success, mutual, note, ...(roll ? { roll } : {}) });
    };
    if (!isAble(t)) {
      step('void', false, false, `Case 12.4: ${targetId} can no longer fight; ${id}'s attempt to grapple him lapses.`);
      continue;
    }
    const held = holding(s, id);
    if (held === targetId) {
      step('already-holding', true, false, `Case 12.44: ${id} keeps his grapple on ${targetId}.`);
      continue;
    }
    if (held !== undefined) {
      const bf = orderOf(s, round, id).breakFree;
      if (bf === undefined) fail('melee/already-grappling', 'Case 12.4', `Combat ${s.combat.id} round ${round}: ${id} has grappled ${held}; each man may grapple one other man (Case 12.4), so he must break free first (Case 12.44).`);
      step('void', false, false, `Case 12.4: ${id} did not break free of ${held}, so he cannot grapple ${targetId}.`);
      continue;
    }
    const add = (holder: ManId, heldId: ManId): void => {
      s.suspended.delete(pairKey(holder, heldId));
      if (!s.grapples.some((g) => g.holder === holder && g.held === heldId)) s.grapples.push({ holder, held: heldId });
    };
    if (t.man.surprised) {
      add(id, targetId);
      step('target-surprised', true, false, `Case 12.24: ${targetId} is surprised and is automatically grappled by ${id}.`);
      continue;
    }
    if (intents.get(targetId) !== undefined) {
      add(id, targetId);
      step('target-grappling', true, false, `Case 12.41: ${targetId} is attempting to grapple as well, so ${id} grapples him.`);
      continue;
    }
    const roll = rollDice('1D6', dice, `Case 12.42 round ${round}, ${where}: ${id} grapples the evading ${targetId} (6 succeeds)`);
    s.dice.push(roll);
    if (roll.total !== 6) {
      step('evade-roll', false, false, `Case 12.42: 1D6 = ${roll.total}: ${targetId} evades ${id}.`, roll);
      continue;
    }
    add(id, targetId);
    const mutual = holding(s, targetId) === undefined;
    if (mutual) add(targetId, id);
    step(
      'evade-roll',
      true,
      mutual,
      mutual
        ? `Case 12.42: 1D6 = 6: ${id} grapples ${targetId}, and ${targetId} is considered to grapple ${id} as well.`
        : `Case 12.42: 1D6 = 6: ${id} grapples ${targetId}; ${targetId} already holds another man and does not grapple ${id} (Case 12.45).`,
      roll,
    );
  }
  for (const f of able) if (f.evadeRound === round) notes.push(`Case 12.61: ${f.man.id}'s grappled opponent fell, so he spends round ${round} evading.`);
  return { breaks, attempts, notes };
}
