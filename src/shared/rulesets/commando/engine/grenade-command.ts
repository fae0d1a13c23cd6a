/**
 * Grenades as commands (Section 11.0): `task/prepare-grenade` (Cases 11.1,
 * 11.13), `task/throw-grenade` (Cases 11.2, 11.3, 11.4, 11.81–11.84) — the
 * throw, the scatter, the blast on every man in it, friends included (Case
 * 11.44) — the opportunity throw (Case 11.6), and the Bookkeeping Phase's
 * smoke patterns and dissipation (Cases 11.51–11.54) and explosive checks
 * (Cases 11.74–11.76). Every die is recorded in the event.
 * Rulings: docs/rulings/turn-sequence.md "Fire, grenades and opportunity fire in the engine".
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState, OpportunityPromptState } from '../model/state';
import { sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { demolish, explosiveEffectOnMen, placedCorrectly, resolveDetonation, detonationDue } from '../rules/explosives';
import type { EmplacementPlace, ExplosiveSpec } from '../tables/explosives';
import { firstOf } from './special-rules';
import { resolveBlast, type BlastResult } from '../rules/grenade-blast';
import { squareCode, structureOf } from '../rules/grenade-geometry';
import { sameSquare } from '../../../map/map-model';
import { resolvePrepare, resolveThrow, type PreparedGrenade } from '../rules/grenades';
import { BOOKKEEPING_PHASE } from '../rules/observation-limits';
import { dissipateSmoke, resolveSmokePattern } from '../rules/smoke';
import type { GrenadeType } from '../tables/grenade-accuracy';
import { THUMP_GUN_KIND, type Armament } from '../rules/weapons';
import { woundCondition } from '../rules/wounds';
import { armamentOf, grenadeEraOf, grenadierOf, prepaidFire, smokeOf, woundsOf } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { illuminationLit } from './illumination-command';
import { illuminationInUse } from './illumination';
import { opportunityTargetPanic, type Fold } from './opportunity-command';
import { checkActive } from './sequentiality';
import { checkAffordable, taskCost } from './task-points';
import { mountedBy } from './mounts';
import { blastWounds } from './blast-wounds';
import { mountedGrenadeCost } from '../rules/mounts';
import { aboardThrow, compartmentMen, exposedToBlast, intoCompartmentError, jeepBlastDice, jeepThrow, jeepGrenadeDamage } from './vehicle-grenades';
import { tablesOf } from './game-tables';

function activeAndFree(state: GameState, manId: string): Result<ManState, RuleError> {
  const checked = checkActive(state, manId);
  if (!checked.ok) return checked;
  if (sequenceOf(state).active?.stoppedByEnemy) {
    return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${checked.value.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  }
  return checked;
}

export { blastWounds };

/** The men a burst may reach: on the map, and the men aboard a vehicle it reaches (ruling VH42). */
const nearMen = (state: GameState) => [
  ...Object.values(state.men).flatMap((m) => (m.square && m.condition !== 'dead' ? [{ id: m.id, square: m.square, posture: m.posture }] : [])),
  ...exposedToBlast(state),
];

export function blast(state: GameState, square: Square, era: PreparedGrenade['era'], dice: DiceSource): BlastResult {
  return resolveBlast(state.map, { square, era }, nearMen(state), dice, tablesOf(state));
}

const withoutPreparedWeaponChange = (a: Armament, prepared: readonly PreparedGrenade[], carried: Armament['grenades']): Armament => ({ ...a, preparedGrenades: prepared, grenades: carried });

/** task/prepare-grenade (Cases 11.1, 11.11, 11.13, 11.21). */
export function decidePrepareGrenade(state: GameState, cmd: CommandOf<'task/prepare-grenade'>, dice: DiceSource): Result<GameEvent[], RuleError> {
  const checked = activeAndFree(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  // Case 39.43 Ugandan Presence of Mind.
  const banned = firstOf(state, (p) => p.grenadeBan?.(state, man.id));
  if (banned) return err(banned);
  const chart = taskCost('prepare-grenade', man);
  if ('code' in chart) return err(chart);
  // Case 19.34: on horseback, twice the Task Points.
  const cost = mountedBy(state, man.id) ? mountedGrenadeCost(chart) : chart;
  const short = checkAffordable(state, man, cost.final, 'Preparing a grenade');
  if (short) return err(short);
  const grenade: PreparedGrenade = { type: cmd.grenade as GrenadeType, era: grenadeEraOf(state) };
  const recording = new RecordingDice(dice);
  // Section 21.0 General Rule: a man with a thump gun never runs out of any type of grenade (ruling TG1; illumination ones with Section 34.0).
  const unlimited = (grenade.type !== 'illumination' || illuminationInUse(state)) && armamentOf(man).weapons.some((w) => w.kind === THUMP_GUN_KIND);
  const g = grenadierOf(state, man, { type: grenade.type });
  const r = resolvePrepare(unlimited ? { ...g, carried: { ...g.carried, [grenade.type]: Math.max(1, g.carried[grenade.type] ?? 0) } } : g, grenade, recording, tablesOf(state));
  if (!r.ok) return err(r.error);
  const a = withoutPreparedWeaponChange(armamentOf(man), r.value.man.prepared, unlimited ? armamentOf(man).grenades : r.value.man.carried);
  const summary = [`${man.name} prepares a ${grenade.type} grenade (Case 11.1)`, ...r.value.rolls.map((x) => x.text)];
  const events: GameEvent[] = [];
  const follow: GameEvent[] = [];
  // Case 11.13: the first grenade explodes and sets off the second, in his own square.
  const carrier = man.aboard ? state.vehicles?.vehicles.find((v) => v.id === man.aboard?.vehicleId) : undefined;
  for (const g of r.value.explodes) {
    // Case 24.43: a passenger prepares grenades in an APC; one that goes off bursts in its compartment (Case 24.34, ruling VH41).
    const at = man.square ?? carrier?.square;
    if (g.type !== 'fragmentation' || !at) continue;
    const b = carrier?.kind === 'apc' && carrier.passengers.includes(man.id) ? resolveBlast(state.map, { square: at, era: g.era, status: 'vented' }, compartmentMen(state, carrier), recording, tablesOf(state)) : blast(state, at, g.era, recording);
    summary.push(...b.rolls.map((x) => x.text));
    follow.push(...blastWounds(state, b.men.map((m) => ({ id: m.id, wounds: m.wounds, killed: m.killed }))));
  }
  events.push({ type: 'grenade-prepared', manId: man.id, grenade, armament: a, cost, exploded: r.value.explodes, summary, caseRef: r.value.explodes.length > 0 ? 'Case 11.13' : 'Case 11.1', dice: recording.take() });
  return ok([...events, ...follow]);
}

export interface ThrowOrder {
  readonly throwerId: string;
  readonly target: Square;
  readonly type?: GrenadeType;
  readonly opportunity?: OpportunityPromptState;
  /** Case 14.23: the throw a panic "fire" result orders for a man holding a prepared grenade. */
  readonly panic?: { readonly at: 'enemy' | 'friend'; readonly caseRef: string };
  /** Cases 24.34, 24.42, 24.56: thrown into this APC's passenger compartment. */
  readonly intoVehicle?: string;
}

/** task/throw-grenade (Case 11.2). */
export function decideThrowGrenade(state: GameState, cmd: CommandOf<'task/throw-grenade'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const checked = activeAndFree(state, cmd.manId);
  if (!checked.ok) return checked;
  return resolveThrowOrder(state, { throwerId: cmd.manId, target: cmd.target, ...(cmd.grenade ? { type: cmd.grenade } : {}), ...(cmd.intoVehicle ? { intoVehicle: cmd.intoVehicle } : {}) }, dice, fold);
}

/** The throw (normal or opportunity, Case 11.62) and all it sets off. */
export function resolveThrowOrder(state: GameState, order: ThrowOrder, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const thrower = state.men[order.throwerId];
  // Case 29.34 (ruling VH40): a man aboard throws from his vehicle's square, standing, as his place in it allows.
  const aboard = thrower ? aboardThrow(state, thrower) : ok(undefined);
  if (!aboard.ok) return aboard;
  const man = thrower && aboard.value ? { ...thrower, square: aboard.value.square, posture: 'erect' as const } : thrower;
  if (!man?.square) return err(ruleError('grenade/off-map', 'Case 11.22', `${order.throwerId} is not on the map.`));
  const into = order.intoVehicle;
  const closed = into === undefined ? undefined : intoCompartmentError(state, into, man.square);
  if (closed) return err(closed);
  const compartment = into === undefined ? undefined : state.vehicles?.vehicles.find((v) => v.id === into);
  if (compartment?.square && !sameSquare(compartment.square, order.target)) return err(ruleError('grenade/no-compartment', 'Case 24.34', `${compartment.name} is in ${squareCode(compartment.square)}, not ${squareCode(order.target)}.`));
  // Case 39.43 Ugandan Presence of Mind (an opportunity or panic throw too).
  const banned = firstOf(state, (p) => p.grenadeBan?.(state, man.id));
  if (banned) return err(banned);
  const opp = order.opportunity;
  const a = armamentOf(man);
  const grenade = a.preparedGrenades.find((g) => order.type === undefined || g.type === order.type);
  if (!grenade) return err(ruleError('grenade/not-prepared', 'Case 11.21', `${man.name} holds no prepared ${order.type ?? ''} grenade; an unprepared grenade thrown is lost (Case 11.21).`.replace('  ', ' ')));
  const cost = taskCost('throw-grenade', man);
  if ('code' in cost) return err(cost);
  const prepaid = prepaidFire(state, man.id, 'throw-grenade');
  const charged = Math.max(0, cost.final - prepaid);
  const short = opp ? undefined : checkAffordable(state, man, charged, 'Throwing a grenade');
  if (short) return err(short);
  const recording = new RecordingDice(dice);
  const grenadier = { ...grenadierOf(state, man, { type: grenade.type, ...(opp ? { opportunity: true } : {}) }), ...(aboard.value?.jeep ? { fromJeep: jeepThrow(state) } : {}) };
  const r = resolveThrow(state.map, { thrower: grenadier, target: order.target, grenade, smoke: smokeOf(state) }, recording, tablesOf(state));
  if (!r.ok) return err(r.error);
  const t = r.value;
  const combat = grenade.type === 'fragmentation';
  const summary = [`${man.name} throws a ${grenade.type} grenade at ${squareCode(order.target)}: ${t.chance.final}% (Case 11.81)`, ...t.rolls.map((x) => x.text), ...(t.scatter?.stops.map((s) => s.reason) ?? [])];
  let blastRecord: Extract<GameEvent, { type: 'grenade-thrown' }>['blast'];
  let wounds: GameEvent[] = [];
  // Case 24.34 (ruling VH41): only a throw that hits the APC's square goes into its compartment; a miss scatters as any other.
  const inside = compartment && t.hit ? compartment : undefined;
  if (inside) summary.push(`Case 24.34: the grenade goes into ${inside.name}'s passenger compartment (Vented)`);
  const jeepDice = combat && !inside ? jeepBlastDice(state, t.landing, recording) : [];
  if (combat) {
    const b = inside ? resolveBlast(state.map, { square: t.landing, era: grenade.era, status: 'vented' }, compartmentMen(state, inside), recording, tablesOf(state)) : blast(state, t.landing, grenade.era, recording);
    summary.push(...b.rolls.map((x) => x.text));
    const hitMen = b.men.filter((m) => m.wounds > 0 || m.killed);
    blastRecord = {
      square: t.landing,
      code: b.code,
      killChance: b.killChance,
      men: b.men
        .filter((m) => m.exposure.affected)
        .map((m) => {
          const target = state.men[m.id]!;
          const cond = woundCondition({ ...woundsOf(target), woundPoints: target.wounds + m.wounds, ...(m.killed ? { killed: true } : {}) });
          const panic = opp ? opportunityTargetPanic(state, m.id, true, cond) : undefined;
          const reason = inside ? `In ${inside.name}'s passenger compartment (Case 24.34).` : target.square ? m.exposure.reason : `Aboard a vehicle (ruling VH42): ${m.exposure.reason}`;
          return { id: m.id, wounds: m.wounds, killed: m.killed, reason, ...(panic ? { panicCheckDue: panic } : {}) };
        }),
    };
    wounds = blastWounds(state, hitMen.map((m) => ({ id: m.id, wounds: m.wounds, killed: m.killed })), opp?.moverId);
  } else if (grenade.type === 'smoke') {
    summary.push(`Case 11.51: the smoke grenade lies in ${squareCode(t.landing)}; its pattern is made in the Bookkeeping Phase (Case 11.52)`);
  }
  // Case 34.21: an illumination grenade burns where it lands (Section 34.0; without it the grenade is spent).
  const lit = grenade.type === 'illumination' ? illuminationLit(state, 'hand-grenade', t.landing, { side: man.side, man }) : [];
  if (grenade.type === 'illumination' && lit.length === 0) summary.push('Illumination Devices (Section 34.0) are not in use: the grenade is spent');
  const thrown: GameEvent = {
    type: 'grenade-thrown',
    manId: man.id,
    grenade,
    target: order.target,
    chance: t.chance,
    hit: t.hit,
    landing: t.landing,
    ...(t.scatter ? { scatter: { direction: t.scatter.direction, distance: t.scatter.distance, stops: t.scatter.stops.map((s) => s.reason) } } : {}),
    ...(blastRecord ? { blast: blastRecord } : {}),
    ...(aboard.value ? { fromVehicle: { vehicleId: aboard.value.vehicle.id } } : {}),
    ...(inside ? { intoVehicle: { vehicleId: inside.id, caseRef: 'Case 24.34' } } : {}),
    ...(jeepDice.length > 0 ? { jeepBlast: jeepDice.map((j) => ({ ...j, caseRef: 'Case 29.21' as const })) } : {}),
    combat,
    armament: { ...a, preparedGrenades: t.man.prepared },
    ...(opp ? { opportunity: { promptId: opp.id, simultaneous: opp.simultaneous, caseRef: 'Case 11.6' } } : {}),
    ...(order.panic ? { panicFire: order.panic } : {}),
    ...(opp && blastRecord?.men.find((m) => m.id === opp.moverId)?.panicCheckDue ? { panicCheckDue: { manId: opp.moverId, caseRef: blastRecord.men.find((m) => m.id === opp.moverId)!.panicCheckDue!.caseRef } } : {}),
    cost,
    taskPointsCharged: charged,
    summary,
    caseRef: opp ? 'Case 11.62' : 'Case 11.2',
    dice: recording.take(),
  };
  const jeeps = jeepGrenadeDamage([thrown, ...wounds].reduce(fold, state), jeepDice, dice, fold, blastWounds);
  const events: GameEvent[] = [thrown, ...wounds, ...jeeps, ...lit];
  return ok([...events, ...afterFireOrThrow(events.reduce(fold, state), man.id, man.square, { kind: 'threw', target: order.target, combat })]);
}

/**
 * Entering the Bookkeeping Phase (Case 5.1 G): smoke squares from earlier
 * Game-Turns dissipate on 1D6 = 1 (Case 11.54), this Turn's smoke grenades
 * make their patterns (Cases 11.52–11.58), and set explosives whose fuse has
 * run are checked (Cases 11.74–11.76). Appended to the phase-advanced events.
 */
export function withFireBookkeeping(state: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  const entered = own.some((e) => e.type === 'phase-advanced' && e.to === BOOKKEEPING_PHASE);
  if (!entered) return [...own];
  const s = own.reduce(fold, state);
  const events: GameEvent[] = [];
  const recording = new RecordingDice(dice);
  const d = dissipateSmoke(s.smoke ?? [], s.turn, recording, tablesOf(state));
  if (d.rolls.length > 0) {
    events.push({ type: 'smoke-dissipated', dissipated: d.dissipated.map((x) => x.square), summary: d.rolls.map((x) => x.text), caseRef: 'Case 11.54', dice: recording.take() });
  }
  for (const p of s.pendingSmoke ?? []) {
    const pattern = resolveSmokePattern(s.map, p.landing, recording, tablesOf(state));
    events.push({
      type: 'smoke-laid',
      landing: p.landing,
      squares: pattern.squares,
      turn: s.turn,
      source: p.source,
      summary: [...pattern.rolls.map((x) => x.text), ...(pattern.stoppedBy ? [pattern.stoppedBy.reason] : [])],
      caseRef: pattern.kind === 'room' ? 'Case 11.55' : 'Case 11.53',
      dice: recording.take(),
    });
  }
  let after = events.reduce(fold, s);
  for (const x of s.explosives ?? []) {
    if (!detonationDue(x, s.turn) || !x.square) continue;
    const r = resolveDetonation(x, s.turn, recording);
    if (!r.ok) continue;
    const summary = r.value.rolls.map((y) => y.text);
    let wounds: GameEvent[] = [];
    let structure: GameEvent[] = [];
    if (r.value.detonated) {
      const eff = explosiveEffectOnMen(after.map, x.square, x.spec, nearMen(after), recording, tablesOf(state));
      summary.push(...eff.rolls.map((y) => y.text));
      wounds = blastWounds(after, eff.men.map((m) => ({ id: m.id, wounds: m.wounds, killed: false })));
      // Case 11.72: the blast strikes the men first (the map as it stood), then the structure falls.
      const demolition = structureDemolition(after, x.id, x.square, x.spec);
      summary.push(demolition.note);
      structure = demolition.event ? [demolition.event] : [];
    }
    const checked: GameEvent = { type: 'explosive-checked', explosive: r.value.explosive, detonated: r.value.detonated, summary, caseRef: 'Case 11.75', dice: recording.take() };
    events.push(checked, ...wounds, ...structure);
    after = [checked, ...wounds, ...structure].reduce(fold, after);
  }
  return [...own, ...events];
}

/**
 * The structure a charge at `at` works on (Case 11.72): the one it stands in, else one across a side of its square
 * (Case 40.43 "adjacent to Wall"), else — where the listing allows "adjacent to" (Case 48.43) — one diagonally by it.
 */
export function targetStructure(map: GameMap, at: Square, place?: EmplacementPlace): { readonly squares: readonly Square[]; readonly id?: string } | undefined {
  const diagonal = place === 'on-in-or-adjacent-to-target' ? [-1, 1].flatMap((dc) => [-1, 1].map((dr) => ({ col: at.col + dc, row: at.row + dr }))) : [];
  const around = [at, { col: at.col, row: at.row - 1 }, { col: at.col + 1, row: at.row }, { col: at.col, row: at.row + 1 }, { col: at.col - 1, row: at.row }, ...diagonal];
  for (const q of around) {
    if (!onMap(map, q)) continue;
    const squares = structureOf(map, q);
    if (!squares) continue;
    const named = map.structures.find((st) => st.squares.some((s) => sameSquare(s, q)));
    return { squares, ...(named ? { id: named.id } : {}) };
  }
  return undefined;
}

/**
 * Case 11.72 with the scenario's listing (Case 40.43 Vaagso, 48.43 Oilfield): a charge that detonated where the
 * listing requires (Case 11.73) demolishes its structure (explosives.ts `demolish`): squares to rubble, walls gone.
 * Placed elsewhere, or with no structure by it, only Case 11.76 applies.
 */
export function structureDemolition(state: GameState, explosiveId: string, at: Square, spec: ExplosiveSpec): { readonly event?: GameEvent; readonly note: string } {
  const map = state.map;
  const target = targetStructure(map, at, spec.place.value);
  if (!target) return { note: `Case 11.72: no structure in or beside ${squareCode(at)}; only the effect on men (Case 11.76)` };
  if (!placedCorrectly(map, at, target.squares, spec.place.value, tablesOf(state))) {
    return { note: `Case 11.73: the charge in ${squareCode(at)} is not placed as the listing requires (${spec.place.value}); only the effect on men (Case 11.76)` };
  }
  const change = demolish(map, at, target.squares, spec, tablesOf(state));
  if (change.squares.length === 0 && change.removedLines.length === 0) return { note: 'Case 11.72: the structure is already rubble' };
  const listing = spec.effect.provenance.source.match(/^Case \d+\.\d+/)?.[0];
  const caseRef = listing ? `Case 11.72; ${listing}` : 'Case 11.72';
  const text = `${caseRef}: ${spec.effect.value === 'level-structure' ? 'the structure is levelled' : 'walls destroyed'} — ${change.squares.length} square(s) to rubble, ${change.removedLines.length} line(s) removed`;
  return {
    note: text,
    event: {
      type: 'structure-demolished',
      explosiveId,
      at,
      ...(target.id ? { structureId: target.id } : {}),
      result: change.result,
      squares: change.squares,
      removedLines: change.removedLines,
      summary: [text, ...change.squares.map((c) => `${squareCode(c.square)}: ${c.from} → ${c.to}`)],
      caseRef,
    },
  };
}
