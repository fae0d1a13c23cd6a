/**
 * Section 19.0 in the Hand-to-Hand Combat Phase (`melee-phase.ts`): what a
 * mount and its rider bring to a combat. A mount is not a man who fights
 * (its blows are Case 19.41's, on the Horse Melee Table, not Table 12.93's),
 * so it is no fighter of Case 12.11; a rider may not grapple nor be grappled
 * (Case 19.42) and uses only a pistol, a sword or an umbrella (Case 19.44).
 */
import type { CommandOf } from '../model/commands';
import type { GameState, ManState } from '../model/state';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { grappleBarred, horsebackMeleeWeapon } from '../rules/mounts';
import type { MeleeWeaponId } from '../tables/hand-to-hand-weapons';
import { mountedBy } from './mounts';

/** Case 19.42: the figure is a mount, or a man riding one. */
export const mountedInMelee = (state: GameState, m: ManState): boolean => m.mount !== undefined || mountedBy(state, m.id) !== undefined;

/** Cases 19.41, 19.46: a mount fights no man's blows — it is left out of Table 12.93's combat. */
export const meleeFighter = (m: ManState): boolean => m.mount === undefined;

/** Case 19.44: a rider's Table 12.93 rows are only those usable from horseback (ruling HC11: none left, his fists). */
export function horsebackRows(state: GameState, m: ManState, rows: readonly MeleeWeaponId[]): readonly MeleeWeaponId[] {
  return mountedBy(state, m.id) === undefined ? rows : rows.filter(horsebackMeleeWeapon);
}

/** Cases 19.42, 19.44: a `melee/resolve` order that grapples from or at a rider, or draws a weapon he may not use from horseback. */
export function mountMeleeOrderError(state: GameState, cmd: CommandOf<'melee/resolve'>): RuleError | undefined {
  const mounted = (id: string): boolean => {
    const m = state.men[id];
    return m !== undefined && mountedInMelee(state, m);
  };
  for (const c of cmd.combats) {
    for (const round of c.rounds ?? []) {
      for (const [id, o] of Object.entries(round.men ?? {})) {
        if (o.grapple !== undefined && grappleBarred({ mounted: mounted(id) }, { mounted: mounted(o.grapple) })) {
          return ruleError('mount/no-grapple', 'Case 19.42', `${id} may not grapple ${o.grapple}: horses and their riders never grapple nor are grappled (Case 19.42).`);
        }
        if (o.action?.kind === 'draw' && mountedBy(state, id) !== undefined && !horsebackMeleeWeapon(o.action.weapon)) {
          return ruleError('mount/horseback-weapon', 'Case 19.44', `${id} is on horseback: the only melee weapons usable from horseback are pistols, swords and umbrellas, not ${o.action.weapon} (Case 19.44).`);
        }
      }
    }
  }
  return undefined;
}
