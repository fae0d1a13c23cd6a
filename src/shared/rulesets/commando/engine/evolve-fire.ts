/**
 * The fold of the fire, grenade, weapon and opportunity-fire events (events.ts
 * FireEvent). Pure; never rolls. Wounds arrive as separate `man-wounded`
 * events, folded by engine.ts.
 */
import { alert } from './alert';
import { mountOpportunityCharge } from './mount-opportunity';
import { armamentOf, armamentPatch } from './carried-weapons';
import { addSmoke } from '../rules/smoke';
import { sameSquare, sideKey, squareIndex } from '../../../map/map-model';
import type { Armament } from '../rules/weapons';
import type { FireEvent, LauncherEvent } from '../model/events';
import { emptyKnowledge, withFirstSighting, type ManKnowledge } from '../rules/knowledge';
import type { GameState, ManTurn, SequenceState } from '../model/state';
import { freshManTurn, sequenceOf } from '../model/state';
import type { SlitSide, VehicleState } from '../model/vehicle';

function withArmament(state: GameState, manId: string, a: Armament): GameState['men'] {
  const man = state.men[manId];
  return man ? { ...state.men, [manId]: { ...man, ...armamentPatch(man, a) } } : state.men;
}

function withTurn(seq: SequenceState, manId: string, f: (t: ManTurn) => ManTurn): SequenceState {
  return { ...seq, men: { ...seq.men, [manId]: f(seq.men[manId] ?? freshManTurn()) } };
}

const spend = (seq: SequenceState, manId: string, cost: number): SequenceState => withTurn(seq, manId, (t) => ({ ...t, spent: t.spent + cost }));

/** Case 38.61: an attacking man who fires or throws alerts the defending side. */
export function alertByFire(state: GameState, actorId: string): GameState {
  const actor = state.men[actorId];
  const aSide = state.sides.find((s) => s.id === actor?.side);
  if (!aSide || aSide.mode !== 'commando') return state;
  const seq = sequenceOf(state);
  let sides = seq.sides;
  for (const d of state.sides) {
    if (d.mode !== 'defending' || sides[d.id]?.alertedTurn !== undefined) continue;
    sides = { ...sides, [d.id]: { ...(sides[d.id] ?? {}), alertedTurn: state.turn } };
  }
  return sides === seq.sides ? state : { ...state, sequence: { ...seq, sides } };
}

/** Cases 14.22, 14.23: the ordered panic fire is delivered. */
function panicFireDelivered(seq: SequenceState, manId: string): SequenceState {
  return withTurn(seq, manId, (t) => {
    const { panicFire: _done, ...rest } = t;
    return rest;
  });
}

/** The opportunity prompt is answered and the plot spent (Cases 6.42, 10.11). */
function opportunitySpent(seq: SequenceState, promptId: string, manId: string): SequenceState {
  const plot = seq.plots[manId];
  const plots = plot ? { ...seq.plots, [manId]: { ...plot, fired: true, ...(plot.plot ? { plot: { ...plot.plot, status: 'fired' as const } } : {}) } } : seq.plots;
  return { ...seq, prompts: seq.prompts.filter((p) => p.id !== promptId), plots };
}

/** Cases 24.33, 24.52–24.53: the vehicle's record of who fired from it (and through which side's slits) this Game-Turn. */
function firedFrom(v: VehicleState, turn: number, side: SlitSide | undefined, manId: string): VehicleState {
  const t = v.turnRecord?.turn === turn ? v.turnRecord : { turn, spent: 0, moved: false, turretTurned: false };
  const add = (ids: readonly string[] = []) => (ids.includes(manId) ? ids : [...ids, manId]);
  return { ...v, turnRecord: { ...t, firedAboard: add(t.firedAboard), ...(side ? { slitFirers: { ...t.slitFirers, [side]: add(t.slitFirers?.[side]) } } : {}) } };
}

export function evolveFireEvent(state: GameState, event: FireEvent): GameState {
  const seq = sequenceOf(state);
  switch (event.type) {
    case 'fire-resolved': {
      const man = state.men[event.firerId];
      let men = state.men;
      if (man && event.magazineUnloaded) {
        // Case 10.63: the magazine check unloaded it.
        const a = armamentOf(man);
        men = withArmament(state, man.id, { ...a, weapons: a.weapons.map((w) => (w.id === event.weaponId ? { ...w, loaded: false } : w)) });
      }
      let s = withTurn(seq, event.firerId, (t) => ({ ...t, spent: t.spent + event.taskPointsCharged, combatTaskDone: true }));
      if (event.opportunity) s = opportunitySpent(s, event.opportunity.promptId, event.firerId);
      // Case 19.33: a rider's opportunity fire costs his mount twice what he expends.
      const mountShare = event.opportunity ? mountOpportunityCharge(state, event.firerId, event.cost.final) : undefined;
      if (mountShare) s = spend(s, mountShare.mountId, mountShare.taskPoints);
      if (event.panicFire) s = panicFireDelivered(s, event.firerId);
      // Cases 24.33, 24.52–24.53: he stood and fired from the vehicle (through that side's slits) this Game-Turn.
      const from = event.fromVehicle;
      const vehicles = from && state.vehicles ? { ...state.vehicles, vehicles: state.vehicles.vehicles.map((v) => (v.id === from.vehicleId ? firedFrom(v, state.turn, from.slit, event.firerId) : v)) } : state.vehicles;
      return alertByFire({ ...state, men, sequence: s, ...(vehicles ? { vehicles } : {}) }, event.firerId);
    }
    case 'observed-automatically': {
      const knowledge: Record<string, ManKnowledge> = { ...state.knowledge };
      const sighting = { enemyId: event.actorId, square: event.square, posture: event.posture, turn: state.turn, phase: state.phase };
      for (const id of event.observerIds) {
        const k = knowledge[id] ?? emptyKnowledge();
        knowledge[id] = withFirstSighting(k, { ...k, observing: k.observing.includes(event.actorId) ? k.observing : [...k.observing, event.actorId], lastKnown: { ...k.lastKnown, [event.actorId]: sighting } }, event.actorId, state.turn);
      }
      // Case 38.61 / Index note: a defending man observing a commando man alerts his side (as observation does).
      let next: GameState = { ...state, knowledge };
      for (const id of event.observerIds) next = alert(next, id, event.actorId);
      return next;
    }
    case 'opportunity-plots-updated': {
      const plots = { ...seq.plots };
      for (const [id, p] of Object.entries(event.plots)) if (plots[id]) plots[id] = { ...plots[id]!, plot: p };
      return { ...state, sequence: { ...seq, plots } };
    }
    case 'opportunity-held':
      return { ...state, sequence: { ...seq, prompts: seq.prompts.filter((p) => p.id !== event.promptId) } };
    case 'grenade-prepared': {
      const s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.cost.final, grenadePreparedPhase: state.phase }));
      return { ...state, men: withArmament(state, event.manId, event.armament), sequence: s };
    }
    case 'grenade-thrown': {
      let s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.taskPointsCharged, grenadeThrownPhase: state.phase, ...(event.combat ? { combatTaskDone: true } : {}) }));
      if (event.opportunity) s = opportunitySpent(s, event.opportunity.promptId, event.manId);
      if (event.panicFire) s = panicFireDelivered(s, event.manId);
      const pendingSmoke = event.grenade.type === 'smoke' ? [...(state.pendingSmoke ?? []), { landing: event.landing, source: `smoke grenade of ${event.manId}, Game-Turn ${state.turn}` }] : state.pendingSmoke;
      // Cases 24.33, 29.34 (ruling VH40): he stood to throw from the vehicle, exposed as one who fired from it this Game-Turn.
      const from = event.fromVehicle;
      const vehicles = from && state.vehicles ? { ...state.vehicles, vehicles: state.vehicles.vehicles.map((v) => (v.id === from.vehicleId ? firedFrom(v, state.turn, undefined, event.manId) : v)) } : state.vehicles;
      return alertByFire({ ...state, men: withArmament(state, event.manId, event.armament), sequence: s, ...(pendingSmoke ? { pendingSmoke } : {}), ...(vehicles ? { vehicles } : {}) }, event.manId);
    }
    case 'weapon-reloaded':
    case 'weapon-prepared':
      return { ...state, men: withArmament(state, event.manId, event.armament), sequence: spend(seq, event.manId, event.cost.final) };
    case 'weapons-dropped':
      return { ...state, men: withArmament(state, event.manId, event.armament), lyingWeapons: [...(state.lyingWeapons ?? []), ...event.dropped.map((weapon) => ({ weapon, square: event.square }))] };
    case 'weapon-picked-up': {
      const lying = (state.lyingWeapons ?? []).filter((l) => l.weapon.id !== event.weaponId);
      return {
        ...state,
        men: withArmament(state, event.manId, event.armament),
        lyingWeapons: [...lying, ...event.dropped.map((weapon) => ({ weapon, square: event.square }))],
        sequence: spend(seq, event.manId, event.cost.final),
      };
    }
    case 'weapons-exchanged': {
      const men = withArmament({ ...state, men: withArmament(state, event.manId, event.taker) }, event.partnerId, event.partner);
      let s = spend(seq, event.manId, event.takerCost.final);
      if (event.partnerCost) s = spend(s, event.partnerId, event.partnerCost.final);
      const passed = event.explosive;
      const explosives = passed ? (state.explosives ?? []).map((x) => (x.id === passed.id ? { ...x, carrierId: passed.toManId } : x)) : state.explosives;
      return { ...state, men, sequence: s, lyingWeapons: [...(state.lyingWeapons ?? []), ...event.dropped.map((weapon) => ({ weapon, square: event.square }))], ...(explosives ? { explosives } : {}) };
    }
    case 'explosive-assigned':
      return { ...state, explosives: (state.explosives ?? []).map((x) => (x.id === event.explosiveId ? { ...x, carrierId: event.manId } : x)) };
    case 'explosive-emplaced': {
      const explosives = (state.explosives ?? []).map((x) => (x.id === event.explosive.id ? { ...event.explosive, ...(event.explosive.status === 'set' ? {} : x.carrierId ? { carrierId: x.carrierId } : {}) } : x));
      return { ...state, explosives, sequence: spend(seq, event.manId, event.taskPoints) };
    }
    case 'explosive-checked': {
      const explosives = (state.explosives ?? []).map((x) => (x.id === event.explosive.id ? event.explosive : x));
      return { ...state, explosives };
    }
    case 'flamethrower-exploded':
      return { ...state, men: withArmament(state, event.manId, event.armament) };
    case 'structure-demolished': {
      // Case 11.72: the squares become rubble and the lines on their sides go; LOS and movement read state.map.
      const map = state.map;
      const changed = new Map(event.squares.map((c) => [squareIndex(map, c.square), c.to]));
      const gone = new Set(event.removedLines.map((l) => sideKey(l.side)));
      const squares = map.squares.map((sq, i) => (changed.has(i) ? { terrain: changed.get(i)!, elevation: sq.elevation } : sq));
      const id = event.structureId;
      // Case 40.43: a structure once destroyed stays destroyed; one wall more leaves a damaged one damaged.
      const demolished = id ? { ...state.demolished, [id]: state.demolished?.[id] === 'destroyed' || event.result === 'destroyed' ? ('destroyed' as const) : ('damaged' as const) } : state.demolished;
      return { ...state, map: { ...map, squares, lines: map.lines.filter((l) => !gone.has(sideKey(l.side))) }, ...(demolished ? { demolished } : {}) };
    }
    case 'smoke-laid': {
      const pending = [...(state.pendingSmoke ?? [])];
      const i = pending.findIndex((p) => sameSquare(p.landing, event.landing) && p.source === event.source);
      if (i >= 0) pending.splice(i, 1);
      return { ...state, smoke: addSmoke(state.smoke ?? [], { squares: event.squares }, event.turn, event.source), pendingSmoke: pending };
    }
    case 'smoke-dissipated': {
      const gone = (sq: { col: number; row: number }) => event.dissipated.some((d) => sameSquare(d, sq));
      return { ...state, smoke: (state.smoke ?? []).filter((s) => !gone(s.square)) };
    }
  }
}

/** The fold of Sections 18.0 and 21.0 (engine/launcher-command.ts): affixing spends the fitter's Task Points and is the owner's preparation (Case 18.21 with 11.11); a shot is a combat task and his grenade of the Phase (Cases 11.13, 11.21). */
export function evolveLauncherEvent(state: GameState, event: LauncherEvent): GameState {
  const seq = sequenceOf(state);
  switch (event.type) {
    case 'rifle-grenade-affixed': {
      let s = spend(seq, event.manId, event.cost.final);
      if (!event.removed) s = withTurn(s, event.ownerId, (t) => ({ ...t, grenadePreparedPhase: state.phase }));
      return { ...state, men: withArmament(state, event.ownerId, event.armament), sequence: s };
    }
    case 'thump-gun-issued':
      return { ...state, men: withArmament(state, event.manId, event.armament) };
    case 'launcher-fired': {
      let s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.taskPointsCharged, grenadeThrownPhase: state.phase, combatTaskDone: true }));
      if (event.opportunity) s = opportunitySpent(s, event.opportunity.promptId, event.manId);
      return alertByFire({ ...state, men: withArmament(state, event.manId, event.armament), sequence: s }, event.manId);
    }
  }
}
