/**
 * Lawrence of Arabia on the Hejaz Railway: the special rules of Case 42.43
 * other than the train (hejaz-train.ts); the mule is a mount of Section 19.0
 * (engine/mount-command.ts places it beside the machine gun with its reins in
 * the gunner's hand; engine/mount-panic.ts reads its panic, Addenda 42.43).
 *
 * - `hejaz-no-modes`: neither side is in Commando or Defending Mode
 *   (setup-game.ts gives both sides mode `none`), so no Sentry Routine, no
 *   Defending Mode observation penalty, no hold-in-place, no alert and no
 *   automatic panic of Case 38.61; every man begins on the map (the Turks
 *   aboard the train, ruling HJ2); a man who exits is out for good.
 * - `hejaz-no-grenades`: grenades are neither prepared nor thrown.
 * - `hejaz-lawrence`: a result that would kill Lawrence incapacitates him.
 * - `hejaz-machinegun-sledge`: only the man who began with the machine gun
 *   and Lawrence fire it, never a Turk; not in a Game-Turn its carrier moved
 *   it; its carrier moves as if prone (double cost), with a second Arab in
 *   his square (ruling HJ7) or leading the mule (ruling HC8: the mule's
 *   doubled costs are the sledge's double cost; it follows one square
 *   behind, so stays adjacent to the gun).
 */
import type { GameEvent } from '../../model/events';
import type { GameState, ManCondition, ManState } from '../../model/state';
import { canAct, manTurnOf } from '../../model/state';
import type { Mover } from '../../rules/movement-tables';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { armamentOf } from '../../engine/carried-weapons';

/** Scenario man ids of the loadouts (assets/scenarios/42-hejaz-railway.json). */
export const LAWRENCE_ID = 'lawrence';
export const MACHINEGUNNER_ID = 'machinegunner';
const SLEDGE_WEAPON = 'machinegun';

const uses = (state: GameState, id: string): boolean => (state.scenario?.specialRules ?? []).includes(id);

/** Case 42.43 Lawrence of Arabia: "Lawrence is never killed; if results should indicate so, he is instead Incapacitated." */
export function neverKilledCondition(state: GameState, manId: string, condition: ManCondition): ManCondition {
  return condition === 'dead' && manId === LAWRENCE_ID && uses(state, 'hejaz-lawrence') ? 'incapacitated' : condition;
}

/** The decided events with every death of Lawrence made an incapacitation (engine.ts `decide`). */
export function lawrenceNeverKilled(state: GameState, events: GameEvent[]): GameEvent[] {
  if (!uses(state, 'hejaz-lawrence') || !state.men[LAWRENCE_ID]) return events;
  return events.map((e) => {
    if (e.type === 'man-wounded' && e.manId === LAWRENCE_ID && e.condition === 'dead') return { ...e, condition: 'incapacitated', caseRef: 'Case 42.43' };
    if (e.type === 'fire-resolved' && e.targets.some((t) => t.targetId === LAWRENCE_ID && t.condition === 'dead')) {
      return {
        ...e,
        targets: e.targets.map((t) => (t.targetId === LAWRENCE_ID && t.condition === 'dead' ? { ...t, condition: 'incapacitated' as const } : t)),
        summary: [...e.summary, 'Case 42.43: Lawrence is never killed; he is Incapacitated instead'],
      };
    }
    if (e.type === 'melee-resolved' && e.men.some((m) => m.id === LAWRENCE_ID && m.condition === 'dead')) {
      return {
        ...e,
        men: e.men.map((m) => (m.id === LAWRENCE_ID && m.condition === 'dead' ? { ...m, condition: 'incapacitated' as const } : m)),
        log: [...e.log, 'Case 42.43: Lawrence is never killed; he is Incapacitated instead'],
      };
    }
    return e;
  });
}

/** Case 42.43 Grenade Availability: "None. Ignore the grenade rules while playing this Scenario." */
export function hejazGrenadeBan(state: GameState, manId: string): RuleError | undefined {
  if (!uses(state, 'hejaz-no-grenades')) return undefined;
  return ruleError('grenade/none-in-scenario', 'Case 42.43', `${state.men[manId]?.name ?? manId}: there are no grenades in this Scenario; the grenade rules are ignored (Case 42.43).`);
}

const carriesSledge = (state: GameState, man: ManState): boolean => uses(state, 'hejaz-machinegun-sledge') && armamentOf(man).weapons.some((w) => w.kind === SLEDGE_WEAPON);

/** Case 42.43 The Machine Gun: who may fire it, and not while it is being moved (ruling HJ7: not in a Game-Turn its carrier moved). */
export function sledgeFireError(state: GameState, firer: ManState, weaponKind: string): RuleError | undefined {
  if (!uses(state, 'hejaz-machinegun-sledge') || weaponKind !== SLEDGE_WEAPON) return undefined;
  const arabs = state.men[MACHINEGUNNER_ID]?.side;
  if (arabs !== undefined && firer.side !== arabs) return ruleError('fire/sledge-turk', 'Case 42.43', `No Turk may fire the machine gun (Case 42.43).`);
  if (firer.id !== MACHINEGUNNER_ID && firer.id !== LAWRENCE_ID) {
    return ruleError('fire/sledge-untrained', 'Case 42.43', `Only the man who began the game with the machine gun and Lawrence may fire it; ${firer.name} lacks the training (Case 42.43).`);
  }
  if (manTurnOf(state, firer.id).movedThisTurn) return ruleError('fire/sledge-moving', 'Case 42.43', `The machine gun may not be fired while it is being moved; ${firer.name} moved it this Game-Turn (Case 42.43, ruling HJ7).`);
  return undefined;
}

/** Case 42.43: the sledge's haulers move "as if they were prone (i.e., double movement cost)". */
export function sledgeMover(state: GameState, man: ManState, mover: Mover): Mover {
  return carriesSledge(state, man) ? { ...mover, prone: true } : mover;
}

/** Case 42.43: the sledge is moved by two men in the same square (ruling HJ7: its carrier, with a second able Arab there). */
export function sledgeMoveError(state: GameState, man: ManState | undefined): RuleError | undefined {
  if (!man || !carriesSledge(state, man) || !man.square) return undefined;
  const helper = Object.values(state.men).some((m) => m.id !== man.id && m.side === man.side && canAct(m) && !m.mount && m.square?.col === man.square!.col && m.square.row === man.square!.row);
  // Case 42.43: "To move the machine gun with the mule requires a man to lead the mule (by holding the reins)" (ruling HC8).
  const mule = Object.values(state.men).find((m) => m.mount?.kind === 'mule' && m.mount.reinsHeldBy === man.id && canAct(m) && m.posture === 'erect' && !m.mount.hobbled);
  return helper || mule ? undefined : ruleError('move/sledge-alone', 'Case 42.43', `${man.name} has the machine-gun sledge: it moves only led by the mule (holding its reins) or with two men in its square, and he is alone (Case 42.43).`);
}
