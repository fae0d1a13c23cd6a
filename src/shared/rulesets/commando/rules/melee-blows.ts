/**
 * One man's turn to act in a round (Case 12.5): strike a blow, draw a
 * weapon instead (Case 12.92), or pass; he may drop his prepared weapon
 * first at no cost (Case 12.53).
 *
 * - Grappled blows hit automatically and use the Grappled damage column
 *   (Case 12.6); a man who has grappled strikes only that man (Case 12.61).
 * - Other blows roll the Table 12.93 % to hit on 1D100 (Case 12.72), halved
 *   for a seriously wounded striker (Case 12.73), and may be struck only at
 *   an Enemy man in no grapple (Case 12.71).
 * - Every hit first rolls % to Kill (Case 12.82; tripled by Case 12.25 for
 *   a surprised man's first blow taken), then 1D10 on Table 12.94 for Wound
 *   Points, one less for a seriously wounded striker but never under one
 *   (Case 12.62). A garrote hits only a man it has grappled, 5% (50% if he
 *   is surprised), and does nothing unless it kills (Cases 12.83–12.84).
 */
import { rollDice, type DiceRoll } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Breakdown } from '../../../kernel/breakdown';
import { blowDamageClass, blowHitChance, blowKillChance, blowWoundPoints, drawTarget } from './melee-chances';
import type { BlowStep, DropRecord, HandToHandTables, KillRecord, ManId, WoundRecord } from './melee-model';
import {
  activeGrapples,
  conditionOf,
  enemiesOf,
  fail,
  holding,
  inGrapple,
  isAble,
  isSeriouslyWounded,
  markBlowStruck,
  ordersFor,
  releaseMan,
  surpriseBar,
  type CombatState,
  type Fighter,
} from './melee-state';
import type { MeleeWeaponId } from '../tables/hand-to-hand-weapons';

export interface PhaseLedger {
  readonly wounds: WoundRecord[];
  readonly kills: KillRecord[];
  readonly drops: DropRecord[];
  readonly incapacitated: ManId[];
}

interface Turn {
  readonly s: CombatState;
  readonly round: number;
  readonly dice: DiceSource;
  readonly tables: HandToHandTables;
  readonly ledger: PhaseLedger;
}

const label = (t: Turn, w: MeleeWeaponId): string => t.tables.handToHandCombat[w].label.toLowerCase();

function drop(t: Turn, f: Fighter): MeleeWeaponId | undefined {
  if (f.weapon === 'fists') return undefined;
  const w = f.weapon;
  f.weapon = 'fists';
  t.ledger.drops.push({ combat: t.s.combat.id, round: t.round, man: f.man.id, weapon: w, caseRef: 'Case 12.55' });
  return w;
}

/** Resolves the man's action for the round; undefined when he can no longer act. */
export function resolveAction(t: Turn, f: Fighter): BlowStep | undefined {
  if (!isAble(f)) return undefined;
  const { s, round } = t;
  const id = f.man.id;
  const at = `Combat ${s.combat.id} round ${round}`;
  const o = ordersFor(s, round)?.men?.[id] ?? {};
  const action = o.action ?? { kind: 'strike' as const };
  if (f.man.panicked && (action.kind !== 'strike' || o.drop)) {
    fail('melee/panicked', 'Case 14.29', `${at}: ${id} is panicked and strikes a blow with his prepared weapon every round (Case 14.29).`);
  }
  let dropped: MeleeWeaponId | undefined;
  if (o.drop) dropped = drop(t, f);
  const base = { man: id, ...(dropped ? { dropped } : {}) };
  const droppedNote = dropped ? `Case 12.53: ${id} drops his ${label(t, dropped)} (no blow spent; it lies in the square, Case 12.55). ` : '';
  const quiet = (kind: 'pass' | 'barred', note: string): BlowStep => ({ ...base, kind, weapon: f.weapon, breakdowns: [], dice: [], note: droppedNote + note });

  if (f.evadeRound === round) return quiet('barred', `Case 12.61: the man ${id} had grappled fell, so ${id} spends this round evading and strikes no blow.`);
  const bar = surpriseBar(f, round);
  if (bar) return quiet('barred', bar);
  if (action.kind === 'pass') return quiet('pass', `${id} strikes no blow this round.`);
  if (action.kind === 'draw') return draw(t, f, action.weapon, base, droppedNote);

  // Strike.
  const explicit = o.action !== undefined;
  if (f.lostHoldRound === round) return quiet('barred', `Case 12.61: the man ${id} had grappled fell this round; ${id} must spend a round evading before he strikes another man.`);
  const held = holding(s, id);
  let target: Fighter | undefined;
  let grappled = false;
  if (held !== undefined) {
    if (action.target !== undefined && action.target !== held) fail('melee/must-strike-grappled', 'Case 12.61', `${at}: ${id} has grappled ${held} and may strike blows only at him (Case 12.61).`);
    target = s.byId.get(held);
    grappled = true;
  } else {
    if (action.target !== undefined) {
      const want = s.byId.get(action.target);
      if (!want) fail('melee/unknown-man', 'Case 12.74', `${at}: ${id} cannot strike ${action.target}, who is not in this combat.`);
      if (want!.man.side === f.man.side) fail('melee/not-enemy', 'Case 12.74', `${at}: ${id} must strike at an Enemy man, not ${action.target} (Case 12.74).`);
      if (isAble(want!)) {
        if (inGrapple(s, want!.man.id)) fail('melee/target-grappled', 'Case 12.71', `${at}: ${id} has grappled no one and may not strike ${action.target}, who is grappled: too much danger of striking a Friendly man (Case 12.71).`);
        target = want;
      }
    }
    target ??= enemiesOf(s, f).find((e) => !inGrapple(s, e.man.id));
    if (!target) return quiet('pass', `Case 12.71: every Enemy man ${id} could strike is grappled, so he strikes no blow.`);
    if (t.tables.handToHandCombat[f.weapon].grappledHitPercent) {
      if (explicit) fail('melee/garrote-not-grappled', 'Case 12.83', `${at}: ${id}'s ${label(t, f.weapon)} can never hit a man he has not grappled (Case 12.83).`);
      return quiet('pass', `Case 12.83: a ${label(t, f.weapon)} hits only a man its user has grappled; ${id} strikes no blow.`);
    }
  }
  return strike(t, f, target!, grappled, base, droppedNote);
}

function draw(t: Turn, f: Fighter, weapon: MeleeWeaponId, base: { man: ManId; dropped?: MeleeWeaponId }, droppedNote: string): BlowStep {
  const { s, round } = t;
  const id = f.man.id;
  const i = f.carried.indexOf(weapon);
  if (weapon === 'fists' || i === -1) fail('melee/not-carried', 'Case 12.5', `Combat ${s.combat.id} round ${round}: ${id} carries no ${label(t, weapon)} to draw (Case 12.5).`);
  const armed = f.weapon !== 'fists';
  const grappled = inGrapple(s, id);
  const target = drawTarget(armed ? 'armed' : 'unarmed', grappled, t.tables);
  const roll = rollDice('2D6', t.dice, `Case 12.92 round ${round}, combat ${s.combat.id}: ${id} draws his ${label(t, weapon)} (${target.final} or less)`);
  s.dice.push(roll);
  const dropped = armed ? drop(t, f) : undefined;
  const ok = roll.total <= target.final;
  if (ok) {
    f.weapon = weapon;
    f.carried.splice(i, 1);
  }
  const how = `${armed ? 'armed' : 'unarmed'}, ${grappled ? 'grappled' : 'not grappled'}`;
  return {
    ...base,
    ...(dropped ? { dropped } : {}),
    kind: 'draw',
    weapon: f.weapon,
    ...(ok ? { drew: weapon } : {}),
    breakdowns: [target],
    dice: [roll],
    note:
      droppedNote +
      `Case 12.92: ${id} (${how}) tries to draw his ${label(t, weapon)}${dropped ? `, dropping his ${label(t, dropped)} (Case 12.55)` : ''}: 2D6 = ${roll.total}, ${ok ? 'drawn' : `not drawn; he fights with his fists (Case 12.53)`}.`,
  };
}

function strike(t: Turn, f: Fighter, target: Fighter, grappled: boolean, base: { man: ManId; dropped?: MeleeWeaponId }, droppedNote: string): BlowStep {
  const { s, round, tables, ledger } = t;
  const id = f.man.id;
  const tid = target.man.id;
  const where = `round ${round}, combat ${s.combat.id}`;
  const weapon = f.weapon;
  const name = label(t, weapon);
  const sw = isSeriouslyWounded(f);
  const situation = { weapon, grappled, strikerSeriouslyWounded: sw, targetSurprised: target.man.surprised ?? false, firstBlow: f.blowsStruck === 0 };
  const dice: DiceRoll[] = [];
  const breakdowns: Breakdown[] = [];
  const roll = (code: string, purpose: string): DiceRoll => {
    const r = rollDice(code, t.dice, purpose);
    s.dice.push(r);
    dice.push(r);
    return r;
  };
  const done = (extra: Partial<BlowStep>, note: string): BlowStep => ({ ...base, kind: 'strike', weapon, target: tid, grappled, breakdowns, dice, note: droppedNote + note, ...extra });
  const head = `${id} strikes ${tid} with his ${name}${grappled ? ' (grappled)' : ''}`;

  const hitB = blowHitChance(situation, tables);
  breakdowns.push(hitB);
  markBlowStruck(s, f);
  let hit: boolean;
  let hitText: string;
  if (hitB.final >= 100) {
    hit = true;
    hitText = 'hits automatically (Case 12.6)';
  } else if (hitB.final <= 0) {
    hit = false;
    hitText = `cannot hit (${hitB.steps.map((x) => x.caseRef).join(', ')})`;
  } else {
    const r = roll('1D100', `Case ${grappled ? '12.84' : '12.72'} ${where}: ${id} strikes ${tid} with his ${name} (hits on ${hitB.final} or less)`);
    hit = r.total <= hitB.final;
    hitText = `1D100 = ${r.total} against ${hitB.final}%: ${hit ? 'hit' : 'miss'}`;
  }
  if (!hit) return done({ hit: false }, `${head}: ${hitText}.`);

  const killB = blowKillChance(situation, tables);
  breakdowns.push(killB);
  let killed = false;
  let killText = '';
  if (killB.final >= 100) {
    killed = true;
    killText = `; certain death (${killB.final}%, Case 12.25)`;
  } else if (killB.final > 0) {
    const r = roll('1D100', `Case 12.82 ${where}: ${id}'s ${name} kills ${tid} outright on ${killB.final} or less`);
    killed = r.total <= killB.final;
    killText = `; % to Kill: 1D100 = ${r.total} against ${killB.final}%${killed ? ', killed outright (Case 12.82)' : ''}`;
  }
  if (killed) {
    target.killedOutright = true;
    ledger.kills.push({ combat: s.combat.id, round, man: tid, by: id, cause: 'kill-percentage' });
    fall(t, target);
    return done({ hit: true, killedOutright: true }, `${head}: ${hitText}${killText}.`);
  }
  const clsB = blowDamageClass(situation, tables);
  breakdowns.push(clsB);
  if (clsB.final <= 0) return done({ hit: true, killedOutright: false, woundPoints: 0 }, `${head}: ${hitText}${killText}; a ${name} that fails to kill does no damage (Case 12.83).`);
  const r = roll('1D10', `Case ${grappled ? '12.6' : '12.7'} ${where}: Wound Points from ${id}'s ${name} on Damage Class ${clsB.final} (Table 12.94)`);
  const woundB = blowWoundPoints(clsB.final, r.total, sw, tables);
  breakdowns.push(woundB);
  const wp = woundB.final;
  target.woundPoints += wp;
  ledger.wounds.push({ combat: s.combat.id, round, man: tid, by: id, woundPoints: wp, caseRef: grappled ? 'Case 12.6' : 'Case 12.7' });
  const c = conditionOf(target);
  let after = '';
  if (c === 'dead') {
    ledger.kills.push({ combat: s.combat.id, round, man: tid, by: id, cause: 'wounds' });
    after = `; ${tid} is dead (Case 9.0)`;
    fall(t, target);
  } else if (c === 'incapacitated') {
    ledger.incapacitated.push(tid);
    after = `; ${tid} is incapacitated (Case 9.22)`;
    fall(t, target);
  } else if (c === 'seriously-wounded') after = `; ${tid} is seriously wounded (Case 9.21)`;
  return done({ hit: true, killedOutright: false, woundPoints: wp }, `${head}: ${hitText}${killText}; 1D10 = ${r.total} on Damage Class ${clsB.final}: ${wp} Wound Point${wp === 1 ? '' : 's'}${after}.`);
}

/** A man is out: his grapples end, and whoever had grappled him spends the next round evading (Case 12.61). */
export function fall(t: Pick<Turn, 's' | 'round'>, out: Fighter): void {
  const holders = activeGrapples(t.s)
    .filter((g) => g.held === out.man.id)
    .map((g) => g.holder);
  releaseMan(t.s, out.man.id);
  for (const h of holders) {
    const f = t.s.byId.get(h)!;
    f.lostHoldRound = t.round;
    f.evadeRound = t.round + 1;
  }
}
