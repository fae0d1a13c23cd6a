/**
 * Who a flamethrower's fire is at (Section 17.0 General Rule and Procedure,
 * Diagram 5; Cases 17.12, 17.13, 17.36, 17.41, 17.44). fire-command.ts
 * resolves it as any fire, one roll per man.
 * - "Execute the fire normally, assuming every man within range to be a
 *   target": every man, Friendly or Enemy, in a square the pattern covers and
 *   to whom the firer has a Line of Sight (ruling FL3).
 * - A `task/fire` (or an opportunity or panic fire) names a man, not a
 *   pattern: the first of the twelve patterns, in the order of FLAME_PATTERNS,
 *   that covers him and no Friendly man, else the first that covers him
 *   (ruling FL5).
 * - Opportunity fire is never executed if it would hit a Friendly man (Case 17.12).
 * - A broken flamethrower does not fire until repaired (Case 17.36).
 */
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { FLAME_PATTERNS, flamePatternSquares, flameReach, type FlamePattern } from '../rules/flame-pattern';
import { tablesOf } from './game-tables';
import { armamentOf, sightBetween } from './carried-weapons';

export interface FlameTargets {
  readonly pattern: FlamePattern;
  readonly squares: readonly Square[];
  /** Every man in it the firer has a Line of Sight to, nearest square first. */
  readonly targets: readonly string[];
}

function menIn(state: GameState, firer: ManState, squares: readonly Square[]): ManState[] {
  const out: ManState[] = [];
  for (const sq of squares) {
    for (const m of Object.values(state.men)) {
      if (m.id === firer.id || m.condition === 'dead' || !sameSquare(m.square, sq)) continue;
      if (sightBetween(state, firer, m)?.los.clear) out.push(m);
    }
  }
  return out;
}

/** The pattern and its men for a flamethrower's fire, or why it may not fire. */
export function flameTargets(state: GameState, firer: ManState, weaponId: string, order: { readonly pattern?: FlamePattern; readonly namedTargetId?: string; readonly opportunity: boolean; readonly panic?: boolean }): Result<FlameTargets, RuleError> {
  if (state.flamethrowers?.broken[weaponId]) {
    return err(ruleError('flamethrower/broken', 'Case 17.36', `${firer.name}'s flamethrower exploded: it fires again only after 135 Task Points of repair (Case 17.36).`));
  }
  const from = firer.square!;
  const build = (p: FlamePattern): FlameTargets => {
    const squares = flamePatternSquares(state.map, from, p, flameReach(), tablesOf(state).flamethrowers);
    return { pattern: p, squares, targets: menIn(state, firer, squares).map((m) => m.id) };
  };
  let chosen: FlameTargets | undefined;
  if (order.pattern) chosen = build(order.pattern);
  else {
    const named = order.namedTargetId ? state.men[order.namedTargetId] : undefined;
    if (!named?.square) return err(ruleError('fire/no-target', 'Case 10.13', 'A flamethrower fires in a 45° pattern: name the pattern, or a man it is to cover (Section 17.0).'));
    if (sameSquare(named.square, from)) return err(ruleError('fire/flamethrower-own-square', 'Case 17.13', 'a flamethrower may not fire at a man in, or entering, its own square (Case 17.13)'));
    const covering = FLAME_PATTERNS.map(build).filter((t) => t.targets.includes(named.id));
    chosen = covering.find((t) => t.targets.every((id) => state.men[id]!.side !== firer.side)) ?? covering[0];
    if (!chosen) return err(ruleError('fire/no-los', 'Case 10.14', `${named.name} is in no 45° pattern of ${firer.name}'s flamethrower within its reach and Line of Sight (Section 17.0, Diagram 5).`));
  }
  // Case 10.14 (ruling FL3): he fires at men he observes; the pattern takes every man in it, seen or not. Refused alike
  // whether the pattern is empty or holds only men he does not see, so a refusal tells his side nothing.
  const seen = state.knowledge[firer.id]?.observing ?? [];
  if (!order.panic && !chosen.targets.some((id) => seen.includes(id))) {
    return err(ruleError('fire/not-observed', 'Case 10.14', `${firer.name} observes no Enemy man in the ${chosen.pattern} pattern: a man may only fire at a target he has observed (Case 10.14; Section 17.0).`));
  }
  if (order.opportunity && chosen.targets.some((id) => state.men[id]!.side === firer.side)) {
    return err(ruleError('flamethrower/friendly-in-pattern', 'Case 17.12', `${firer.name} may not fire his flamethrower as opportunity fire: it would also hit a Friendly man (Case 17.12).`));
  }
  return ok(chosen);
}

/** Case 17.44: a flamethrower-equipped man never burns. */
export const carriesFlamethrower = (man: ManState): boolean => armamentOf(man).weapons.some((w) => w.kind === 'flamethrower');

/** Case 17.41: every non-flamethrower man wounded by the fire (and not killed by it) commences burning. */
export function catchFire(state: GameState, wounded: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of wounded) {
    if (e.type !== 'man-wounded' || e.woundPoints <= 0 || e.condition === 'dead') continue;
    const man = state.men[e.manId];
    if (!man || carriesFlamethrower(man) || state.flamethrowers?.burning[man.id]) continue;
    out.push({ type: 'man-caught-fire', manId: man.id, caseRef: 'Case 17.41' });
  }
  return out;
}
