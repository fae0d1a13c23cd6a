/** `decide` for the skirmish ruleset: one handler per command; it validates, rolls, and never mutates. */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { decideAdvance } from './advance';
import { decideArtilleryCall } from './artillery-step';
import { decideCloseCombat } from './close-combat-step';
import { decideDamageRoll } from './damage-step';
import { decideAimedFire, decideGroupFire } from './fire-step';
import { decideHeFire } from './he-step';
import { decideLauncherFire } from './launcher-step';
import { decideMineWalk, decidePlaceMines } from './mines-step';
import { decideRadio } from './radio-step';
import { decideMotivationApply } from './motivation-step';
import { decideReactionRoll } from './reaction-step';
import { decideSubmitOrders } from './orders';
import { decideSpotCheck } from './spotting-check';
import { decideResolve } from './umpire-resolve';
import { decideFightFire, decideStartFire } from './terrain-fire-step';
import { decideStrafe } from './strafing-step';

export function decideSkirmish(state: SkirmishState, command: SkirmishCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  switch (command.type) {
    case 'orders/submit':
      return decideSubmitOrders(state, command.side, command.orders);
    case 'bound/advance':
      return decideAdvance(state, dice);
    case 'spot/check':
      return decideSpotCheck(state, command, dice);
    case 'umpire/resolve':
      return decideResolve(state, command.resolution);
    case 'reaction/roll':
      return decideReactionRoll(state, command, dice);
    case 'fire/group':
      return decideGroupFire(state, command, dice);
    case 'fire/aimed':
      return decideAimedFire(state, command, dice);
    case 'fire/he':
      return decideHeFire(state, command, dice);
    case 'fire/launcher':
      return decideLauncherFire(state, command, dice);
    case 'damage/roll':
      return decideDamageRoll(state, command, dice);
    case 'close-combat/fight':
      return decideCloseCombat(state, command, dice);
    case 'motivation/apply':
      return decideMotivationApply(state, command);
    case 'umpire/place-mines':
      return decidePlaceMines(state, command);
    case 'mines/walk':
      return decideMineWalk(state, command, dice);
    case 'radio/contact':
      return decideRadio(state, command, dice);
    case 'umpire/set-options':
      return ok([{ type: 'options/set', hitLocation: command.hitLocation, ...(command.wwii !== undefined ? { wwii: command.wwii } : {}), reason: command.reason }]);
    case 'umpire/set-conditions':
      return ok([{ type: 'conditions/set', night: command.night, smoke: command.smoke, reason: command.reason }]);
    case 'umpire/start-fire':
      return decideStartFire(state, command);
    case 'terrain-fire/fight':
      return decideFightFire(state, command);
    case 'artillery/call':
      return decideArtilleryCall(state, command, dice);
    case 'umpire/strafe':
      return decideStrafe(state, command, dice);
  }
}
