import { FLAME_PATTERNS } from '../rules/flame-pattern';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { legalActions, whoseMove } from './legal-actions';
import { MAX_TASK_POINTS, remainingTaskPoints } from './task-points';
import { weaponTag } from './carried-weapons';
import type { Command } from '../model/commands';
import { decide, decideAndFold, evolve, replay } from './dispatch';
import type { GameEvent } from '../model/events';
import { canAct, manTurnOf, sequenceOf, type GameState } from '../model/state';
import { propertyGame } from '../test-support/property-game';
import { propertySeed } from '../test-support/property-seed';
import { GUARD_DOG_NUMBERS } from '../tables/guard-dogs';
import { MOUNT_NUMBERS } from '../tables/mounts';
import { checkViews } from '../test-support/property-views';
import { GUN_PLOT_TASK } from './vehicle-gun-crew';

/**
 * Cases 5.1, 6.2–6.4, 7.4, 8.34, 9.22: random but legal command streams,
 * drawn from legalActions, through whole Game-Turns, with illegal commands
 * mixed in. No exception; invariants hold after every event; replay from
 * scratch equals the live state; no side's view leaks an unseen enemy, an
 * enemy plot or dice state.
 *
 * The fast-check seed is fixed (test-support/property-seed.ts) so CI is repeatable; explore other streams with
 *   SIGHTLINE_FC_SEED=12345 npx vitest run --project shared src/shared/rulesets/commando/engine/engine.property.test.ts
 */

const ids = ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'dog-1', 'mount-1', 'mount-2', 'mount-3', 'tank-driver', 'nobody'];
const compassArb = fc.constantFrom('N' as const, 'NE' as const, 'E' as const, 'SE' as const, 'S' as const, 'SW' as const, 'W' as const, 'NW' as const);
const vehicleIdArb = fc.constantFrom('vehicle-1', 'vehicle-2', 'vehicle-3', 'vehicle-4', 'vehicle-5', 'x');
const sq = fc.record({ col: fc.integer({ min: 1, max: 13 }), row: fc.integer({ min: 1, max: 13 }) });
const wireSide = fc.record({ col: fc.integer({ min: 4, max: 10 }), row: fc.integer({ min: 1, max: 9 }), dir: fc.constantFrom('n' as const, 'e' as const, 's' as const, 'w' as const) });
const junkArb: fc.Arbitrary<Command> = fc.oneof(
  // Sections 20.0, 31.0: the wire's commands, at random sides (mostly refused; legal ones come from legalActions).
  fc.record({ type: fc.constant('task/test-wire' as const), manId: fc.constantFrom(...ids), side: wireSide }),
  fc.record({ type: fc.constant('task/boost-wire' as const), manId: fc.constantFrom(...ids), partnerId: fc.constantFrom(...ids), side: wireSide }),
  fc.record({ type: fc.constant('task/bridge-wire' as const), manId: fc.constantFrom(...ids), side: wireSide }),
  fc.record({ type: fc.constant('task/clip-wire' as const), manId: fc.constantFrom(...ids), side: wireSide }),
  fc.record({ type: fc.constant('setup/electrify-wire' as const), side: fc.constantFrom('a', 'b', 'c'), wire: wireSide, on: fc.boolean() }),
  fc.constant<Command>({ type: 'phase/advance' }),
  fc.constant<Command>({ type: 'initiative/roll' }),
  fc.record({ type: fc.constant('task/begin' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/end' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/stand' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/fall-prone' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/move' as const), manId: fc.constantFrom(...ids), route: fc.array(sq, { minLength: 2, maxLength: 5 }) }),
  fc.record({ type: fc.constant('side/pass' as const), side: fc.constantFrom('a', 'b', 'c') }),
  fc.record({ type: fc.constant('observe/attempt' as const), observerId: fc.constantFrom(...ids), targetId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('observe/forego' as const), observerId: fc.constantFrom(...ids), promptId: fc.constantFrom('prompt-1', 'prompt-2', 'x') }),
  fc.record({
    type: fc.constant('plot/opportunity-fire' as const),
    manId: fc.constantFrom(...ids),
    fireTask: fc.constantFrom('fire-rifle', 'fire-rocket-launcher', 'aim', 'reload', 'nonsense'),
  }).map((c) => ({ ...c, payload: { secret: `plot-secret-${c.manId}` } })),
  fc.record({ type: fc.constant('plot/withdraw' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/fire' as const), manId: fc.constantFrom(...ids), targets: fc.array(fc.record({ targetId: fc.constantFrom(...ids) }), { minLength: 1, maxLength: 3 }), aimed: fc.boolean() }),
  fc.record({ type: fc.constant('task/throw-grenade' as const), manId: fc.constantFrom(...ids), target: sq }),
  fc.record({ type: fc.constant('task/throw-grenade' as const), manId: fc.constantFrom(...ids), target: fc.oneof(sq, fc.constant({ col: 2, row: 10 })), intoVehicle: vehicleIdArb }), // Cases 24.34, 24.42, 24.56, 29.34
  fc.record({ type: fc.constant('task/prepare-grenade' as const), manId: fc.constantFrom(...ids), grenade: fc.constantFrom('fragmentation' as const, 'smoke' as const) }),
  fc.record({ type: fc.constant('task/affix-rifle-grenade' as const), manId: fc.constantFrom(...ids), ownerId: fc.constantFrom(...ids), remove: fc.boolean() }),
  fc.record({ type: fc.constant('task/fire-rifle-grenade' as const), manId: fc.constantFrom(...ids), target: sq }),
  fc.record({ type: fc.constant('task/fire-thump-gun' as const), manId: fc.constantFrom(...ids), target: sq }),
  fc.record({ type: fc.constant('task/fire-flare' as const), manId: fc.constantFrom(...ids), target: sq }),
  // Section 17.0: a flamethrower pattern, putting out flames, a repair (refused unless the Case allows it).
  fc.record({ type: fc.constant('task/fire-flamethrower' as const), manId: fc.constantFrom(...ids), pattern: fc.constantFrom(...FLAME_PATTERNS) }),
  fc.record({ type: fc.constant('task/smother-flames' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/repair-flamethrower' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/fire-rifle-grenade' as const), manId: fc.constantFrom(...ids), target: sq, illumination: fc.constant(true) }),
  fc.record({ type: fc.constant('umpire/star-shell' as const), side: fc.constantFrom('a', 'b'), square: sq }),
  fc.record({ type: fc.constant('setup/issue-thump-gun' as const), manId: fc.constantFrom(...ids) }),
  // Sections 26.0, 27.0: rockets at squares, reloads, LAWs at vehicles, and issues (refused once the game has started).
  fc.record({ type: fc.constant('task/fire-rocket' as const), manId: fc.constantFrom(...ids), target: sq, rockets: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ type: fc.constant('task/reload-rocket' as const), manId: fc.constantFrom(...ids), ownerId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/fire-law' as const), manId: fc.constantFrom(...ids), vehicleId: vehicleIdArb }),
  fc.record({ type: fc.constant('setup/issue-rocket-launcher' as const), manId: fc.constantFrom(...ids), multiple: fc.boolean() }),
  fc.record({ type: fc.constant('setup/issue-law' as const), manId: fc.constantFrom(...ids) }),
  // Section 25.0: satchel charges prepared, thrown (onto vehicles too), dropped, picked up.
  fc.record({ type: fc.constant('task/prepare-satchel' as const), manId: fc.constantFrom(...ids), explodeTurn: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ type: fc.constant('task/throw-satchel' as const), manId: fc.constantFrom(...ids), target: sq, ontoVehicleId: fc.option(vehicleIdArb, { nil: undefined }) }),
  fc.record({ type: fc.constant('task/drop-satchel' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/pick-up-satchel' as const), manId: fc.constantFrom(...ids), chargeId: fc.constantFrom('satchel-1', 'satchel-2') }),
  // Section 28.0: called fire announced (legal only in the Opportunity Fire Plot Phase) and forward observation.
  fc.record({
    type: fc.constant('artillery/announce' as const),
    side: fc.constantFrom('a', 'b'),
    fire: fc.array(fc.record({ gunId: fc.constantFrom('gun-secret-a', 'gun-secret-b'), round: fc.constantFrom('high-explosive' as const, 'smoke' as const, 'illumination' as const) }), { maxLength: 1 }),
    retarget: fc.array(fc.constantFrom('gun-secret-a', 'gun-secret-b'), { maxLength: 1 }),
  }),
  fc.record({ type: fc.constant('task/forward-observe' as const), manId: fc.constantFrom(...ids), gunId: fc.constantFrom('gun-secret-a', 'gun-secret-b'), newTarget: fc.option(sq, { nil: undefined }) }).map((c) => {
    const { newTarget, ...rest } = c;
    return newTarget ? { ...rest, newTarget } : rest;
  }),
  fc.record({ type: fc.constant('task/reload' as const), manId: fc.constantFrom(...ids) }),
  // Section 35.0: climbing and coming down, at random (mostly refused; the legal ones come from legalActions).
  fc.record({ type: fc.constant('task/climb' as const), manId: fc.constantFrom(...ids), how: fc.constantFrom('tree' as const, 'ladder' as const, 'hooks' as const), square: sq }),
  fc.record({ type: fc.constant('task/climb-down' as const), manId: fc.constantFrom(...ids), how: fc.constantFrom('drop' as const, 'ladder' as const, 'jump' as const), square: sq }),
  // Section 36.0: dive, rise, gear, mouthpiece, revive, high surf (refused unless the Case allows it).
  fc.record({ type: fc.constant('task/dive' as const), manId: fc.constantFrom(...ids), direction: fc.constantFrom('down' as const, 'up' as const) }),
  fc.record({ type: fc.constant('task/diving-gear' as const), manId: fc.constantFrom(...ids), action: fc.constantFrom('pack' as const, 'don' as const) }),
  fc.record({ type: fc.constant('task/replace-mouthpiece' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('umpire/high-surf' as const), on: fc.boolean() }),
  // Section 32.0: release, the whistle and the loose dog's run (refused unless the Case allows it).
  fc.record({ type: fc.constant('dog/release' as const), dogId: fc.constantFrom('dog-1', 'b1', 'x') }),
  fc.record({ type: fc.constant('task/blow-whistle' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/dog-panic-move' as const), manId: fc.constantFrom(...ids) }),
  // Section 19.0: mounting, dismounting, hobbling (refused unless the Case allows it).
  fc.record({ type: fc.constant('task/mount' as const), manId: fc.constantFrom(...ids), mountId: fc.constantFrom('mount-1', 'mount-2', 'x') }),
  fc.record({ type: fc.constant('task/dismount' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/hobble' as const), manId: fc.constantFrom(...ids), mountId: fc.constantFrom('mount-1', 'mount-2'), hobble: fc.boolean() }),
  // Case 19.67: passing reins and hitching (refused unless the Case allows it).
  fc.record({ type: fc.constant('task/pass-reins' as const), manId: fc.constantFrom(...ids), mountId: fc.constantFrom('mount-1', 'mount-2'), toManId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('task/hitch' as const), manId: fc.constantFrom(...ids), mountId: fc.constantFrom('mount-1', 'mount-2'), hitch: fc.boolean() }),
  // Section 33.0: turning, shooting at and destroying the searchlight (refused unless the Case allows it).
  fc.record({ type: fc.constant('searchlight/turn' as const), searchlightId: fc.constantFrom('searchlight-1', 'x'), facing: fc.constantFrom('N' as const, 'NW' as const, 'W' as const, 'SW' as const, 'S' as const) }),
  fc.record({ type: fc.constant('task/fire-at-searchlight' as const), manId: fc.constantFrom(...ids), searchlightId: fc.constant('searchlight-1') }),
  fc.record({ type: fc.constant('task/destroy-searchlight' as const), manId: fc.constantFrom(...ids), searchlightId: fc.constant('searchlight-1') }),
  fc.record({ type: fc.constant('task/drop-weapon' as const), manId: fc.constantFrom(...ids), weaponIds: fc.constantFrom(`w${weaponTag('a1')}-1`, `w${weaponTag('b2')}-2`, 'x').map((w): string[] => [w]) }),
  fc.record({ type: fc.constant('opportunity/fire' as const), promptId: fc.constantFrom('prompt-1', 'prompt-2', 'prompt-3', 'x') }),
  fc.record({ type: fc.constant('opportunity/hold' as const), promptId: fc.constantFrom('prompt-1', 'prompt-2', 'prompt-3', 'x') }),
  fc.record({
    type: fc.constant('plot/opportunity-fire' as const),
    manId: fc.constantFrom(...ids),
    fireTask: fc.constantFrom('fire-rifle', 'fire-automatic', 'throw-grenade', 'fire-rifle-grenade', 'fire-thump-gun'),
    condition: fc.record({ trigger: fc.constantFrom('moving-or-firing' as const, 'moving' as const, 'firing' as const), ordinal: fc.integer({ min: 1, max: 2 }), onlySquares: fc.array(sq, { minLength: 1, maxLength: 3 }) }),
  }).map((c) => ({ ...c, payload: { secret: `plot-secret-${c.manId}` } })),
  fc.record({ type: fc.constant('umpire/place-man' as const), manId: fc.constantFrom(...ids), square: sq }),
  fc.record({ type: fc.constant('umpire/wound-man' as const), manId: fc.constantFrom(...ids), woundPoints: fc.integer({ min: 1, max: 6 }) }),
  // Sections 12, 38: melee orders, entry, exits, set-up and scenario commands (refused without a scenario, or legal in the right Phase).
  fc.constant<Command>({ type: 'melee/resolve', combats: [] }),
  fc.record({ type: fc.constant('task/exit-map' as const), manId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('entry/enter' as const), manId: fc.constantFrom(...ids), square: sq }),
  fc.record({ type: fc.constant('setup/deploy' as const), manId: fc.constantFrom(...ids), square: sq }),
  fc.constant<Command>({ type: 'setup/start' }),
  // ('game/end' is left out: under the started scenario the stream now plays in (Sections 18.0, 21.0) it is legal and ends
  // the game, which victory.test.ts covers; without a scenario it was always refused.)
  fc.record({ type: fc.constant('umpire/adjust-counter' as const), counter: fc.constantFrom('dead-hostages', 'x'), delta: fc.integer({ min: -2, max: 2 }) }),
  // Sections 23.0, 24.0: the vehicles' commands at random (refused unless the Case allows it).
  fc.record({ type: fc.constant('vehicle/move' as const), vehicleId: vehicleIdArb, route: fc.array(sq, { minLength: 2, maxLength: 4 }) }),
  fc.record({ type: fc.constant('vehicle/move' as const), vehicleId: fc.constant('vehicle-1'), route: fc.constantFrom(0, 1).map((i) => (i === 0 ? [{ col: 10, row: 6 }, { col: 9, row: 6 }, { col: 8, row: 6 }] : [{ col: 10, row: 6 }, { col: 9, row: 7 }])) }),
  // Cases 24.61, 24.72: the APC carrying a4 drives on (a plotted a4 is asked; an acting a4 rides along).
  fc.record({ type: fc.constant('vehicle/move' as const), vehicleId: fc.constant('vehicle-2'), route: fc.constantFrom(2, 3).map((n) => [{ col: 2, row: 10 }, { col: 3, row: 9 }, { col: 4, row: 8 }].slice(0, n)) }),
  fc.record({ type: fc.constant('vehicle/pivot' as const), vehicleId: vehicleIdArb, facing: compassArb }),
  fc.record({ type: fc.constant('vehicle/turn-turret' as const), vehicleId: vehicleIdArb, facing: compassArb }),
  fc.record({ type: fc.constant('vehicle/hatch' as const), vehicleId: vehicleIdArb, open: fc.boolean() }),
  fc.record({ type: fc.constant('umpire/place-vehicle' as const), vehicleId: vehicleIdArb, square: sq, facing: compassArb, reason: fc.constant('test') }),
  fc.record({ type: fc.constant('vehicle/bail-out' as const), vehicleId: vehicleIdArb, men: fc.array(fc.record({ manId: fc.constantFrom('tank-driver', 'tank-loader', 'apc-driver', 'a4'), square: sq }), { minLength: 1, maxLength: 2 }) }),
  fc.record({ type: fc.constant('task/mount-vehicle' as const), manId: fc.constantFrom(...ids), vehicleId: vehicleIdArb }),
  fc.record({ type: fc.constant('task/dismount-vehicle' as const), manId: fc.constantFrom(...ids), square: sq }),
  // Section 23.0 "Fire": the tank's main gun at a square (fog: a side learns of it only what its men see).
  fc.record({ type: fc.constant('vehicle/fire-main-gun' as const), vehicleId: vehicleIdArb, square: sq }),
  // Cases 23.32–23.37, 24.23: the vehicle machineguns at men (fog: the crewman inside is never learnt by his fire, ruling VH29).
  fc.record({
    type: fc.constant('vehicle/fire-machinegun' as const),
    vehicleId: vehicleIdArb,
    gun: fc.constantFrom('hull' as const, 'coaxial' as const, 'hatch' as const, 'swivel' as const),
    targets: fc.constantFrom('a1', 'a2', 'a4', 'b1', 'b2', 'x').map((targetId) => [{ targetId }]),
  }),
  // Cases 23.33, 23.53 (ruling VH60): a crewman lies in wait at his vehicle's machinegun (fog: the plot is as secret as a man's).
  fc.record({
    type: fc.constant('plot/opportunity-fire' as const),
    manId: fc.constantFrom('tank-gunner', 'tank-commander', 'tank-driver', 'apc-commander', 'a4', 'a1'),
    fireTask: fc.constant(GUN_PLOT_TASK),
    vehicleId: vehicleIdArb,
    gun: fc.constantFrom('hull' as const, 'coaxial' as const, 'hatch' as const, 'swivel' as const),
  }).map(({ vehicleId, gun, ...c }) => ({ ...c, payload: { vehicleId, gun, secret: `plot-secret-${c.manId}` } })),
  // Cases 29.22–29.23 (ruling VH52): fire at a jeep itself; a miss may hit its driver.
  fc.record({ type: fc.constant('task/fire-at-jeep' as const), manId: fc.constantFrom(...ids), vehicleId: vehicleIdArb }),
);

const PROGRESS = new Set(['phase/advance', 'side/pass', 'task/end', 'initiative/roll', 'observe/forego', 'opportunity/hold']);

/**
 * Case 8.82: the umpire records an observation (no dice, no range check). Mixed in so that plotted men observe Enemy men
 * often enough for the rare parts of the sequence (opportunity prompts, Case 7.53; automatic observation, 8.5) to be
 * reached in every seed's 2000 runs, not just usually: without it a seed missed prompt-raised:opportunity about one time
 * in six (each run reached it with p ≈ 0.2%; now ≈ 1.7%).
 */
const observationArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('umpire/record-observation' as const), observerId: fc.constantFrom('a1', 'a2', 'a3'), targetId: fc.constantFrom('b1', 'b2', 'b3', 'b4') }),
  fc.record({ type: fc.constant('umpire/record-observation' as const), observerId: fc.constantFrom('b1', 'b2', 'b3'), targetId: fc.constantFrom('a1', 'a2', 'a3') }),
);

/**
 * Rulings VH28, VH31: the crewmen at the vehicles' guns observe (so that their machineguns fire in the streams), and men
 * aboard are observed (the exposed become targets, the shielded are refused; fog: a side learns only those it observed).
 * Apart from observationArb, so as not to thin the observations that reach the opportunity prompts.
 */
const vehicleObservationArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('umpire/record-observation' as const), observerId: fc.constantFrom('tank-gunner', 'tank-commander'), targetId: fc.constantFrom('a1', 'a2', 'a3') }),
  fc.record({ type: fc.constant('umpire/record-observation' as const), observerId: fc.constant('apc-commander'), targetId: fc.constantFrom('b1', 'b2', 'b3') }),
  fc.record({ type: fc.constant('umpire/record-observation' as const), observerId: fc.constantFrom('a1', 'a2', 'a3'), targetId: fc.constantFrom('tank-commander', 'tank-gunner') }),
  fc.record({ type: fc.constant('umpire/record-observation' as const), observerId: fc.constantFrom('b1', 'b2', 'b3'), targetId: fc.constantFrom('a4', 'apc-commander', 'apc-driver') }),
);

/** A step may focus on one kind of legal command (when there is one), so streams move, fire, plot and observe instead of mostly advancing. */
const FOCUS = ['task/move', 'task/fire', 'task/begin', 'plot/opportunity-fire', 'observe/attempt', 'opportunity/fire', 'task/throw-grenade', 'task/test-wire', 'task/boost-wire', 'task/bridge-wire', 'task/clip-wire', 'task/affix-rifle-grenade', 'task/fire-rifle-grenade', 'task/fire-thump-gun', 'task/fire-flare', 'task/climb', 'task/climb-down', 'dog/release', 'task/fire-flamethrower', 'task/dive', 'task/mount', 'task/dismount', 'task/fire-rocket', 'task/fire-law', 'vehicle/fire-machinegun', 'task/fire-at-jeep', 'task/prepare-satchel', 'task/throw-satchel', 'task/drop-satchel'] as const;

const stepArb = fc.record({
  pick: fc.nat(),
  progress: fc.boolean(),
  junk: fc.option(fc.oneof({ arbitrary: junkArb, weight: 10 }, { arbitrary: observationArb, weight: 3 }, { arbitrary: vehicleObservationArb, weight: 1 }), { freq: 6 }),
  focus: fc.option(fc.constantFrom(...FOCUS), { freq: 2 }),
});

/** Observers who observed a man automatically (Case 8.5): the only way past three under observation (Case 8.34; docs/rulings/observation.md). */
const automatic = new Set<string>();

function checkInvariants(before: GameState, after: GameState, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'task-begun' || e.type === 'man-moved' || e.type === 'posture-changed' || e.type === 'grenade-prepared' || e.type === 'weapon-reloaded') {
      // Cases 9.0, 9.22: the dead and the incapacitated never act.
      const m = before.men[e.manId];
      expect(m && canAct(m)).toBe(true);
    }
    // … nor fire or throw, except a plotted man's simultaneous return fire (Case 10.55).
    if (e.type === 'fire-resolved' && !e.opportunity?.simultaneous) expect(canAct(before.men[e.firerId]!)).toBe(true);
    if (e.type === 'grenade-thrown' && !e.opportunity?.simultaneous) expect(canAct(before.men[e.manId]!)).toBe(true);
    if ((e.type === 'launcher-fired' && !e.opportunity?.simultaneous) || e.type === 'rifle-grenade-affixed') expect(canAct(before.men[e.manId]!)).toBe(true);
    if (e.type === 'rocket-fired' || e.type === 'law-fired' || e.type === 'rocket-reloaded') expect(canAct(before.men[e.manId]!)).toBe(true);
    // Case 29.22 (ruling VH52): only an Enemy jeep or motorcycle is fired at itself, and such a fire names no man as its target.
    if (e.type === 'fire-resolved' && e.atJeep) {
      const v = before.vehicles?.vehicles.find((x) => x.id === e.atJeep!.vehicleId);
      expect(v && (v.kind === 'jeep' || v.kind === 'motorcycle') && v.side !== before.men[e.firerId]!.side).toBe(true);
      expect(e.targets).toEqual([]);
    }
    // Case 23.52 (ruling VH51): a panicked vehicle's machinegun fires only after its panic check read "fire".
    if (e.type === 'vehicle-machinegun-fired' && e.panic) expect(events.some((x) => x.type === 'vehicle-panic-checked' && x.vehicleId === e.vehicleId && x.reading === 'fire')).toBe(true);
    if (e.type === 'satchel-prepared' || e.type === 'satchel-thrown' || e.type === 'satchel-picked-up') expect(canAct(before.men[e.manId]!)).toBe(true);
    if (e.type === 'observed-automatically') for (const id of e.observerIds) automatic.add(id);
  }
  const squares = new Map<string, number>();
  for (const m of Object.values(after.men)) {
    // Case 6.44: never more than the allotment.
    const t = manTurnOf(after, m.id);
    expect(t.spent).toBeGreaterThanOrEqual(0);
    // (A guard dog's allotment is 60, Section 32.0 General Rule; a horse's or camel's 100, Case 19.21.)
    expect(t.spent).toBeLessThanOrEqual(m.dog ? GUARD_DOG_NUMBERS.taskPoints.value : m.mount ? MOUNT_NUMBERS.taskPoints.value : MAX_TASK_POINTS);
    expect(remainingTaskPoints(after, m.id)).toBeGreaterThanOrEqual(0);
    // Wounds only grow (Case 9.1).
    expect(m.wounds).toBeGreaterThanOrEqual(before.men[m.id]!.wounds);
    if (m.condition === 'incapacitated') expect(m.posture).toBe('prone');
    // Case 8.34: at most three under observation.
    if ((after.knowledge[m.id]?.observing ?? []).length > 3) expect(automatic.has(m.id)).toBe(true);
    if (m.square && m.condition !== 'dead') {
      const key = `${m.side}:${m.square.col},${m.square.row}`;
      squares.set(key, (squares.get(key) ?? 0) + 1);
    }
  }
  // Case 7.41: at most two Friendly men in a square.
  for (const n of squares.values()) expect(n).toBeLessThanOrEqual(2);
  const seq = sequenceOf(after);
  if (seq.active) {
    const m = after.men[seq.active.manId]!;
    expect(canAct(m)).toBe(true);
    const move = whoseMove(after);
    const prompt = seq.prompts[0];
    if (prompt?.kind === 'opportunity' && prompt.trigger === 'fired' && prompt.moverId !== m.id) {
      // Case 10.71, ruling O9: opportunity fire can trigger opportunity fire from the Enemy; that prompt is about the
      // opportunity firer, not the man whose interval it interrupts (who goes on when it is answered).
      expect(move).toMatchObject({ kind: 'prompt', manId: prompt.moverId, promptId: prompt.id });
    } else expect(move.manId).toBe(m.id);
  }
}

describe('engine property (Cases 5.1, 6.22–6.44, 7.41, 8.34, 9.22): random legal streams through whole Game-Turns', () => {
  it('never throws, keeps its invariants, rejects illegal commands unchanged, replays exactly and leaks nothing', () => {
    let turnsPlayed = 0;
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), fc.array(stepArb, { minLength: 10, maxLength: 80 }), (seed, steps) => {
        const dice = SeededDice.fromSeed(seed);
        const start = propertyGame();
        let state = start;
        const events: GameEvent[] = [];
        const apply = (c: Command): void => {
          const r = decideAndFold(state, c, dice);
          if (!r.ok) throw new Error(`legal command refused: ${JSON.stringify(c)} → ${r.error.code}`);
          const before = state;
          state = r.value.events.reduce(evolve, state);
          // The triggers' single fold (what the host keeps) is the fold of the events it returns.
          expect(r.value.state).toEqual(state);
          events.push(...r.value.events);
          checkInvariants(before, state, r.value.events);
        };
        for (const step of steps) {
          if (step.junk) {
            const snapshot = JSON.stringify(state);
            const r = decide(state, step.junk, dice);
            if (!r.ok) {
              expect(r.error.code).toMatch(/^[a-z-]+\/[a-z_-]+$/);
              expect(r.error.caseRef).toMatch(/^Case \d+\.\d+/);
              expect(JSON.stringify(state)).toBe(snapshot);
            } else {
              const before = state;
              state = r.value.reduce(evolve, state);
              events.push(...r.value);
              checkInvariants(before, state, r.value);
            }
          }
          const legal = legalActions(state).commands;
          // Someone can always do something: the game never deadlocks.
          expect(legal.length).toBeGreaterThan(0);
          const progress = legal.filter((c) => PROGRESS.has(c.type));
          const focused = step.focus ? legal.filter((c) => c.type === step.focus) : [];
          const pool = focused.length > 0 ? focused : step.progress && progress.length > 0 ? progress : legal;
          apply(pool[step.pick % pool.length]!);
        }
        turnsPlayed = Math.max(turnsPlayed, state.turn);
        // Cases 23.33, 23.53 (ruling VH60): a crewman's gun plot (in about one run in sixteen at 150 runs).
        for (const e of events) if (e.type === 'opportunity-fire-plotted' && e.fireTask === GUN_PLOT_TASK) seen.add('opportunity-fire-plotted:gun');
        for (const e of events) seen.add(e.type === 'observation-attempted' ? `observation-attempted:${e.success}` : e.type === 'prompt-raised' ? `prompt-raised:${e.prompt.kind}` : e.type);
        expect(replay(start, events)).toEqual(state);
        checkViews(state, events);
      }),
      { numRuns: 2000, seed: propertySeed() },
    );
    // The streams do reach later Game-Turns (Case 5.1 H). These coverage checks are over all 2000 runs of the seed; the
    // generator (observationArb, FOCUS) makes each event likely enough per run that a seed missing one is ~1e-7, not luck.
    expect(turnsPlayed, `fast-check seed ${propertySeed()}`).toBeGreaterThan(2);
    // The streams reach every part of the sequence.
    for (const t of ['vehicle-machinegun-fired', 'man-moved', 'prompt-raised:observation', 'observation-foregone', 'observation-attempted:true', 'observation-attempted:false', 'opportunity-fire-plotted', 'opportunity-fire-plotted:gun', 'prompt-raised:opportunity', 'fire-resolved', 'grenade-prepared', 'grenade-thrown', 'observed-automatically', 'opportunity-plots-updated', 'initiative-determined', 'task-ended', 'side-passed', 'sight-lost', 'man-wounded', 'posture-changed', 'mine-triggered', 'mine-detonated', 'wire-tested', 'wire-touched', 'wire-shock', 'wire-boosted', 'rifle-grenade-affixed', 'launcher-fired', 'man-climbed', 'man-climbed-down', 'dog-scented', 'dog-released', 'satchel-prepared', 'satchel-exploded', 'grenade-dropped', 'dropped-grenade-exploded', 'vehicle-exploded']) {
      expect(seen.has(t), `${t} (fast-check seed ${propertySeed()})`).toBe(true);
    }
    // A guard against a hang, not a speed check: 2000 runs take ~6 min alone on these machines and far longer beside other tests.
  }, 1_800_000);
});
