/**
 * Spray fire from the side's own window (issue 15; Cases 10.42–10.45). A man
 * whose prepared weapon has more than one fire may split them among enemy
 * men the side observes now: the Player allots the fires before any is
 * resolved (Case 10.44), in an order where each next man is within two
 * squares of the one before (Case 10.45), and pays the chart's fire row plus
 * the spray fire add-on (Case 10.43; Chart 5.22). Everything is read from the
 * side's projection; the engine checks the same rules against the truth when
 * the order runs (rules/multiple-fire.ts), so a target that moved unseen is
 * refused there in the side's words.
 */
import type { CommandOf } from '@shared/rulesets/commando/model/commands';
import type { ManState } from '@shared/rulesets/commando/model/state';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { range } from '@shared/rulesets/commando/rules/range';
import { isFireWeaponClass } from '@shared/rulesets/commando/rules/weapons';
import { DEFAULT_COMMANDO_TABLES } from '@shared/rulesets/commando/tables';
import { chartCost, fireOffer, type SideTarget } from './side-weapons-model';

export interface SprayOffer {
  /** The weapon's "Nr. of fires" (Case 10.41). */
  readonly fires: number;
  /** The fire row plus the spray fire add-on, for this man (undefined: "all remaining"). */
  readonly cost: number | undefined;
  readonly targets: readonly SideTarget[];
}

/** Case 10.43: offered when his prepared weapon has more than one fire (not a flamethrower's pattern) and the side observes two men or more. */
export function sprayOffer(view: PlayerView, man: ManState): SprayOffer | undefined {
  const fire = fireOffer(view, man);
  if (!fire || fire.targets.length < 2 || !isFireWeaponClass(fire.weapon.kind)) return undefined;
  const wclass = DEFAULT_COMMANDO_TABLES.weaponClasses[fire.weapon.kind];
  if (wclass.pattern || wclass.fires.value < 2) return undefined;
  const add = chartCost('spray-fire', man);
  const cost = fire.cost === undefined || add === undefined ? undefined : fire.cost + add;
  return { fires: wclass.fires.value, cost, targets: fire.targets };
}

/** One man in the spray, in the order his fires are resolved. */
export interface SprayPick {
  readonly targetId: string;
  readonly fires: number;
}

/** The picks as an order, or the rule that refuses them, in the side's words (nothing here reads beyond its projection). */
export function sprayPlan(offer: SprayOffer, manId: string, picks: readonly SprayPick[], aimed = false): { order?: CommandOf<'task/fire'>; refused?: string } {
  const chosen = picks.filter((p) => p.fires > 0);
  if (chosen.length < 2) return { refused: 'Spray fire is fire at two men or more: give fires to another man (Case 10.43).' };
  const total = chosen.reduce((n, p) => n + p.fires, 0);
  if (total > offer.fires) return { refused: `His weapon has ${offer.fires} fires; ${total} are given (Case 10.42).` };
  const at = new Map(offer.targets.map((t) => [t.id, t]));
  for (const p of chosen) if (!at.has(p.targetId)) return { refused: `${p.targetId} is not observed now (Case 10.13).` };
  for (let i = 1; i < chosen.length; i++) {
    const from = at.get(chosen[i - 1]!.targetId)!;
    const to = at.get(chosen[i]!.targetId)!;
    const d = range(from.square, to.square);
    if (d > 2) return { refused: `${to.id} is ${d} squares from ${from.id}: fire shifts only to a man within two squares of the last (Case 10.45).` };
  }
  return { order: { type: 'task/fire', manId, targets: chosen.map((p) => ({ targetId: p.targetId, fires: p.fires })), spray: true, ...(aimed ? { aimed: true } : {}) } };
}

/** One more fire at a man: a man not yet in the spray joins it last (the order of Case 10.45), never past the weapon's fires. */
export function addFire(offer: SprayOffer, picks: readonly SprayPick[], targetId: string): SprayPick[] {
  const total = picks.reduce((n, p) => n + p.fires, 0);
  if (total >= offer.fires) return [...picks];
  return picks.some((p) => p.targetId === targetId) ? picks.map((p) => (p.targetId === targetId ? { ...p, fires: p.fires + 1 } : p)) : [...picks, { targetId, fires: 1 }];
}

/** One fire fewer at a man; at none he leaves the spray. */
export function removeFire(picks: readonly SprayPick[], targetId: string): SprayPick[] {
  return picks.map((p) => (p.targetId === targetId ? { ...p, fires: p.fires - 1 } : p)).filter((p) => p.fires > 0);
}
