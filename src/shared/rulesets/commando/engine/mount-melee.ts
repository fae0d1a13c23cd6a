/**
 * Section 19.0 in the Hand-to-Hand Combat Phase (`melee-phase.ts`): what a
 * mount and its rider bring to a combat. A mount is not a man who fights
 * (its blows are Case 19.41's, on the Horse Melee Table, not Table 12.93's),
 * so it is no fighter of Case 12.11; a rider may not grapple nor be grappled
 * (Case 19.42) and uses only a pistol, a sword or an umbrella (Case 19.44).
 * A swimming horse strikes on "Horse vs. Horse" (Case 36.82).
 */
import type { CommandOf } from '../model/commands';
import type { GameState, ManState } from '../model/state';
import { canAct, conditionOf, manTurnOf } from '../model/state';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { meleePlace } from '../rules/climbing';
import type { HorseOutcome, MeleeHorse } from '../rules/melee-model';
import { grappleBarred, horseBlows, horsebackMeleeWeapon } from '../rules/mounts';
import { remainingTaskPoints } from './task-points';
import { waterState } from '../rules/underwater';
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

/**
 * Case 19.41 and the Procedure of Section 19.0: the able horses at the combat's place, with their blows. Its
 * first Game-Turn in a combat a horse charges; it rears when it struck in the last Game-Turn's Phase and has not
 * moved since (still in that combat, ruling HC14). Case 19.43: "both Players possess horses" — horses that strike;
 * a camel does not engage (Case 19.46, ruling HC13).
 */
export function meleeHorses(state: GameState, men: readonly ManState[]): MeleeHorse[] {
  const place = men[0] ? meleePlace(state.map, men[0]) : undefined;
  if (place === undefined) return [];
  const here = Object.values(state.men).filter((m) => m.mount && m.mount.kind !== 'camel' && m.square && canAct(m) && meleePlace(state.map, m) === place);
  return here.map((m) => {
    const enemyHorse = here.some((o) => o.side !== m.side);
    const charged = m.mount!.charged?.turn === state.turn - 1 && !manTurnOf(state, m.id).movedThisTurn;
    // Case 36.82: a swimming horse strikes on the "Horse vs. Horse" line, whoever its opponent.
    const swimming = waterState(state.map, m) === 'swimming';
    return { id: m.id, side: m.side, endurance: Math.max(1, m.endurance), woundPoints: m.wounds, blows: horseBlows(m.mount!.kind, charged, enemyHorse, swimming) };
  });
}

/** The `melee-resolved` event's horses: a horse that struck has fought and expends all its Task Points (Case 12.31, ruling HC14). */
export function horseEntries(state: GameState, horses: readonly HorseOutcome[]) {
  return horses.map((h) => {
    const condition = conditionOf(h.condition);
    const out = condition === 'dead' || condition === 'incapacitated';
    return { id: h.id, woundPoints: h.woundPoints, condition, taskPointsLost: out || h.struck > 0 ? remainingTaskPoints(state, h.id) : 0, charged: h.struck > 0 };
  });
}
