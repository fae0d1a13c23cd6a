/**
 * What Section 34.0 Illumination Devices reads of the game (no command here,
 * so observation, fire and the view can use it without a cycle): whether the
 * rule is in use, the lit area now (memoised per device list), the hooks into
 * observation (Case 8.12's range to a man in a lit square, Case 8.74's −30%),
 * the Bookkeeping Phase's burn-out and drift (Cases 34.23, 34.34, 34.44,
 * 34.45), the folds, and the state a new game starts with.
 * Rulings: docs/rulings/illumination.md.
 */
import type { GameMap, Square } from '../../../map/map-model';
import type { IlluminationEvent, GameEvent } from '../model/events';
import type { GameState, ManTurn, SequenceState } from '../model/state';
import { freshManTurn, sequenceOf } from '../model/state';
import { driftedSquare, emptyIllumination, litArea, type IlluminationDevice, type IlluminationState } from '../rules/illumination';
import { illuminationLighting, observationRangeAt, type IlluminatedField } from '../rules/illumination-observation';
import type { LightingSituation } from '../rules/observation-chance';
import type { SightContext } from '../rules/observation-limits';
import { tablesOf } from './game-tables';
import { OBSERVATION_RANGE, type Light, type Weather } from '../tables/observation-range';
import { alertByFire } from './evolve-fire';
import { losVehicles } from './vehicles';

export const ILLUMINATION_SECTION = '34';

export const illuminationInUse = (state: GameState): boolean => (state.scenario?.optionalRules ?? []).includes(ILLUMINATION_SECTION) || state.illumination !== undefined;

const memo = new WeakMap<readonly IlluminationDevice[], { readonly map: GameMap; readonly tanks: string; readonly lit: Set<string> }>();

/** Every square lit now, "col,row" (Cases 34.12, 34.22, 34.33, 34.43). */
export function litNow(state: GameState): ReadonlySet<string> {
  const devices = state.illumination?.devices ?? [];
  if (devices.length === 0) return new Set();
  // Case 23.62: a tank's square blocks a flare's light as it blocks sight, so the tanks are part of the key.
  const tankSquares = losVehicles(state).vehicles;
  const tanks = (tankSquares ?? []).map((q) => `${q.col},${q.row}`).join(';');
  const hit = memo.get(devices);
  if (hit && hit.map === state.map && hit.tanks === tanks) return hit.lit;
  const lit = litArea(state.map, devices, tablesOf(state), tankSquares);
  memo.set(devices, { map: state.map, tanks, lit });
  return lit;
}

function fieldOf(state: GameState): IlluminatedField | undefined {
  const ill = state.illumination;
  if (!ill || ill.devices.length === 0 || ill.light === 'day') return undefined;
  return { light: ill.light, baseRange: state.observationRange ?? 'unlimited', dayRange: ill.dayRange, lit: litNow(state) };
}

/** The observation hook (observation-limits.ts SightContext): a man in a lit square is seen out to the Day column (Cases 34.11, 33.24). */
export function illuminationSightContext(state: GameState): Pick<SightContext, 'observationRangeAt'> {
  const field = fieldOf(state);
  return field ? { observationRangeAt: (target: Square) => observationRangeAt(field, target) } : {};
}

/** Case 8.74's lighting rows for an attempt (Cases 34.11, 34.13). */
export function illuminationLightingOf(state: GameState, observer: Square, target: Square): { readonly lighting?: LightingSituation } {
  const field = fieldOf(state);
  const l = field ? illuminationLighting(field, observer, target) : undefined;
  return l ? { lighting: l } : {};
}

/**
 * Entering the Bookkeeping Phase: each device whose last Game-Turn this is goes
 * out (Cases 34.23, 34.34, 34.44); each star shell still burning drifts with
 * the wind (Case 34.45). No dice. Decided before Case 8.84's loss of sight, so
 * men seen only by the light are lost in the same Bookkeeping Phase (ruling IL8).
 */
export function illuminationBookkeeping(state: GameState): IlluminationEvent[] {
  const ill = state.illumination;
  if (!ill) return [];
  const out: IlluminationEvent[] = [];
  for (const d of ill.devices) {
    if (d.lastTurn <= state.turn) {
      out.push({ type: 'illumination-expired', deviceId: d.id, kind: d.kind, square: d.square, caseRef: d.kind === 'grenade' ? 'Case 34.23' : d.kind === 'flare' ? 'Case 34.34' : 'Case 34.44' });
    } else if (tablesOf(state).illumination[d.kind].drifts.value && ill.wind && ill.wind.velocity > 0) {
      out.push({ type: 'star-shell-drifted', deviceId: d.id, from: d.square, to: driftedSquare(d.square, ill.wind), wind: ill.wind, caseRef: 'Case 34.45' });
    }
  }
  return out;
}

/** The state after the Bookkeeping Phase's illumination events (turn-sequence.ts folds them before Case 8.84). */
export const afterIlluminationBookkeeping = (state: GameState, events: readonly IlluminationEvent[]): GameState => events.reduce((s, e) => evolveIlluminationEvent(s, e), state);

function withTurn(seq: SequenceState, manId: string, f: (t: ManTurn) => ManTurn): SequenceState {
  return { ...seq, men: { ...seq.men, [manId]: f(seq.men[manId] ?? freshManTurn()) } };
}

const ill = (state: GameState): IlluminationState => state.illumination ?? emptyIllumination('night', 'unlimited');

export function evolveIlluminationEvent(state: GameState, event: IlluminationEvent): GameState {
  const i = ill(state);
  switch (event.type) {
    case 'flare-fired': {
      const seq = withTurn(sequenceOf(state), event.manId, (t) => ({ ...t, spent: t.spent + event.taskPointsCharged }));
      const fired = { ...(i.flaresFired ?? {}), [event.manId]: (i.flaresFired?.[event.manId] ?? 0) + 1 };
      return alertByFire({ ...state, sequence: seq, illumination: { ...i, flaresFired: fired } }, event.manId);
    }
    case 'illumination-lit':
      return { ...state, illumination: { ...i, devices: [...i.devices, event.device], nextNumber: i.nextNumber + 1 } };
    case 'illumination-expired':
      return { ...state, illumination: { ...i, devices: i.devices.filter((d) => d.id !== event.deviceId) } };
    case 'star-shell-drifted':
      return { ...state, illumination: { ...i, devices: i.devices.map((d) => (d.id === event.deviceId ? { ...d, square: event.to } : d)) } };
    case 'wind-rolled':
      return { ...state, illumination: { ...i, wind: event.wind } };
  }
}

/** Is this one of Section 34.0's events? (dispatch.ts routes them here.) */
export const isIlluminationEvent = (e: GameEvent): e is IlluminationEvent =>
  e.type === 'flare-fired' || e.type === 'illumination-lit' || e.type === 'illumination-expired' || e.type === 'star-shell-drifted' || e.type === 'wind-rolled';

/** A new game with Section 34.0 chosen: the light and the Day range (Case 8.13), and the scenario's flares (Case 45.41). */
export function initialIllumination(
  conditions: { readonly weather: Weather; readonly light: Light },
  flares: readonly { readonly side: string; readonly count: number | null; readonly per: 'side' | 'man'; readonly caseRef: string }[],
): IlluminationState {
  const perMan: Record<string, { count: number; caseRef: string }> = {};
  for (const f of flares) if (f.per === 'man' && f.count !== null) perMan[f.side] = { count: f.count, caseRef: f.caseRef };
  return { ...emptyIllumination(conditions.light, OBSERVATION_RANGE[conditions.weather].day.value), ...(Object.keys(perMan).length > 0 ? { flaresPerMan: perMan } : {}) };
}
