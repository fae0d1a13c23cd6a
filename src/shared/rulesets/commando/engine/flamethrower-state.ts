/**
 * The fold of Section 17.0's events into `state.flamethrowers`
 * (rules/flamethrower-model.ts): flamethrowers broken by an explosion and
 * repaired (Cases 17.31, 17.36), men burning (Cases 17.41–17.42), and this
 * Game-Turn's flames for the maps.
 */
import type { FireEvent, FlameEvent, GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { freshManTurn, sequenceOf } from '../model/state';
import { emptyFlamethrowers, type FlameMark, type FlamethrowerState } from '../rules/flamethrower-model';

const FLAME_EVENT_TYPES: ReadonlySet<string> = new Set(['flame-blast', 'flamethrower-chain-roll', 'man-caught-fire', 'man-burned', 'flames-smothered', 'flamethrower-repair']);

export const isFlameEvent = (e: GameEvent): e is FlameEvent => FLAME_EVENT_TYPES.has(e.type);

const withFl = (state: GameState, f: (x: FlamethrowerState) => FlamethrowerState): GameState => ({ ...state, flamethrowers: f(state.flamethrowers ?? emptyFlamethrowers()) });

/** Only this Game-Turn's flames are drawn. */
const withMark = (state: GameState, mark: FlameMark): GameState => withFl(state, (x) => ({ ...x, flames: [...x.flames.filter((f) => f.turn === state.turn), mark] }));

function spend(state: GameState, manId: string, points: number): GameState {
  const seq = sequenceOf(state);
  const t = seq.men[manId] ?? freshManTurn();
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + points } } } };
}

/** After evolve-fire's own fold: the pattern of a flamethrower's fire, and an exploded flamethrower now broken. */
export function evolveFlameFireEvent(state: GameState, event: Extract<FireEvent, { type: 'fire-resolved' | 'flamethrower-exploded' }>): GameState {
  if (event.type === 'flamethrower-exploded') {
    return withFl(state, (x) => ({ ...x, broken: { ...x.broken, [event.weaponId]: { repairSpent: 0 } }, repaired: x.repaired.filter((w) => w !== event.weaponId) }));
  }
  const flame = event.flame;
  const firer = state.men[event.firerId];
  if (!flame || !firer) return state;
  return withMark(state, { kind: 'pattern', manId: firer.id, side: firer.side, origin: flame.origin, squares: flame.squares, menIn: event.targets.map((t) => t.targetId), turn: state.turn, phase: state.phase });
}

export function evolveFlameEvent(state: GameState, event: FlameEvent): GameState {
  switch (event.type) {
    case 'flame-blast': {
      const man = state.men[event.manId];
      return withMark(state, { kind: 'blast', manId: event.manId, side: man?.side ?? '', origin: event.square, squares: event.squares, menIn: event.hits.map((h) => h.manId), turn: state.turn, phase: state.phase });
    }
    case 'flamethrower-chain-roll':
    case 'man-burned':
      return state;
    case 'man-caught-fire':
      return withFl(state, (x) => ({ ...x, burning: { ...x.burning, [event.manId]: x.burning[event.manId] ?? { since: state.turn, smothered: 0 } } }));
    case 'flames-smothered':
      return withFl(spend(state, event.manId, event.cost.final), (x) => {
        const { [event.manId]: was, ...rest } = x.burning;
        return { ...x, burning: event.out || !was ? rest : { ...rest, [event.manId]: { ...was, smothered: event.spentSoFar } } };
      });
    case 'flamethrower-repair':
      return withFl(spend(state, event.manId, event.cost.final), (x) => {
        const { [event.weaponId]: _was, ...rest } = x.broken;
        return event.repaired ? { ...x, broken: rest, repaired: [...x.repaired.filter((w) => w !== event.weaponId), event.weaponId] } : { ...x, broken: { ...rest, [event.weaponId]: { repairSpent: event.spentSoFar } } };
      });
  }
}
