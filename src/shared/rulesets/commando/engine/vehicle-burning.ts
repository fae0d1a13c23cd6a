/**
 * Burns (Tables 26.5, 26.6): a burning vehicle explodes in the next
 * Game-Turn's Bookkeeping Phase — a tank or APC "during the Bookkeeping Phase
 * of the next Game-Turn" (on entering it, after that Phase's artillery), a jeep
 * or motorcycle "at the end of the next Turn's Bookkeeping Phase" (on leaving
 * it). It explodes as a destroyed one does (engine/shell-blast.ts
 * `vehicleExplosionEvents`, ruling AR19); one destroyed meanwhile has already
 * exploded and does not again.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { BOOKKEEPING_PHASE } from '../rules/observation-limits';
import { vehicleExplosionEvents } from './shell-blast';

type Fold = (s: GameState, e: GameEvent) => GameState;

const light = (v: VehicleState) => v.kind === 'jeep' || v.kind === 'motorcycle';

/** The burning vehicles due to explode at this point of Game-Turn `turn`'s Bookkeeping Phase. */
export function burningDue(state: GameState, turn: number, at: 'start' | 'end'): string[] {
  return (state.vehicles?.vehicles ?? [])
    .filter((v) => v.square && v.damage?.burnsTurn !== undefined && v.damage.burnsTurn < turn && !v.damage.exploded && light(v) === (at === 'end'))
    .map((v) => v.id);
}

/** Phase trigger (triggers.ts): entering or leaving the Bookkeeping Phase, the vehicles that burned last Game-Turn explode. */
export function withBurningVehicles(state: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  const adv = own.find((e) => e.type === 'phase-advanced');
  if (!adv || adv.type !== 'phase-advanced' || !state.vehicles) return [...own];
  const at = adv.to === BOOKKEEPING_PHASE ? 'start' : adv.from === BOOKKEEPING_PHASE ? 'end' : undefined;
  if (!at) return [...own];
  let s = own.reduce(fold, state);
  const turn = at === 'start' ? adv.turn : state.turn;
  const out: GameEvent[] = [];
  for (const id of burningDue(s, turn, at)) {
    const x = vehicleExplosionEvents(s, id, true, dice, fold);
    s = x.state;
    out.push(...x.events);
  }
  return [...own, ...out];
}
