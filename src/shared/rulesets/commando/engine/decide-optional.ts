import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import type { Result } from '../../../kernel/result';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { Square } from '../../../map/map-model';
import { decideFallProne } from './move-command';
import { decideBridgeWire, decideClipWire, decideLeaveWire } from './wire-command';
import { decideBoostWire, decideBridgeLive, decideClipLive, decideElectrifyWire, decideTestWire } from './live-wire-command';
import { decideDetonateClaymore, decidePlaceMine, decideRemoveMine } from './mine-command';
import { decideAffixRifleGrenade, decideFireLauncher, decideIssueThumpGun } from './launcher-command';
import { decideDestroySearchlight, decideFireAtSearchlight, decideManSearchlight, decidePlaceSearchlight, decideTurnSearchlight, decideUmpireDestroySearchlight } from './searchlight-command';

import { decideClimb, decideClimbDown, decideIssueHooks } from './climb-command';
import { decideBlowWhistle, decideDogPanicMove, decidePlaceDog, decideReleaseDog } from './dog-command';
import { decideFireFlare, decideRollWind, decideStarShell } from './illumination-command';
import { decideDive, decideDivingGear, decideHighSurf, decideIssueDivingGear, decideReplaceMouthpiece, decideRevive, decideTearMouthpiece } from './underwater-command';
import { decideDismount, decideHobble, decideMount, decidePlaceMount } from './mount-command';
import { decideHitch, decidePassReins } from './mount-reins';
import { decideDamageVehicle, decideExchangeCrew, decideHatch, decidePivot, decidePlaceVehicle, decideTurnTurret, decideUmpirePlaceVehicle, decideVehicleMove } from './vehicle-command';
import { withVehiclePanic } from './vehicle-panic';
import { panicMachinegunFire } from './vehicle-panic-fire';
import { decideFireAtJeep } from './jeep-target-fire';
import { decideFireMainGun } from './vehicle-main-gun';
import { decideFireMachinegun } from './vehicle-machineguns';
import { decideBailOut, decideDismount as decideDismountVehicle, decideMount as decideMountVehicle, decideReEnter } from './vehicle-crew-command';

/** Case 23.52: a panicked tank's straight-ahead move, as a vehicle/move that halts at a detonated anti-tank mine (ruling VH20). */
const panicMove = (s: GameState, vehicleId: string, route: readonly Square[], dice: DiceSource): Result<GameEvent[], RuleError> =>
  decideVehicleMove(s, { type: 'vehicle/move', vehicleId, route: [...route] }, dice, { stopAtMine: true });
import { decideFireFlamethrower, decideRepairFlamethrower, decideSmotherFlames } from './flamethrower-command';
import { decideFireRocket, decideIssueRocketLauncher, decideReloadRocket } from './rocket-command';
import { decideFireLaw, decideIssueLaw } from './law-command';
import { decideDropSatchel, decideIssueSatchels, decidePickUpSatchel, decidePrepareSatchel, decideThrowSatchel } from './satchel-command';
import { decideAllotArtillery, decideAnnounce, decideDesignateObserver, decideForwardObserve, decidePlanArtillery, decideTargetGun, decideUnplanArtillery } from './artillery-command';

/** The commands of the Optional Rules built so far: Sections 17–36 as far as each is built (25: satchel-command.ts). */
/** Their command types: dispatch.ts hands every one of them to decideOptionalRule. */
export const OPTIONAL_RULE_COMMAND_TYPES = [
  'task/fire-flamethrower',
  'task/smother-flames',
  'task/repair-flamethrower',
  'task/bridge-wire',
  'task/leave-wire',
  'task/clip-wire',
  'setup/electrify-wire',
  'task/test-wire',
  'task/boost-wire',
  'setup/place-mine',
  'setup/remove-mine',
  'task/detonate-claymore',
  'task/affix-rifle-grenade',
  'task/fire-rifle-grenade',
  'task/fire-thump-gun',
  'setup/issue-thump-gun',
  'setup/place-searchlight',
  'setup/man-searchlight',
  'searchlight/turn',
  'task/destroy-searchlight',
  'task/fire-at-searchlight',
  'umpire/destroy-searchlight',
  'task/fire-flare',
  'umpire/star-shell',
  'umpire/roll-wind',
  'task/climb',
  'task/climb-down',
  'setup/issue-hooks',
  'setup/place-dog',
  'dog/release',
  'task/blow-whistle',
  'task/dog-panic-move',
  'setup/issue-diving-gear',
  'task/dive',
  'task/diving-gear',
  'task/replace-mouthpiece',
  'task/revive',
  'umpire/tear-mouthpiece',
  'umpire/high-surf',
  'setup/place-mount',
  'task/mount',
  'task/dismount',
  'task/hobble',
  'task/pass-reins',
  'task/hitch',
  'setup/place-vehicle',
  'umpire/place-vehicle',
  'vehicle/move',
  'vehicle/pivot',
  'vehicle/turn-turret',
  'vehicle/hatch',
  'vehicle/exchange-crew',
  'vehicle/bail-out',
  'task/re-enter-vehicle',
  'task/mount-vehicle',
  'task/dismount-vehicle',
  'umpire/damage-vehicle',
  'setup/allot-artillery',
  'setup/plan-artillery',
  'setup/unplan-artillery',
  'setup/target-gun',
  'setup/designate-observer',
  'artillery/announce',
  'task/forward-observe',
  'setup/issue-rocket-launcher',
  'task/fire-rocket',
  'task/reload-rocket',
  'setup/issue-law',
  'task/fire-law',
  'vehicle/fire-main-gun',
  'vehicle/fire-machinegun',
  'task/fire-at-jeep',
  'setup/issue-satchel-charges',
  'task/prepare-satchel',
  'task/throw-satchel',
  'task/drop-satchel',
  'task/pick-up-satchel',
] as const;

export type OptionalRuleCommand = Extract<Command, { type: (typeof OPTIONAL_RULE_COMMAND_TYPES)[number] }>;

const OPTIONAL_TYPES: ReadonlySet<string> = new Set(OPTIONAL_RULE_COMMAND_TYPES);

export const isOptionalRuleCommand = (command: Command): command is OptionalRuleCommand => OPTIONAL_TYPES.has(command.type);

/**
 * decide for an Optional Rule's own command (dispatch.ts hands them here, so
 * the core dispatcher stays about the standard rules). `evolve` comes in as
 * a parameter: a launcher's blast folds its wounds as a grenade's does.
 */
export function decideOptionalRule(state: GameState, command: OptionalRuleCommand, dice: DiceSource, evolve: (s: GameState, e: GameEvent) => GameState): Result<GameEvent[], RuleError> {
  // Case 23.52 (ruling VH51): a panicked vehicle's machineguns fire at the nearest observed Enemy man.
  const panicFire = (s: GameState, vehicleId: string, d: DiceSource): GameEvent[] => panicMachinegunFire(s, vehicleId, d, evolve);
  switch (command.type) {
    case 'task/fire-flamethrower':
      return decideFireFlamethrower(state, command, dice, evolve);
    case 'task/smother-flames':
      return decideSmotherFlames(state, command);
    case 'task/repair-flamethrower':
      return decideRepairFlamethrower(state, command);
    case 'task/bridge-wire':
      // Cases 31.21–31.22: live wire shocks the man who lies on it (live-wire-command.ts); else Case 20.12.
      return decideBridgeLive(state, command, dice, () => decideBridgeWire(state, command, decideFallProne));
    case 'task/leave-wire':
      return decideLeaveWire(state, command, dice);
    case 'task/clip-wire':
      // Ruling EW6: clipping live wire is touching it.
      return decideClipLive(state, command, dice, () => decideClipWire(state, command));
    case 'setup/electrify-wire':
      return decideElectrifyWire(state, command);
    case 'task/test-wire':
      return decideTestWire(state, command);
    case 'task/boost-wire':
      return decideBoostWire(state, command, dice);
    case 'setup/place-mine':
      return decidePlaceMine(state, command);
    case 'setup/remove-mine':
      return decideRemoveMine(state, command);
    case 'task/detonate-claymore':
      return decideDetonateClaymore(state, command, dice);
    case 'task/affix-rifle-grenade':
      return decideAffixRifleGrenade(state, command);
    case 'task/fire-rifle-grenade':
    case 'task/fire-thump-gun':
      return decideFireLauncher(state, command, dice, evolve);
    case 'setup/issue-thump-gun':
      return decideIssueThumpGun(state, command);
    case 'setup/place-searchlight':
      return decidePlaceSearchlight(state, command);
    case 'setup/man-searchlight':
      return decideManSearchlight(state, command);
    case 'searchlight/turn':
      return decideTurnSearchlight(state, command);
    case 'task/destroy-searchlight':
      return decideDestroySearchlight(state, command);
    case 'task/fire-at-searchlight':
      return decideFireAtSearchlight(state, command, dice, evolve);
    case 'umpire/destroy-searchlight':
      return decideUmpireDestroySearchlight(state, command);
    case 'task/fire-flare':
      return decideFireFlare(state, command, dice, evolve);
    case 'umpire/star-shell':
      return decideStarShell(state, command, dice, evolve);
    case 'umpire/roll-wind':
      return decideRollWind(state, dice);
    case 'task/climb':
      return decideClimb(state, command);
    case 'task/climb-down':
      return decideClimbDown(state, command);
    case 'setup/issue-hooks':
      return decideIssueHooks(state, command);
    case 'setup/place-dog':
      return decidePlaceDog(state, command, dice);
    case 'dog/release':
      return decideReleaseDog(state, command);
    case 'task/blow-whistle':
      return decideBlowWhistle(state, command);
    case 'task/dog-panic-move':
      return decideDogPanicMove(state, command, dice);
    case 'setup/issue-diving-gear':
      return decideIssueDivingGear(state, command);
    case 'task/dive':
      return decideDive(state, command);
    case 'task/diving-gear':
      return decideDivingGear(state, command);
    case 'task/replace-mouthpiece':
      return decideReplaceMouthpiece(state, command);
    case 'task/revive':
      return decideRevive(state, command);
    case 'umpire/tear-mouthpiece':
      return decideTearMouthpiece(state, command, dice);
    case 'umpire/high-surf':
      return decideHighSurf(state, command);
    case 'setup/place-mount':
      return decidePlaceMount(state, command, dice);
    case 'task/mount':
      return decideMount(state, command);
    case 'task/dismount':
      return decideDismount(state, command);
    case 'task/hobble':
      return decideHobble(state, command);
    case 'task/pass-reins':
      return decidePassReins(state, command);
    case 'task/hitch':
      return decideHitch(state, command);
    case 'setup/place-vehicle':
      return decidePlaceVehicle(state, command);
    case 'umpire/place-vehicle':
      return decideUmpirePlaceVehicle(state, command);
    case 'vehicle/move':
      return withVehiclePanic(state, command.vehicleId, decideVehicleMove(state, command, dice), dice, panicMove, panicFire);
    case 'vehicle/pivot':
      return withVehiclePanic(state, command.vehicleId, decidePivot(state, command), dice, panicMove, panicFire);
    case 'vehicle/turn-turret':
      return withVehiclePanic(state, command.vehicleId, decideTurnTurret(state, command), dice, panicMove, panicFire);
    case 'vehicle/hatch':
      return withVehiclePanic(state, command.vehicleId, decideHatch(state, command), dice, panicMove, panicFire);
    case 'vehicle/exchange-crew':
      return withVehiclePanic(state, command.vehicleId, decideExchangeCrew(state, command), dice, panicMove, panicFire);
    case 'vehicle/bail-out':
      return withVehiclePanic(state, command.vehicleId, decideBailOut(state, command), dice, panicMove, panicFire);
    case 'task/re-enter-vehicle':
      return decideReEnter(state, command);
    case 'task/mount-vehicle':
      return decideMountVehicle(state, command);
    case 'task/dismount-vehicle':
      return decideDismountVehicle(state, command);
    case 'umpire/damage-vehicle':
      return decideDamageVehicle(state, command);
    case 'setup/allot-artillery':
      return decideAllotArtillery(state, command);
    case 'setup/plan-artillery':
      return decidePlanArtillery(state, command);
    case 'setup/unplan-artillery':
      return decideUnplanArtillery(state, command);
    case 'setup/target-gun':
      return decideTargetGun(state, command);
    case 'setup/designate-observer':
      return decideDesignateObserver(state, command);
    case 'artillery/announce':
      return decideAnnounce(state, command);
    case 'task/forward-observe':
      return decideForwardObserve(state, command);
    case 'setup/issue-rocket-launcher':
      return decideIssueRocketLauncher(state, command);
    case 'task/fire-rocket':
      return decideFireRocket(state, command, dice, evolve);
    case 'task/reload-rocket':
      return decideReloadRocket(state, command);
    case 'setup/issue-law':
      return decideIssueLaw(state, command);
    case 'task/fire-law':
      return decideFireLaw(state, command, dice, evolve);
    case 'vehicle/fire-main-gun':
      return decideFireMainGun(state, command, dice, evolve);
    case 'vehicle/fire-machinegun':
      return decideFireMachinegun(state, command, dice, evolve);
    case 'task/fire-at-jeep':
      return decideFireAtJeep(state, command, dice, evolve);
    case 'setup/issue-satchel-charges':
      return decideIssueSatchels(state, command);
    case 'task/prepare-satchel':
      return decidePrepareSatchel(state, command);
    case 'task/throw-satchel':
      return decideThrowSatchel(state, command, dice, evolve);
    case 'task/drop-satchel':
      return decideDropSatchel(state, command);
    case 'task/pick-up-satchel':
      return decidePickUpSatchel(state, command);
  }
}
