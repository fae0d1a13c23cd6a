/**
 * Fire as a command (Sections 9.3, 10.1–10.6, 8.5, 38.61): `task/fire` by the
 * acting man and the opportunity fire of `opportunity/fire` (Cases 6.31, 10.7,
 * 10.55) both come here. The fire is multiple-fire.ts `resolveMultipleFire`
 * (one target is an allocation of all the weapon's fires); every die is in
 * the `fire-resolved` event; the hits follow as `man-wounded` events (Cases
 * 9.2, 10.51–10.54; 9.31 only for opportunity fire); then automatic
 * observation of the firer (Case 8.5) and the plots the fire triggers (Case
 * 10.71, 10.55 return fire first).
 * Rulings: docs/rulings/turn-sequence.md "Fire, grenades and opportunity fire in the engine".
 */
import { underwaterFireError } from './underwater-fire';
import { horsebackFire } from './mounts';
import { mountFireSplits } from './mount-fire';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { CommandOf } from '../model/commands';
import type { FireTargetRecord, GameEvent } from '../model/events';
import type { GameState, ManState, OpportunityPromptState } from '../model/state';
import { canAct, panicCheckedThisPhase, sequenceOf, conditionOf, ableOnMap } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { resolveMultipleFire, type FireAllocation } from '../rules/multiple-fire';
import { automaticObservation } from '../rules/observation';
import { tablesOf } from './game-tables';
import { checkFireWith, isFireWeaponClass, type CarriedWeapon } from '../rules/weapons';
import { woundCondition, type WoundState } from '../rules/wounds';
import { armamentOf, fireTargetOf, firerOf, prepaidFire, sightBetween, smokeOf, woundsOf } from './carried-weapons';
import { interruptsFor, opportunityTargetPanic, type Fold } from './opportunity-command';
import { manAt, observerAt } from './prompts';
import { checkActive } from './sequentiality';
import { remainingTaskPoints } from './task-points';
import { firstOf, specialRulesOf } from './special-rules';
import { lightSightContext } from './light-sources';
import type { FlamePattern } from '../rules/flame-pattern';
import { catchFire, flameTargets, type FlameTargets } from './flamethrower-fire';
import { flamethrowerExplosion } from './flamethrower-blast';
import { losVehicles } from './vehicles';
import { vehicleFirer } from './vehicle-passenger-fire';
import { exposedAboard, targetSquare, type ExposedAboard } from './vehicle-exposure';
import { exposedFromAbove } from './vehicle-fire-down';
import { jeepDamage, jeepFireSplits } from './jeep-fire';
import { jeepGunFor } from './jeep-machinegun';
import type { ResolvableTarget } from '../rules/fire-chance';

export interface FireOrder {
  readonly firerId: string;
  readonly targets: readonly { readonly targetId: string; readonly fires?: number }[];
  readonly weaponId?: string;
  readonly aimed: boolean;
  readonly spray?: boolean;
  /** Opportunity fire: the prompt answered (Cases 6.31, 10.73, 10.55). */
  readonly opportunity?: OpportunityPromptState;
  /** The fire a panic "fire" result orders (Cases 14.22, 14.34); `friend` after a second failed check (Case 14.22). */
  readonly panic?: { readonly at: 'enemy' | 'friend'; readonly caseRef: string };
  /** Section 17.0: the flamethrower's 45° pattern (task/fire-flamethrower); without it, the pattern that covers the first target (ruling FL5). */
  readonly flamePattern?: FlamePattern;
  /** Cases 23.34–23.37, 24.23 (vehicle-machineguns.ts): the crewman fires his vehicle's mounted machinegun; the vehicle pays. */
  readonly mounted?: { readonly vehicleId: string; readonly weaponId: string };
}

/** task/fire (Sections 10.1–10.4): the acting man fires; Case 7.44 stops him in an Enemy man's square. */
export function decideFire(state: GameState, cmd: CommandOf<'task/fire'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  if (sequenceOf(state).active?.stoppedByEnemy) {
    return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${checked.value.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  }
  return resolveFireOrder(
    state,
    { firerId: cmd.manId, targets: cmd.targets, aimed: cmd.aimed ?? false, ...(cmd.weaponId ? { weaponId: cmd.weaponId } : {}), ...(cmd.spray !== undefined ? { spray: cmd.spray } : {}) },
    dice,
    fold,
  );
}

/** The fire and everything it sets off, as events. */
export function resolveFireOrder(state: GameState, order: FireOrder, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const man = state.men[order.firerId];
  if (!man) return err(ruleError('fire/unknown-man', 'Case 10.13', `There is no man "${order.firerId}" in this game.`));
  // Cases 24.33, 24.52, 29.33 (vehicle-passenger-fire.ts): a passenger fires from his vehicle's square.
  // Ruling VH65 (jeep-machinegun.ts): a non-driver in a jeep fires its mounted machinegun as his own fire.
  const jeepGun = order.mounted ? ok(undefined) : jeepGunFor(state, man, order.weaponId);
  if (!jeepGun.ok) return jeepGun;
  const kind = jeepGun.value ? 'machinegun' : (armamentOf(man).weapons.find((w) => w.id === (order.weaponId ?? armamentOf(man).preparedWeapon))?.kind ?? '');
  // Cases 23.34–23.37: a crewman at his vehicle's gun fires from its square, standing (ruling VH27).
  const mountedOn = order.mounted ? state.vehicles?.vehicles.find((v) => v.id === order.mounted?.vehicleId)?.square : undefined;
  const aboard = order.mounted ? ok(undefined) : vehicleFirer(state, man, kind, order.targets.flatMap((t) => targetSquare(state, state.men[t.targetId]) ?? []));
  if (!aboard.ok) return aboard;
  const firer: ManState = mountedOn ? { ...man, square: mountedOn, posture: 'erect' } : (aboard.value?.firer ?? man);
  const opp = order.opportunity;
  const simultaneous = opp?.simultaneous ?? false;
  if (!simultaneous && !canAct(firer)) return err(ruleError('fire/cannot-act', 'Case 9.22', `${firer.name} is ${firer.condition} and fires no more (Cases 9.22, 10.54).`));
  if (!firer.square) return err(ruleError('fire/off-map', 'Case 10.13', `${firer.name} is not on the map.`));
  const a = armamentOf(firer);
  const weaponId = order.mounted?.weaponId ?? order.weaponId ?? a.preparedWeapon;
  if (!weaponId) return err(ruleError('weapon/not-prepared', 'Case 13.17', `${firer.name} has no prepared fire weapon (Case 13.17).`));
  // Case 23.37: the vehicle's machinegun is no man's weapon, is always ready and never unloads.
  const mountedGun = order.mounted !== undefined || jeepGun.value !== undefined;
  const bad = mountedGun ? undefined : checkFireWith(a, weaponId, { turn: state.turn, phase: state.phase });
  if (bad) return err(bad);
  const weapon: CarriedWeapon = mountedGun ? { id: weaponId, kind: 'machinegun', issuedTo: firer.side } : a.weapons.find((w) => w.id === weaponId)!;
  if (!isFireWeaponClass(weapon.kind)) return err(ruleError('weapon/not-fire-weapon', 'Case 13.13', `A ${weapon.kind} is not a fire weapon (Case 13.13).`));
  // The scenario's special rules (Case 42.43: the machine gun on its sledge, and fire from the train, −25% while it runs, Case 10.82).
  const special = specialRulesOf(state).map((p) => p.fire?.(state, firer, weapon.kind));
  const refused = special.find((f) => f?.error)?.error;
  if (refused) return err(refused);
  const movingVehicle = special.some((f) => f?.movingVehicle === true);
  const wclass = tablesOf(state).weaponClasses[weapon.kind];
  const pattern = wclass.pattern ?? false;
  if (order.targets.length === 0 && !(pattern && order.flamePattern)) return err(ruleError('fire/no-target', 'Case 10.13', 'A fire task needs a target man (Case 10.13).'));
  // Section 17.0: a flamethrower fires at every man in its pattern (flamethrower-fire.ts).
  let flame: FlameTargets | undefined;
  if (pattern) {
    const f = flameTargets(state, firer, weapon.id, { ...(order.flamePattern ? { pattern: order.flamePattern } : {}), ...(order.targets[0] ? { namedTargetId: order.targets[0].targetId } : {}), opportunity: opp !== undefined, panic: order.panic !== undefined });
    if (!f.ok) return f;
    flame = f.value;
  }
  const orderTargets = flame ? flame.targets.map((targetId) => ({ targetId })) : order.targets;
  if (order.spray !== undefined && order.spray !== (!pattern && orderTargets.length > 1)) {
    return err(ruleError('fire/spray-mismatch', 'Case 10.43', 'Spray fire is fire at more than one man (Case 10.43): give several targets, or none of it.'));
  }

  // Task Points: what he has, plus a fire his plot prepaid (Case 10.76, TS15).
  const prepaid = prepaidFire(state, firer.id, wclass.taskPointCost);
  const before: WoundState = opp?.firerBefore ? { endurance: Math.max(1, firer.endurance), woundPoints: opp.firerBefore.wounds } : woundsOf(firer);
  const remainingNow = opp?.firerBefore ? opp.firerBefore.taskPointsRemaining : remainingTaskPoints(state, firer.id);
  const fr0 = firerOf(state, firer, weapon, { aimed: order.aimed, taskPointsRemaining: remainingNow + prepaid, wounds: before, ...(opp ? { combatTasks: 0 } : {}) });
  // Cases 19.36, 19.71 (mounts.ts): a rider fires hand-held, at −25% while his mount moves (a Cossack always).
  const horseback = horsebackFire(state, firer);
  const fromVehicle = aboard.value;
  const fr1 = {
    ...fr0,
    ...(movingVehicle || horseback.minus25 || fromVehicle?.moving ? { movingVehicleOrAnimal: true } : {}),
    ...(horseback.riding ? { onHorseback: true } : {}),
    // Case 29.33: never braced from a jeep; ruling VH26: a wall beside the vehicle's square braces no passenger.
    ...(fromVehicle ? { adjacentToWall: false, ...(fromVehicle.jeep ? { inVehicle: true } : {}) } : {}),
    ...(mountedGun ? { weaponMounted: true, neverUnloads: true } : {}),
  };
  // Case 17.36: a repaired flamethrower explodes on 91–00.
  const fr = pattern && state.flamethrowers?.repaired.includes(weapon.id) ? { ...fr1, flamethrowerRepaired: true } : fr1;

  const allocations: FireAllocation[] = [];
  const onHit = new Map<string, (s: GameState) => GameEvent[]>();
  const perTarget = Math.floor(wclass.fires.value / orderTargets.length);
  let spare = wclass.fires.value - perTarget * orderTargets.length;
  for (const t of orderTargets) {
    const target = state.men[t.targetId];
    if (!target) return err(ruleError('fire/unknown-man', 'Case 10.13', `There is no man "${t.targetId}" in this game.`));
    // Case 14.22: only a man panicked a second time with no Enemy observed fires at a Friendly man.
    const atFriend = order.panic?.at === 'friend';
    if (target.side === firer.side && !atFriend && !flame) return err(ruleError('fire/friendly-target', 'Case 10.15', `${target.name} is a Friendly man: no man fires at a Friendly man (Case 10.15).`));
    if (target.side !== firer.side && atFriend && !flame) return err(ruleError('fire/friendly-target', 'Case 14.22', `${target.name} is not a Friendly man of ${firer.name}.`));
    if (target.condition === 'dead') return err(ruleError('fire/target-dead', 'Case 10.54', `${target.name} is dead and removed from play (Case 10.54).`));
    // Ruling VH31 (vehicle-exposure.ts): an exposed man aboard is fired at in his vehicle's square, standing; the others are shielded.
    // Case 24.35 (ruling VH43, vehicle-fire-down.ts): from above the rim he fires down at an unroofed APC's passengers.
    const exposed = exposedAboard(state, target) ?? exposedFromAbove(state, firer, target);
    if (!target.square && !exposed) {
      // Fog: a man he does not observe is refused as unobserved (Case 10.14), so the refusal tells nothing of where he is.
      if (target.aboard && !(state.knowledge[firer.id]?.observing ?? []).includes(target.id)) return err(ruleError('fire/not-observed', 'Case 10.14', `A man may only fire at a target he has observed (Case 10.14).`));
      return err(target.aboard ? ruleError('fire/inside-vehicle', 'Case 23.61', `${target.name} is inside his vehicle, shielded from small arms fire (Cases 23.61, 24.21, 24.42, 24.51).`) : ruleError('fire/off-map', 'Case 10.13', `${target.name} is not on the map.`));
    }
    const shown: ManState = exposed ? { ...target, square: exposed.square, posture: 'erect' } : target;
    // The scenario's special rules (Case 43.43: a mounted machine gun fires only in front of its trench).
    const at = shown.square!;
    const arc = firstOf(state, (p) => p.fireArcError?.(state, firer, weapon.kind, at));
    if (arc) return err(arc);
    const sight = sightBetween(state, firer, shown)!;
    if (!sight.los.clear) {
      return err(ruleError('fire/no-los', 'Case 8.24', `${firer.name} has no Line of Sight to ${target.name}${sight.los.blockedBy ? `: ${sight.los.blockedBy.reason}` : ''} (Cases 8.24, 10.14, 11.56).`));
    }
    // Section 36.3: fire in and under water (who at whom, with what).
    const wet = underwaterFireError(state, firer, target, weapon.kind);
    if (wet) return err(wet);
    const moving = opp !== undefined && opp.trigger === 'moved-into';
    // Section 17.0: one roll per man in the pattern; a count the order names is checked by multiple-fire.ts, not overridden.
    const named = order.targets.find((o) => o.targetId === t.targetId)?.fires;
    const fires = pattern ? (named ?? 1) : ((t as { fires?: number }).fires ?? perTarget + (spare-- > 0 ? 1 : 0));
    // The scenario's special rules (Case 39.43: a Ugandan may fire at a hostage square only after the hostages were moved, and then at +25%).
    const squareFire = firstOf(state, (p) => p.fireAtSquare?.(state, firer.id, at));
    if (squareFire?.error) return err(squareFire.error);
    if (squareFire?.onHit) onHit.set(target.id, squareFire.onHit);
    const base = aboardTarget(fireTargetOf(state, firer, shown, sight, { moving, opportunity: opp !== undefined }), exposed);
    // Case 14.22 (ruling P14): the friend is fired at because he is in LOS; no observation roll, and he is not "a Friendly man in the square" of himself.
    // Section 17.0 (ruling FL3): every man in the flame's pattern is a target, seen or not, Friendly or Enemy.
    const friend = atFriend || (flame !== undefined && target.side === firer.side);
    const resolved = friend || flame ? { ...base, observedByFirer: true, ...(friend ? { friendlyMenInSquare: Math.max(0, (base.friendlyMenInSquare ?? 0) - 1) } : {}) } : base;
    const extra = squareFire?.modifier ? [squareFire.modifier] : [];
    allocations.push({ targetId: target.id, square: at, fires, target: extra.length > 0 ? { ...resolved, scenarioModifiers: extra } : resolved });
  }

  const recording = new RecordingDice(dice);
  const r = resolveMultipleFire({ firer: fr, allocations, ...(opp ? { opportunityFire: true } : {}) }, recording, tablesOf(state));
  if ('code' in r) return err(r);
  const cost = r.plan.taskPointCost;
  // Case 23.32: the vehicle pays for its machinegun (vehicle-machinegun-fired), not the crewman.
  const charged = order.mounted ? 0 : Math.max(0, cost.final - prepaid);

  const records: FireTargetRecord[] = [];
  const wounded: GameEvent[] = [];
  const hits: { man: string; before: { wounds: WoundState; taskPointsRemaining: number } }[] = [];
  for (const t of r.targets) {
    const target = state.men[t.targetId]!;
    const cond = woundCondition(t.targetAfter);
    // Case 17.21: every man the flame damages checks (follow-ups.ts), opportunity fire or not.
    const panic = flame ? (t.panicCheck ? { caseRef: 'Case 17.21' } : undefined) : opp ? opportunityTargetPanic(state, target.id, t.hit, cond) : undefined;
    records.push({
      targetId: target.id,
      fires: t.fires.length,
      chance: t.chance.breakdown,
      killChance: t.chance.killBreakdown,
      hit: t.hit,
      killed: t.killed,
      woundPoints: t.woundPoints,
      condition: conditionOf(cond),
      ...(panic ? { panicCheckDue: panic } : {}),
    });
    if (!t.hit) continue;
    hits.push({ man: target.id, before: { wounds: woundsOf(target), taskPointsRemaining: remainingTaskPoints(state, target.id) } });
    const out = cond === 'dead' || cond === 'incapacitated';
    const left = remainingTaskPoints(state, target.id);
    // Case 9.31: only the target of opportunity fire loses Task Points for a wound; the killed or incapacitated lose the rest.
    const lost = out ? left : opp ? Math.min(left, 2 * t.woundPoints) : 0;
    wounded.push({
      type: 'man-wounded',
      manId: target.id,
      woundPoints: t.woundPoints,
      totalWounds: t.targetAfter.woundPoints,
      condition: conditionOf(cond),
      taskPointsLost: lost,
      caseRef: cond === 'dead' ? (t.killed ? 'Case 10.54' : 'Case 9.0') : cond === 'incapacitated' ? 'Case 9.22' : opp && lost > 0 ? 'Case 9.31' : cond === 'seriously-wounded' ? 'Case 9.21' : 'Case 10.51',
    });
  }
  // Cases 19.51–19.52: a miss at a ridden mount may hit its rider, one at a rider his mount (not a flame's pattern: every figure in it is fired at).
  const split = flame ? undefined : mountFireSplits(state, fr.weapon, r.targets, recording);
  // Cases 29.22–29.23 (jeep-fire.ts): a miss at a man in a jeep may hit the jeep.
  const jeepSplits = flame ? [] : jeepFireSplits(state, r.targets, recording);
  const fired: GameEvent = {
    type: 'fire-resolved',
    firerId: firer.id,
    weaponId: weapon.id,
    weapon: weapon.kind,
    aimed: order.aimed,
    spray: r.plan.spray,
    ...(opp ? { opportunity: { promptId: opp.id, simultaneous, caseRef: simultaneous ? 'Case 10.55' : 'Case 6.31' } } : {}),
    cost,
    taskPointsCharged: charged,
    targets: records,
    ...(split && split.splits.length > 0 ? { mountFire: split.splits } : {}),
    ...(jeepSplits.length > 0 ? { jeepFire: jeepSplits } : {}),
    magazineUnloaded: r.magazine?.unloaded ?? false,
    ...(opp && !panicCheckedThisPhase(state, firer.id) ? { firerPanicCheckDue: { caseRef: 'Case 14.11' } } : {}),
    ...(opp && !flame && records[0]?.panicCheckDue ? { panicCheckDue: { manId: records[0].targetId, caseRef: records[0].panicCheckDue.caseRef } } : {}),
    ...(order.panic ? { panicFire: order.panic } : {}),
    ...(flame ? { flame: { pattern: flame.pattern, origin: firer.square, squares: flame.squares } } : {}),
    ...(fromVehicle ? { fromVehicle: { vehicleId: fromVehicle.vehicle.id, ...(fromVehicle.slit ? { slit: fromVehicle.slit } : {}) } } : {}),
    summary: [...r.summary, ...(prepaid > 0 ? [`Case 10.76: ${Math.min(prepaid, cost.final)} of the ${cost.final} Task Points were paid when he was plotted`] : [])],
    caseRef: opp ? (simultaneous ? 'Case 10.55' : 'Case 10.73') : 'Case 10.13',
    dice: recording.take(),
  };
  // Case 17.41: the men the flame wounds commence burning.
  const events: GameEvent[] = [fired, ...wounded, ...(split?.wounded ?? []), ...(flame ? catchFire(state, wounded) : [])];
  events.push(...jeepDamage(events.reduce(fold, state), jeepSplits, dice, fold));
  // The scenario's special rules (Case 39.43: each Ugandan hit on a hostage square kills one hostage, the dead-hostages counter).
  for (const t of r.targets) {
    const hit = onHit.get(t.targetId);
    if (!t.hit || !hit) continue;
    events.push(...hit(events.reduce(fold, state)));
  }
  // Case 17.31: the explosion is resolved after all the flamethrower man's fires.
  if (r.flamethrowerExploded) {
    const rolls = r.targets.flatMap((t) => t.fires).filter((f) => f.flamethrowerExploded).map((f) => f.hitRoll.total);
    events.push(...flamethrowerExplosion(events.reduce(fold, state), firer.id, weapon.id, rolls, dice, fold));
  }
  // Ruling VH29: a crewman inside is no man the Enemy can see or fire at (ruling VH2), so his gun's fire observes nobody and calls no
  // plot; the opened-up commander at the hatch or swivel gun is exposed (Cases 23.35, 24.21), and is seen as any firing man.
  if (order.mounted && !exposedAboard(state, man)) return ok(events);
  return ok([...events, ...afterFireOrThrow(events.reduce(fold, state), firer.id, firer.square, { kind: 'fired', targets: orderTargets.map((t) => t.targetId), hits })]);
}

/** Ruling VH31: the exposed man aboard as a target — the terrain, aperture and "on tank or in APC" his place gives him. */
function aboardTarget<T extends ResolvableTarget>(t: T, exposed: ExposedAboard | undefined): T {
  if (!exposed) return t;
  return { ...t, ...(exposed.terrain ? { terrain: exposed.terrain } : {}), apertures: [...(t.apertures ?? []), ...(exposed.aperture ? [exposed.aperture] : [])], flushAgainstWall: false, onTankOrInApc: exposed.onTankOrInApc };
}

/**
 * After a fire or a combat throw: every enemy man with LOS and in range
 * observes the actor (Case 8.5), then the plots are asked (Cases 10.71,
 * 10.55; ruling O7: a firing man counts as observed).
 */
export function afterFireOrThrow(
  state: GameState,
  actorId: string,
  square: { col: number; row: number },
  what: { kind: 'fired'; targets: readonly string[]; hits: { man: string; before: { wounds: WoundState; taskPointsRemaining: number } }[] } | { kind: 'threw'; target: { col: number; row: number }; combat: boolean },
): GameEvent[] {
  const actor = state.men[actorId];
  const events: GameEvent[] = [];
  let s = state;
  if (actor) {
    // Case 10.55: a plotted man hit by this fire sees his firer as he was before the hit, even if it killed him.
    const seen = automaticObservers(state, actor, square, what.kind === 'fired' ? what.hits.map((h) => h.man) : []);
    if (seen.length > 0) {
      const e: GameEvent = { type: 'observed-automatically', actorId, square, posture: actor.posture, observerIds: seen, caseRef: 'Case 8.5' };
      events.push(e);
      s = observedFold(s, e);
    }
  }
  const task = what.kind === 'fired' ? { kind: 'fired' as const, actor: actorId, square, targets: what.targets, hits: what.hits } : { kind: 'threw' as const, actor: actorId, square, target: what.target, combat: what.combat };
  return [...events, ...interruptsFor(s, task)];
}

/** Case 8.5 (docs/rulings/observation.md): enemy men able to see, with LOS and in range, not yet observing him. */
export function automaticObservers(state: GameState, actor: ManState, square: { col: number; row: number }, hitNow: readonly string[] = []): string[] {
  const at = manAt(actor, square);
  if (!at) return [];
  // A man aboard who looks out (rulings VH26, VH28, VH44) sees a firing man as a man on the map does; observerAt gives his seat or nothing.
  const lookingOut = (m: ManState): boolean => canAct(m) && m.square === undefined && m.aboard !== undefined;
  const enemies = Object.values(state.men).filter((m) => m.side !== actor.side && (ableOnMap(m) || lookingOut(m) || (hitNow.includes(m.id) && m.square !== undefined && sequenceOf(state).plots[m.id] !== undefined))).flatMap((m) => {
    const o = observerAt(state, m);
    return o ? [o] : [];
  });
  const r = automaticObservation(enemies, at, { observationRange: state.observationRange ?? 'unlimited', ...lightSightContext(state), map: state.map, smoke: smokeOf(state), ...losVehicles(state), turn: state.turn, phase: state.phase });
  return [...r.newlyObserved];
}

/** The knowledge part of the observed-automatically fold, for the follow-up checks (engine's evolve does the same). */
function observedFold(state: GameState, e: Extract<GameEvent, { type: 'observed-automatically' }>): GameState {
  const knowledge = { ...state.knowledge };
  for (const id of e.observerIds) {
    const k = knowledge[id] ?? emptyKnowledge();
    knowledge[id] = { ...k, observing: k.observing.includes(e.actorId) ? k.observing : [...k.observing, e.actorId] };
  }
  return { ...state, knowledge };
}
