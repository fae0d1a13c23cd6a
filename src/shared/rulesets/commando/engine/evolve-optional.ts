/**
 * The Optional Rules' events, each folded by its own Section's file: Sections
 * 17 (flames), 18 and 21 (launchers), 22 (mines), 31 (live wire), 32 (dogs),
 * 33 (searchlights), 34 (illumination), 35 (climbing) and 28 (artillery). `evolve`
 * (dispatch.ts) hands them here, as `decide` hands their commands to
 * decide-optional.ts.
 */
import type { UnderwaterEvent } from '../model/events-underwater';
import type { MountEvent } from '../model/events-mounts';
import { evolveMountEvent } from './mount-command';
import type { VehicleEvent } from '../model/events-vehicles';
import { evolveVehicleEvent } from './vehicle-state';
import type { ArtilleryEvent, ClimbingEvent, DogEvent, FlameEvent, GameEvent, IlluminationEvent, LauncherEvent, LiveWireEvent, MineEvent, SearchlightEvent } from '../model/events';
import type { GameState } from '../model/state';
import { evolveClimbingEvent } from './climb-command';
import { evolveArtilleryEvent } from './artillery-evolve';
import { evolveLauncherEvent } from './evolve-fire';
import { evolveFlameEvent } from './flamethrower-state';
import { evolveDogEvent, isDogEvent } from './guard-dogs';
import { evolveIlluminationEvent, isIlluminationEvent } from './illumination';
import { evolveLiveWireEvent } from './live-wire-command';
import { evolveMineEvent } from './mine-command';
import { evolveSearchlightEvent } from './searchlight-command';
import { track } from './track-observed';
import { evolveUnderwaterEvent } from './underwater-command';
import type { AntitankEvent } from '../model/events-antitank';
import { evolveAntitankEvent } from './antitank-evolve';
import type { SatchelEvent } from '../model/events-satchel';
import { evolveSatchelEvent } from './satchel-evolve';

type Listed = LiveWireEvent | FlameEvent | MineEvent | LauncherEvent | SearchlightEvent | ClimbingEvent | UnderwaterEvent | MountEvent | VehicleEvent | ArtilleryEvent | AntitankEvent | SatchelEvent;
export type OptionalRuleEvent = Listed | DogEvent | IlluminationEvent;

// Every kind named once: the compiler fails here when a Section adds an event kind and this list misses it.
const LISTED: Readonly<Record<Listed['type'], (next: GameState, event: never) => GameState>> = {
  'wire-electrified': evolveLiveWireEvent,
  'wire-tested': evolveLiveWireEvent,
  'wire-touched': evolveLiveWireEvent,
  'wire-shock': evolveLiveWireEvent,
  // Case 8.83: a man who boosts the current is seen where he stands.
  'wire-boosted': (next, event: Extract<LiveWireEvent, { type: 'wire-boosted' }>) => track(evolveLiveWireEvent(next, event), event.manId),
  'flame-blast': evolveFlameEvent,
  'flamethrower-chain-roll': evolveFlameEvent,
  'man-caught-fire': evolveFlameEvent,
  'man-burned': evolveFlameEvent,
  'flames-smothered': evolveFlameEvent,
  'flamethrower-repair': evolveFlameEvent,
  'mine-placed': evolveMineEvent,
  'mine-removed': evolveMineEvent,
  'mine-triggered': evolveMineEvent,
  'claymore-fired': evolveMineEvent,
  'mine-detonated': evolveMineEvent,
  'rifle-grenade-affixed': evolveLauncherEvent,
  'thump-gun-issued': evolveLauncherEvent,
  'launcher-fired': evolveLauncherEvent,
  'searchlight-placed': evolveSearchlightEvent,
  'searchlight-manned': evolveSearchlightEvent,
  'searchlight-turned': evolveSearchlightEvent,
  'searchlight-shot': evolveSearchlightEvent,
  'searchlight-destroyed': evolveSearchlightEvent,
  // Case 8.83: those who observe him see him go up or come down.
  'man-climbed': (next, event: Extract<ClimbingEvent, { type: 'man-climbed' }>) => track(evolveClimbingEvent(next, event), event.manId),
  'man-climbed-down': (next, event: Extract<ClimbingEvent, { type: 'man-climbed-down' }>) => track(evolveClimbingEvent(next, event), event.manId),
  'hooks-issued': evolveClimbingEvent,
  'diving-gear-issued': evolveUnderwaterEvent,
  // Case 8.83: those who observe him see him dive or rise (an underwater man out of their sight is lost at the next check, Case 8.84).
  'man-dived': (next, event: Extract<UnderwaterEvent, { type: 'man-dived' }>) => track(evolveUnderwaterEvent(next, event), event.manId),
  'diving-gear-changed': (next, event: Extract<UnderwaterEvent, { type: 'diving-gear-changed' }>) => track(evolveUnderwaterEvent(next, event), event.manId),
  'man-swims': (next, event: Extract<UnderwaterEvent, { type: 'man-swims' }>) => track(evolveUnderwaterEvent(next, event), event.manId),
  'mouthpiece-tear': evolveUnderwaterEvent,
  'mouthpiece-replaced': evolveUnderwaterEvent,
  'breath-checked': evolveUnderwaterEvent,
  'revive-worked': evolveUnderwaterEvent,
  'high-surf-set': evolveUnderwaterEvent,
  'mount-placed': evolveMountEvent,
  // Case 8.83: those who observe them see a man mount or dismount.
  'man-mounted': (next, event: Extract<MountEvent, { type: 'man-mounted' }>) => track(evolveMountEvent(next, event), event.manId),
  'man-dismounted': (next, event: Extract<MountEvent, { type: 'man-dismounted' }>) => track(evolveMountEvent(next, event), event.manId),
  'mount-hobbled': evolveMountEvent,
  'mount-panicked': evolveMountEvent,
  'mount-fell': evolveMountEvent,
  'mount-stood-at-wire': evolveMountEvent,
  'grenade-dropped': evolveMountEvent,
  'dropped-grenade-exploded': evolveMountEvent,
  'reins-passed': evolveMountEvent,
  'mount-hitched': evolveMountEvent,
  'vehicle-placed': evolveVehicleEvent,
  'vehicle-moved': evolveVehicleEvent,
  'vehicle-pivoted': evolveVehicleEvent,
  'turret-turned': evolveVehicleEvent,
  'vehicle-hatch': evolveVehicleEvent,
  'crew-exchanged': evolveVehicleEvent,
  'crew-bailed-out': evolveVehicleEvent,
  'crew-re-entered': evolveVehicleEvent,
  'man-boarded': evolveVehicleEvent,
  'man-alighted': evolveVehicleEvent,
  'vehicle-damaged': evolveVehicleEvent,
  'vehicle-exploded': evolveVehicleEvent,
  'vehicle-panic-checked': evolveVehicleEvent,
  'artillery-allotted': evolveArtilleryEvent,
  'artillery-planned': evolveArtilleryEvent,
  'artillery-unplanned': evolveArtilleryEvent,
  'gun-targeted': evolveArtilleryEvent,
  'observer-designated': evolveArtilleryEvent,
  'artillery-announced': evolveArtilleryEvent,
  'forward-observed': evolveArtilleryEvent,
  'observation-credited': evolveArtilleryEvent,
  'shell-landed': evolveArtilleryEvent,
  'rocket-launcher-issued': evolveAntitankEvent,
  'rocket-fired': evolveAntitankEvent,
  'rocket-reloaded': evolveAntitankEvent,
  'law-issued': evolveAntitankEvent,
  'law-fired': evolveAntitankEvent,
  'main-gun-fired': evolveVehicleEvent,
  'vehicle-machinegun-fired': evolveVehicleEvent,
  'satchel-charges-issued': evolveSatchelEvent,
  'satchel-prepared': evolveSatchelEvent,
  // Case 8.83 (ruling SC2): those who observe him see him throw.
  'satchel-thrown': (next, event: Extract<SatchelEvent, { type: 'satchel-thrown' }>) => track(evolveSatchelEvent(next, event), event.manId),
  'satchel-dropped': evolveSatchelEvent,
  'satchel-picked-up': evolveSatchelEvent,
  'satchel-exploded': evolveSatchelEvent,
};

export const isOptionalRuleEvent = (e: GameEvent): e is OptionalRuleEvent => e.type in LISTED || isDogEvent(e) || isIlluminationEvent(e);

/** `next` is the state with its version already counted. */
export function evolveOptionalRuleEvent(next: GameState, event: OptionalRuleEvent): GameState {
  if (isDogEvent(event)) return evolveDogEvent(next, event);
  if (isIlluminationEvent(event)) return evolveIlluminationEvent(next, event);
  return (LISTED[event.type] as (n: GameState, e: Listed) => GameState)(next, event);
}
