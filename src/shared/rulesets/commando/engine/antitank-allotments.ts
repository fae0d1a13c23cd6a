/**
 * The scenario's anti-tank allotments in set-up (rulings AT1, SC1): a side is
 * handed no more rocket launchers, LAWs or satchel charges than its listing
 * gives it ("2 Rocket Launchers ... given to any men at set-up", Case 47.42;
 * "3 Rocket Launchers for the Germans", Case 46.41; "10 total" satchel
 * charges, Case 45.41), and a side the listing leaves out is handed none. A
 * count the listing does not print (Case 49.41) is the umpire's; a Section
 * with no listing (chosen by agreement, or a Players' scenario) limits nothing.
 */
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { AntitankKind } from '../model/scenario-state';
import type { GameState, ManState } from '../model/state';
import { armamentOf } from './carried-weapons';

const NAMES: Readonly<Record<AntitankKind, { one: string; many: string; code: string; caseRef: string }>> = {
  'rocket-launcher': { one: 'rocket launcher', many: 'rocket launchers', code: 'rocket', caseRef: 'Case 26.0' },
  law: { one: 'LAW', many: 'LAWs', code: 'law', caseRef: 'Case 27.0' },
  'satchel-charge': { one: 'satchel charge', many: 'satchel charges', code: 'satchel', caseRef: 'Case 25.11' },
};

/** How many of the kind a man holds now (in set-up nothing has been fired or thrown yet). */
export function heldOf(man: ManState, kind: AntitankKind): number {
  const a = armamentOf(man);
  if (kind === 'rocket-launcher') return a.rocketLauncher ? 1 : 0;
  if (kind === 'law') return a.laws ?? 0;
  return a.satchelCharges ?? 0;
}

/** What the side may still be handed: a number, or null when the count is the umpire's (no listing, or not printed). */
export function allotmentLeft(state: GameState, kind: AntitankKind, side: string): number | null {
  const listed = state.scenario?.antitankAllotments?.[kind];
  if (!listed) return null;
  const allot = listed[side];
  if (!allot) return 0;
  if (allot.count === null) return null;
  const held = Object.values(state.men)
    .filter((m) => m.side === side)
    .reduce((n, m) => n + heldOf(m, kind), 0);
  return Math.max(0, allot.count - held);
}

/** Why handing `count` more of the kind to the man's side breaks the listing, or undefined. */
export function allotmentError(state: GameState, kind: AntitankKind, man: ManState, count = 1): RuleError | undefined {
  const listed = state.scenario?.antitankAllotments?.[kind];
  if (!listed) return undefined;
  const n = NAMES[kind];
  const allot = listed[man.side];
  if (!allot) {
    const sides = Object.keys(listed).join(', ');
    return ruleError(`${n.code}/not-allotted`, n.caseRef, `The scenario gives ${n.many} only to ${sides}; ${man.name}'s side has none (rulings AT1, SC1).`);
  }
  const left = allotmentLeft(state, kind, man.side);
  if (left !== null && count > left) {
    const caseRef = `Case ${allot.caseRef}`;
    const spent = left === 0 ? 'all are handed out' : `${left} ${left === 1 ? 'is' : 'are'} left`;
    return ruleError(`${n.code}/allotment-spent`, caseRef, `The scenario gives the side ${allot.count} ${allot.count === 1 ? n.one : n.many} (${caseRef}); ${spent}.`);
  }
  return undefined;
}
