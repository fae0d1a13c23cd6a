import type { Command, CommandOf } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { describeSquare } from '@shared/map/coords';
import { jeepOfGunId } from '@shared/rulesets/commando/engine/jeep-machinegun';
import { chartTaskName, chartWeaponName, logNames } from '@shared/rulesets/commando/view/log/names';

/** The eight Phases of Case 5.1 as the umpire reads them. */
export const PHASE_LABELS: Readonly<Record<string, string>> = {
  observation: 'A. Observation',
  'opportunity-fire-plot': 'B. Opportunity Fire Plot',
  initiative: 'C. Initiative Determination',
  'hand-to-hand': 'D. Hand-to-Hand Combat',
  'non-prepared-task-execution': 'E. Non-Prepared Task Execution',
  'prepared-task-execution': 'F. Prepared Task Execution',
  bookkeeping: 'G. Bookkeeping',
  'game-turn-record': 'H. Game-Turn Record',
};

export const phaseLabel = (phase: string): string => PHASE_LABELS[phase] ?? phase;

function manName(view: UmpireView, id: string): string {
  const m = view.men.find((x) => x.id === id);
  return m ? `${m.id} ${m.name}` : id;
}

/** A weapon by its chart name (Table 10.81 or the Hand-to-Hand Weapon Table), from a man's armament or the weapons lying on the map. */
function weaponName(view: UmpireView, weaponId: string, manId: string): string {
  const lying = view.lyingWeapons?.find((l) => l.weapon.id === weaponId);
  if (lying) return chartWeaponName(lying.weapon.kind);
  return logNames({ men: view.men, sides: view.sides }).weapon(weaponId, manId);
}

/** A vehicle as the umpire's window names it (its id and name, as a man's), e.g. "v1 Panzer IV". */
function vehicleName(view: UmpireView, id: string): string {
  const v = view.vehicles?.find((x) => x.id === id);
  return v ? `${v.id} ${v.name}` : id;
}

const GUN_WORDS = { hull: 'hull machinegun', coaxial: 'coaxial machinegun', hatch: 'turret hatch machinegun', swivel: 'swivel machinegun' } as const;

const sideName = (view: UmpireView, side: string): string => view.sides.find((s) => s.id === side)?.name ?? side;

/** Case 10.72: the plot's condition in words. */
export function conditionLabel(c: CommandOf<'plot/opportunity-fire'>['condition']): string {
  if (!c) return 'the first man he observes';
  const nth = c.ordinal === 1 ? 'first' : c.ordinal === 2 ? 'second' : c.ordinal === 3 ? 'third' : `${c.ordinal}th`;
  const what = c.trigger === 'moving' ? 'moving man' : c.trigger === 'firing' ? 'firing man' : 'man moving or firing';
  return `${c.trigger === 'firing' && c.ordinal === 1 ? 'only a firing man (the first)' : `the ${nth} ${what}`}${c.onlyMen ? ` among ${c.onlyMen.join(', ')}` : ''}${c.onlySquares ? ` in ${c.onlySquares.map((q) => describeSquare(q)).join(', ')}` : ''}`;
}

/** A wire square side (Section 20.0) in words: "the west side of 1705". */
const SIDE_WORDS = { n: 'north', e: 'east', s: 'south', w: 'west' } as const;
function wireSideLabel(side: { col: number; row: number; dir: 'n' | 'e' | 's' | 'w' }): string {
  return `the ${SIDE_WORDS[side.dir]} side of ${describeSquare(side)}`;
}

/** A command as a button label, with the Case that allows it (every command type has one). */
export function commandLabel(view: UmpireView, c: Command): { label: string; caseRef: string } {
  switch (c.type) {
    case 'umpire/place-man':
      return { label: `Place ${manName(view, c.manId)} in ${describeSquare(c.square)}${c.posture ? ` (${c.posture})` : ''} — ruling`, caseRef: 'Case 2.0' };
    case 'umpire/record-observation':
      return { label: `Record: ${manName(view, c.observerId)} observes ${manName(view, c.targetId)} — ruling`, caseRef: 'Case 8.82' };
    case 'umpire/lose-sight':
      return { label: `Record: ${manName(view, c.observerId)} loses sight of ${manName(view, c.targetId)} — ruling`, caseRef: 'Case 8.83' };
    case 'umpire/wound-man':
      return { label: `Wound ${manName(view, c.manId)}: ${c.woundPoints} Wound Points${c.killed ? ', killed' : ''} — ruling`, caseRef: c.byOpportunityFire ? 'Case 9.31' : 'Case 9.2' };
    case 'phase/advance':
      return { label: 'Next Phase', caseRef: 'Case 5.1' };
    case 'initiative/roll':
      return { label: 'Roll initiative (1D10 each side)', caseRef: 'Case 6.1' };
    case 'side/pass':
      return { label: `${sideName(view, c.side)} passes`, caseRef: 'Case 6.41' };
    case 'task/begin':
      return { label: `Begin tasks: ${manName(view, c.manId)}`, caseRef: 'Case 6.21' };
    case 'task/end':
      return { label: `End tasks: ${manName(view, c.manId)}`, caseRef: 'Case 6.43' };
    case 'task/fall-prone':
      return c.goOn
        ? { label: `Fall prone and go on (pays): ${manName(view, c.manId)}`, caseRef: 'Chart 5.22 note *' }
        : { label: `Fall prone as the last task (free): ${manName(view, c.manId)}`, caseRef: 'Chart 5.22 note *' };
    case 'task/stand':
      return { label: `Stand erect: ${manName(view, c.manId)}`, caseRef: 'Case 5.22' };
    case 'task/move':
      if (c.dropGrenade) return { label: `${manName(view, c.manId)} gallops to ${describeSquare(c.route[c.route.length - 1]!)}, his rider dropping a grenade in ${describeSquare(c.dropGrenade.square)}`, caseRef: 'Case 19.34' };
      return { label: `Move ${manName(view, c.manId)} to ${describeSquare(c.route[c.route.length - 1]!)}`, caseRef: 'Case 7.2' };
    case 'task/route':
      return { label: `Move ${manName(view, c.manId)} along his route to ${describeSquare(c.route[c.route.length - 1]!)}`, caseRef: 'Case 7.2' };
    case 'task/resume-route':
      return { label: `${manName(view, c.manId)} goes on along his route`, caseRef: 'Case 7.52' };
    case 'observe/attempt':
      return { label: `${manName(view, c.observerId)} tries to observe ${manName(view, c.targetId)}`, caseRef: 'Case 8.73' };
    case 'observe/forego':
      return { label: `${manName(view, c.observerId)} lets it pass`, caseRef: 'Case 8.95' };
    case 'plot/opportunity-fire':
      if (c.fireTask === 'detonate-claymore') return { label: `Plot opportunity detonation: ${manName(view, c.manId)} sets off his claymores at ${conditionLabel(c.condition)} entering the blast area`, caseRef: 'Case 22.33' };
      return { label: `Plot opportunity fire: ${manName(view, c.manId)} (${plotTaskLabel(c.fireTask)}) at ${conditionLabel(c.condition)}`, caseRef: c.condition ? 'Case 10.72' : 'Case 10.7' };
    case 'plot/withdraw':
      return { label: `Withdraw plot: ${manName(view, c.manId)}`, caseRef: 'Case 5.1' };
    case 'setup/deploy':
      return { label: `Set up ${manName(view, c.manId)} in ${describeSquare(c.square)}${c.sentryRoute ? ' with a sentry route' : ''}`, caseRef: c.sentryRoute ? 'Case 38.45' : 'Case 38.41' };
    case 'setup/place-object':
      return { label: `Place ${c.objectId} at ${describeSquare(c.square)}`, caseRef: c.objectId.startsWith('prisoner') ? 'Case 46.43' : 'Case 39.43' };
    case 'setup/assign-explosive':
      return { label: `Give ${c.explosiveId} to ${manName(view, c.manId)}`, caseRef: 'Case 11.71' };
    case 'setup/choose-entry':
      return { label: `${c.side} enters by ${c.optionId} (written before the defender deploys)`, caseRef: 'Case 41.7' };
    case 'setup/start':
      return { label: 'Set-up done: begin Game-Turn 1', caseRef: 'Case 38.41' };
    case 'entry/enter':
      return { label: `Enter ${manName(view, c.manId)} at ${describeSquare(c.square)}`, caseRef: 'Case 38.51' };
    case 'task/exit-map':
      return { label: `Exit the map: ${manName(view, c.manId)}`, caseRef: 'Case 15.26' };
    case 'object/move':
      return { label: `${manName(view, c.manId)} moves ${c.objectId}${c.exit ? ' off the map' : ` to ${describeSquare(c.route[c.route.length - 1]!)}`}`, caseRef: c.objectId.startsWith('prisoner') ? 'Case 46.43' : 'Case 39.43' };
    case 'melee/resolve':
      return { label: `Resolve hand-to-hand combat${c.combats.length ? ` (${c.combats.length} squares)` : ''}`, caseRef: 'Section 12.0' };
    case 'umpire/adjust-counter':
      return { label: `Counter ${c.counter} ${c.delta >= 0 ? '+' : ''}${c.delta}`, caseRef: 'Case 39.43' };
    case 'game/end':
      return { label: 'End the game', caseRef: 'Case 38.31' };
    case 'train/set-speed':
      return { label: `The train runs ${c.squares} square${c.squares === 1 ? '' : 's'} this Game-Turn`, caseRef: 'Case 42.43' };
    case 'task/fire': {
      // Ruling VH65: a non-driver fires the jeep's mounted machinegun.
      const jeep = jeepOfGunId(c.weaponId);
      if (jeep) return { label: `Fire ${vehicleName(view, jeep)}'s machinegun: ${manName(view, c.manId)} at ${c.targets.map((t) => manName(view, t.targetId)).join(', ')}`, caseRef: 'Section 29.0' };
      return {
        label: `${c.aimed ? 'Aimed fire' : 'Fire'}: ${manName(view, c.manId)} at ${c.targets.map((t) => manName(view, t.targetId)).join(', ')}`,
        caseRef: c.targets.length > 1 ? 'Case 10.43' : c.aimed ? 'Case 10.82' : 'Case 10.13',
      };
    }
    case 'task/reload':
      return { label: `Reload: ${manName(view, c.manId)}`, caseRef: 'Case 10.63' };
    case 'task/prepare-weapon':
      return { label: `Prepare the ${weaponName(view, c.weaponId, c.manId)}: ${manName(view, c.manId)}`, caseRef: 'Case 13.18' };
    case 'task/prepare-grenade':
      return { label: `Prepare a ${c.grenade} grenade: ${manName(view, c.manId)}`, caseRef: 'Case 11.1' };
    case 'task/throw-grenade':
      return { label: `Throw ${c.grenade ? `a ${c.grenade}` : 'his'} grenade: ${manName(view, c.manId)} at ${describeSquare(c.target)}`, caseRef: 'Case 11.2' };
    case 'task/drop-weapon':
      return { label: `Drop the ${c.weaponIds.map((w) => weaponName(view, w, c.manId)).join(', ')}: ${manName(view, c.manId)}`, caseRef: 'Case 13.14' };
    case 'task/pick-up-weapon':
      return { label: `Pick up the ${weaponName(view, c.weaponId, c.manId)}: ${manName(view, c.manId)}`, caseRef: 'Case 13.15' };
    case 'task/exchange-weapons':
      return { label: `Exchange weapons: ${manName(view, c.manId)} with ${manName(view, c.partnerId)}${c.explosive ? ` (passing ${c.explosive})` : ''}`, caseRef: 'Section 13.2' };
    case 'task/emplace-explosive':
      return { label: `Emplace ${c.explosiveId} (${c.taskPoints} TP): ${manName(view, c.manId)}`, caseRef: 'Case 11.73' };
    case 'task/bridge-wire':
      return { label: `Fall prone on the wire (${wireSideLabel(c.side)}): ${manName(view, c.manId)}`, caseRef: 'Case 20.12' };
    case 'task/leave-wire':
      return { label: `Stand up off the wire${c.across ? ', on the far side' : ''}: ${manName(view, c.manId)}`, caseRef: 'Case 20.13' };
    case 'task/clip-wire':
      return { label: `Clip the wire (${wireSideLabel(c.side)}${c.taskPoints ? `, ${c.taskPoints} TP` : ''}): ${manName(view, c.manId)}`, caseRef: 'Case 20.31' };
    case 'setup/electrify-wire':
      return { label: `${c.on === false ? 'Take the current off' : 'Electrify'} the wire (${wireSideLabel(c.wire)}) for ${c.side}`, caseRef: 'Section 31.0' };
    case 'task/test-wire':
      return { label: `Test the wire (${wireSideLabel(c.side)}; the whole Phase): ${manName(view, c.manId)}`, caseRef: 'Case 31.1' };
    case 'task/boost-wire':
      return { label: `Boost ${manName(view, c.partnerId)} over the wire (${wireSideLabel(c.side)}): ${manName(view, c.manId)}`, caseRef: 'Case 31.23' };
    case 'task/fire-flamethrower':
      return { label: `Flamethrower, ${c.pattern} pattern: ${manName(view, c.manId)}`, caseRef: 'Section 17.0' };
    case 'task/smother-flames':
      return { label: `Roll on the ground to put out the flames: ${manName(view, c.manId)}`, caseRef: 'Case 17.42' };
    case 'task/repair-flamethrower':
      return { label: `Repair the flamethrower: ${manName(view, c.manId)}`, caseRef: 'Case 17.36' };
    case 'task/scenario-work':
      return c.workId === 'agc-ransack'
        ? { label: `Ransack the Headquarters (${c.taskPoints} TP): ${manName(view, c.manId)}`, caseRef: 'Case 50.43' }
        : c.workId === 'bruneval-radio'
          ? { label: `Work for the radio in 1612 (${c.taskPoints} TP): ${manName(view, c.manId)}`, caseRef: 'Case 45.81' }
          : { label: `${c.workId} (${c.taskPoints} TP): ${manName(view, c.manId)}`, caseRef: 'Case 38.23' };
    case 'task/take-equipment':
      return { label: `Take ${c.item}: ${manName(view, c.manId)} from ${manName(view, c.fromId)}`, caseRef: c.item === 'wire-clippers' ? 'Case 20.33' : c.item.startsWith('radio') ? 'Case 45.81' : 'Section 13.2' };
    case 'task/detonate-bridge':
      return { label: `Blow the bridge (65%, once): ${manName(view, c.manId)}`, caseRef: 'Case 44.43' };
    case 'task/ride-tram':
      return { label: `Ride the tram to ${describeSquare(c.square)}: ${manName(view, c.manId)}`, caseRef: 'Case 50.43' };
    case 'setup/place-mine':
      return {
        label: `Lay a ${c.mineType} mine for ${c.side} in ${describeSquare(c.square)}${c.facing ? ` facing ${c.facing.toUpperCase()}` : ''}${c.detonator ? `, detonator ${describeSquare(c.detonator)}` : ''}${c.tripwireAnchor ? `, tripwire to ${describeSquare(c.tripwireAnchor)}` : ''}`,
        caseRef: c.mineType === 'claymore' ? 'Case 22.31' : 'Section 22.0',
      };
    case 'setup/remove-mine':
      return { label: `Take up ${c.mineId}`, caseRef: 'Section 22.0' };
    case 'task/detonate-claymore':
      return { label: `Detonate the claymore (20 TP): ${manName(view, c.manId)}`, caseRef: 'Case 22.32' };
    case 'task/affix-rifle-grenade':
      return {
        label: `${c.remove ? 'Remove the rifle grenade' : 'Affix a rifle grenade'}${c.ownerId && c.ownerId !== c.manId ? ` for ${manName(view, c.ownerId)}` : ''} (50 TP): ${manName(view, c.manId)}`,
        caseRef: c.ownerId && c.ownerId !== c.manId ? 'Case 18.23' : c.remove ? 'Case 18.13' : 'Case 18.12',
      };
    case 'task/fire-rifle-grenade':
      return { label: `Fire the ${c.illumination ? 'illumination ' : ''}rifle grenade: ${manName(view, c.manId)} at ${describeSquare(c.target)}`, caseRef: c.illumination ? 'Case 34.25' : 'Case 18.14' };
    case 'task/fire-thump-gun':
      return { label: `Fire the thump gun${c.illumination ? ' (illumination shell)' : ''} (25 TP): ${manName(view, c.manId)} at ${describeSquare(c.target)}`, caseRef: c.illumination ? 'Case 34.24' : 'Case 21.12' };
    case 'task/fire-flare':
      return { label: `Fire a flare (13 TP): ${manName(view, c.manId)} at ${describeSquare(c.target)}`, caseRef: 'Case 34.31' };
    case 'umpire/star-shell':
      return { label: `Star shell for ${sideName(view, c.side)} over ${describeSquare(c.square)} — ruling`, caseRef: 'Case 34.41' };
    case 'umpire/roll-wind':
      return { label: 'Roll the wind (direction and velocity)', caseRef: 'Case 34.42' };
    case 'setup/place-dog':
      return { label: `Place a guard dog in ${describeSquare(c.square)}, handler ${manName(view, c.handlerId)}`, caseRef: 'Case 32.11' };
    case 'dog/release':
      return { label: `Release ${manName(view, c.dogId)}`, caseRef: 'Case 32.16' };
    case 'task/blow-whistle':
      return { label: `${manName(view, c.manId)} blows the dog whistle (35 TP)`, caseRef: 'Case 32.21' };
    case 'task/dog-panic-move':
      return { label: `${manName(view, c.manId)} runs loose (panic Move)`, caseRef: 'Case 32.23' };
    case 'setup/place-mount':
      return { label: `Place a ${c.kind} for ${sideName(view, c.side)} in ${describeSquare(c.square)}`, caseRef: 'Case 19.22' };
    case 'task/mount':
      return { label: `${manName(view, c.manId)} mounts ${manName(view, c.mountId)}`, caseRef: 'Case 19.22' };
    case 'task/dismount':
      return { label: `${manName(view, c.manId)} dismounts (holds the reins)`, caseRef: 'Case 19.67' };
    case 'task/hobble':
      return { label: `${manName(view, c.manId)} ${c.hobble ? 'hobbles' : 'unhobbles'} ${manName(view, c.mountId)}`, caseRef: 'Case 19.66' };
    case 'task/pass-reins':
      return { label: `${manName(view, c.manId)} passes ${manName(view, c.mountId)}'s reins to ${manName(view, c.toManId)}`, caseRef: 'Case 19.67' };
    case 'task/hitch':
      return { label: `${manName(view, c.manId)} ${c.hitch ? 'hitches' : 'unhitches'} ${manName(view, c.mountId)}`, caseRef: 'Case 19.67' };
    case 'setup/place-vehicle':
      return { label: `Set up ${c.vehicleId} in ${describeSquare(c.square)} facing ${c.facing}`, caseRef: 'Case 38.4' };
    case 'umpire/place-vehicle':
      return { label: `Place ${c.vehicleId} in ${describeSquare(c.square)} facing ${c.facing} — ruling`, caseRef: 'Case 2.0' };
    case 'vehicle/move':
      return { label: `Drive ${c.vehicleId} to ${describeSquare(c.route[c.route.length - 1]!)}`, caseRef: 'Case 23.14' };
    case 'vehicle/pivot':
      return { label: `Pivot ${c.vehicleId} to face ${c.facing}`, caseRef: 'Case 23.15' };
    case 'vehicle/turn-turret':
      return { label: `Turn ${c.vehicleId}'s turret to ${c.facing} (25 TP)`, caseRef: 'Case 23.42' };
    case 'vehicle/hatch':
      return { label: `${c.open ? 'Open up' : 'Button down'} ${c.vehicleId} (25 TP)`, caseRef: 'Case 23.5' };
    case 'vehicle/exchange-crew':
      return { label: `${c.vehicleId}: ${c.a} and ${c.b} change places (20 TP)`, caseRef: 'Case 23.23' };
    case 'vehicle/bail-out':
      return { label: `${c.vehicleId}: crew bails out`, caseRef: 'Case 23.71' };
    case 'task/re-enter-vehicle':
      return { label: `${manName(view, c.manId)} re-enters ${c.vehicleId} as ${c.role} (25 TP)`, caseRef: 'Case 23.72' };
    case 'task/mount-vehicle':
      return { label: `${manName(view, c.manId)} mounts ${c.vehicleId}`, caseRef: 'Case 24.12' };
    case 'task/dismount-vehicle':
      return { label: `${manName(view, c.manId)} dismounts to ${describeSquare(c.square)}`, caseRef: 'Case 24.12' };
    case 'umpire/damage-vehicle':
      return { label: `Record damage to ${c.vehicleId} — ruling`, caseRef: 'Case 2.0' };
    case 'vehicle/fire-main-gun':
      return { label: `${vehicleName(view, c.vehicleId)} fires its main gun at ${describeSquare(c.square)} (50 TP)`, caseRef: 'Case 23.38' };
    case 'vehicle/fire-machinegun':
      return { label: `${vehicleName(view, c.vehicleId)} fires its ${GUN_WORDS[c.gun]} at ${c.targets.map((t) => manName(view, t.targetId)).join(', ')}`, caseRef: c.gun === 'swivel' ? 'Case 24.23' : 'Case 23.32' };
    case 'task/fire-at-jeep':
      return { label: `${manName(view, c.manId)} fires at ${vehicleName(view, c.vehicleId)}`, caseRef: 'Case 29.22' };
    case 'setup/allot-artillery':
      return { label: `Artillery for ${sideName(view, c.side)}: ${c.rounds} planned round(s), ${c.guns} piece(s)`, caseRef: 'Section 28.0' };
    case 'setup/plan-artillery':
      return { label: `Plan a ${c.round} round for ${sideName(view, c.side)} on ${describeSquare(c.square)}, Game-Turn ${c.turn}`, caseRef: 'Case 28.12' };
    case 'setup/unplan-artillery':
      return { label: `Take back planned round ${c.planId}`, caseRef: 'Case 28.12' };
    case 'setup/target-gun':
      return { label: `Target ${c.gunId} on ${describeSquare(c.square)}`, caseRef: 'Case 28.22' };
    case 'setup/designate-observer':
      return { label: `${manName(view, c.manId)} is a forward observer`, caseRef: 'Case 28.23' };
    case 'artillery/announce':
      return { label: `${sideName(view, c.side)} announces artillery fire${c.retarget.length > 0 ? ' and a change of target' : ''}`, caseRef: 'Case 28.31' };
    case 'task/forward-observe':
      return { label: `${manName(view, c.manId)} observes for ${c.gunId}${c.newTarget ? ` (new target ${describeSquare(c.newTarget)})` : ''}`, caseRef: c.newTarget ? 'Case 28.26' : 'Case 28.23' };
    case 'setup/issue-rocket-launcher':
      return { label: `Issue a ${c.multiple ? 'multiple-fire ' : ''}rocket launcher to ${manName(view, c.manId)}`, caseRef: c.multiple ? 'Case 26.41' : 'Case 26.0' };
    case 'task/fire-rocket':
      return { label: `Fire ${c.rockets && c.rockets > 1 ? `${c.rockets} rockets` : 'a rocket'} (25 TP): ${manName(view, c.manId)} at ${describeSquare(c.target)}`, caseRef: 'Case 26.0' };
    case 'task/reload-rocket':
      return { label: c.ownerId && c.ownerId !== c.manId ? `${manName(view, c.manId)} helps reload ${manName(view, c.ownerId)}'s rocket launcher (25 TP)` : `Reload the rocket launcher: ${manName(view, c.manId)}`, caseRef: 'Case 26.3' };
    case 'setup/issue-law':
      return { label: `Issue a LAW to ${manName(view, c.manId)}`, caseRef: 'Case 27.0' };
    case 'task/fire-law':
      return { label: `Fire a LAW (25 TP): ${manName(view, c.manId)} at vehicle ${c.vehicleId}`, caseRef: 'Case 27.11' };
    case 'setup/issue-satchel-charges':
      return { label: `Issue ${c.count === 1 ? 'a satchel charge' : `${c.count} satchel charges`} to ${manName(view, c.manId)}`, caseRef: 'Case 25.11' };
    case 'task/prepare-satchel':
      return { label: `Prepare a satchel charge (12 TP): ${manName(view, c.manId)}, to explode in Game-Turn ${c.explodeTurn}`, caseRef: 'Case 25.21' };
    case 'task/throw-satchel':
      return { label: `Throw the satchel charge (15 TP): ${manName(view, c.manId)} ${c.ontoVehicleId ? `onto vehicle ${c.ontoVehicleId}` : 'at'} in ${describeSquare(c.target)}`, caseRef: c.ontoVehicleId ? 'Case 25.31' : 'Case 25.12' };
    case 'task/drop-satchel':
      return { label: `Drop the satchel charge in his square (0 TP): ${manName(view, c.manId)}`, caseRef: 'Case 25.15' };
    case 'task/pick-up-satchel':
      return { label: `Pick up satchel charge ${c.chargeId} (10 TP): ${manName(view, c.manId)}`, caseRef: 'Case 25.31' };
    case 'setup/issue-thump-gun':
      return { label: `Issue a thump gun to ${manName(view, c.manId)}${c.replaceWeaponId ? ` in lieu of his ${weaponName(view, c.replaceWeaponId, c.manId)}` : ''}`, caseRef: 'Case 21.11' };
    case 'setup/place-searchlight':
      return { label: `Mount a searchlight for ${c.side} on ${describeSquare(c.square)} facing ${c.facing}`, caseRef: 'Case 33.11' };
    case 'setup/man-searchlight':
      return { label: `${manName(view, c.manId)} operates ${c.searchlightId}`, caseRef: 'Case 33.12' };
    case 'searchlight/turn':
      return { label: `Turn ${c.searchlightId} to ${c.facing}`, caseRef: 'Case 33.14' };
    case 'task/destroy-searchlight':
      return { label: `Destroy ${c.searchlightId} (5 TP): ${manName(view, c.manId)}`, caseRef: 'Case 33.31' };
    case 'task/fire-at-searchlight':
      return { label: `Shoot at ${c.searchlightId}: ${manName(view, c.manId)}`, caseRef: 'Case 33.32' };
    case 'umpire/destroy-searchlight':
      return { label: `Destroy ${c.searchlightId} (${c.reason})`, caseRef: 'Case 33.33' };
    case 'task/climb':
      if (c.how === 'tree') return { label: `Climb a tree (50 TP): ${manName(view, c.manId)}`, caseRef: 'Case 35.11' };
      if (c.how === 'ladder') return { label: `Climb the ladder to the roof (25 TP): ${manName(view, c.manId)}`, caseRef: 'Case 35.21' };
      return { label: `Climb onto the roof of ${c.square ? describeSquare(c.square) : 'the building'} with hooks and ropes (50 TP): ${manName(view, c.manId)}`, caseRef: 'Case 35.24' };
    case 'task/climb-down':
      if (c.how === 'drop') return { label: `Drop from the tree (20 TP): ${manName(view, c.manId)}`, caseRef: 'Case 35.16' };
      if (c.how === 'ladder') return { label: `Climb down the ladder (25 TP): ${manName(view, c.manId)}`, caseRef: 'Case 35.21' };
      return { label: `Jump off the roof to ${c.square ? describeSquare(c.square) : 'an adjacent square'} (25 TP): ${manName(view, c.manId)}`, caseRef: 'Case 35.23' };
    case 'setup/issue-hooks':
      return { label: `Give hooks and ropes to ${manName(view, c.manId)}`, caseRef: 'Case 35.24' };
    case 'setup/issue-diving-gear':
      return { label: `Give ${c.kind === 'scuba' ? 'SCUBA' : 'snorkel'} gear to ${manName(view, c.manId)}`, caseRef: 'Case 36.21' };
    case 'task/dive':
      return { label: `${c.direction === 'down' ? 'Dive' : 'Rise'} one level (10 TP): ${manName(view, c.manId)}`, caseRef: 'Case 36.27' };
    case 'task/diving-gear':
      return { label: `${c.action === 'pack' ? 'Pack flippers and mask away' : 'Put flippers and mask on'} (50 TP): ${manName(view, c.manId)}`, caseRef: 'Case 36.26' };
    case 'task/replace-mouthpiece':
      return { label: `Replace the mouthpiece: ${manName(view, c.manId)}`, caseRef: 'Case 36.44' };
    case 'task/revive':
      return { label: `Revive ${manName(view, c.targetId)} (${c.taskPoints} TP of 150): ${manName(view, c.manId)}`, caseRef: 'Case 36.56' };
    case 'umpire/tear-mouthpiece':
      return { label: `${manName(view, c.manId)} tears at ${manName(view, c.targetId)}'s mouthpiece (15%) — ruling`, caseRef: 'Case 36.44' };
    case 'umpire/high-surf':
      return { label: c.on ? 'Declare high surf' : 'End the high surf', caseRef: 'Case 36.61' };
    case 'opportunity/fire': {
      const p = view.sequence?.prompts.find((x) => x.id === c.promptId);
      const who = p?.kind === 'opportunity' ? manName(view, p.plotterId) : 'The plotted man';
      if (p?.kind === 'opportunity' && p.plotKind === 'detonate') return { label: `${who} detonates his claymores now (interrupt) on ${manName(view, p.moverId)}`, caseRef: 'Case 22.33' };
      const how = p?.kind === 'opportunity' && p.plotKind === 'throw' ? 'throws' : 'fires';
      return { label: `${who} ${how} now (interrupt)${p ? ` at ${manName(view, p.moverId)}` : ''}`, caseRef: 'Case 10.73' };
    }
    case 'opportunity/hold': {
      const p = view.sequence?.prompts.find((x) => x.id === c.promptId);
      const who = p?.kind === 'opportunity' ? manName(view, p.plotterId) : 'The plotted man';
      return { label: `${who} holds his fire`, caseRef: 'Case 7.53' };
    }
    case 'panic/choose-target': {
      const p = view.sequence?.prompts.find((x) => x.kind === 'panic-target' && x.moverId === c.manId);
      const how = p?.kind === 'panic-target' && p.how === 'throw-grenade' ? 'throws his grenade at' : 'fires at';
      return { label: `Panicked ${manName(view, c.manId)} ${how} ${manName(view, c.targetId)} (owning Player's choice)`, caseRef: 'Case 14.22' };
    }
  }
}

/** Commands worth a button; moves and throws are made with the map tools, prompts answered in their box, plots with the chooser. */
export function buttonCommands(commands: readonly Command[]): Command[] {
  return commands.filter((c) => !MAP_OR_PROMPT.has(c.type));
}

/** Made with a map tool (move, grenade), answered in the interrupt box (prompts) or plotted with the chooser (Case 10.72). */
const MAP_OR_PROMPT = new Set<Command['type']>(['task/move', 'task/throw-grenade', 'observe/attempt', 'observe/forego', 'opportunity/fire', 'opportunity/hold', 'plot/opportunity-fire', 'panic/choose-target']);

/** The plot chooser's name for a plotted task: its Task Point Cost Chart name (Case 10.76; Case 22.33 for a man at a detonator). */
export function plotTaskLabel(fireTask: string): string {
  if (fireTask === 'fire-rifle-grenade') return 'fire his affixed rifle grenade (Section 18.0)';
  if (fireTask === 'fire-thump-gun') return 'fire his thump gun (Case 21.12)';
  return fireTask === 'detonate-claymore' ? 'detonate his claymores (opportunity detonation, Case 22.33)' : chartTaskName(fireTask);
}

/** Case 22.33: a detonation plot answers a man moving into the blast area, so Case 10.72's "only a firing man" is for fire and throws. */
export const plotMayWaitForFiring = (fireTask: string): boolean => fireTask !== 'detonate-claymore';
