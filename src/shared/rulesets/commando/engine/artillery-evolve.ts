/**
 * Folding Section 28.0's events (engine/artillery-command.ts, artillery-fire.ts).
 * A shell's lines come off the map (Section 23.0 "Fire"; ruling AR5); its wounds
 * are `man-wounded` events of their own, and the mines it sets off `mine-detonated`.
 */
import { sideKey } from '../../../map/map-model';
import type { ArtilleryGun } from '../model/artillery-state';
import type { ArtilleryEvent } from '../model/events';
import type { GameState, SequenceState } from '../model/state';
import { freshManTurn, sequenceOf } from '../model/state';
import { artilleryOf } from './artillery-command';

const withGun = (guns: readonly ArtilleryGun[], id: string, f: (g: ArtilleryGun) => ArtilleryGun): ArtilleryGun[] => guns.map((g) => (g.id === id ? f(g) : g));

function spend(seq: SequenceState, manId: string, points: number): SequenceState {
  const t = seq.men[manId] ?? freshManTurn();
  return { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + points, done: true } } };
}

export function evolveArtilleryEvent(state: GameState, event: ArtilleryEvent): GameState {
  const a = artilleryOf(state);
  switch (event.type) {
    case 'artillery-allotted':
      return {
        ...state,
        artillery: { ...a, allotments: [...a.allotments.filter((x) => x.side !== event.allotment.side), event.allotment], guns: [...a.guns, ...event.guns], nextNumber: a.nextNumber + event.guns.length },
      };
    case 'artillery-planned':
      return { ...state, artillery: { ...a, plans: [...a.plans, event.plan], nextNumber: a.nextNumber + 1 } };
    case 'artillery-unplanned':
      return { ...state, artillery: { ...a, plans: a.plans.filter((p) => p.id !== event.planId) } };
    case 'gun-targeted':
      return { ...state, artillery: { ...a, guns: withGun(a.guns, event.gunId, (g) => ({ ...g, target: event.square, readyTurn: event.readyTurn, observedTurns: 0 })) } };
    case 'observer-designated':
      return { ...state, artillery: { ...a, observers: [...a.observers, event.manId] } };
    case 'artillery-announced': {
      const turn = event.announcement.turn;
      return {
        ...state,
        artillery: {
          ...a,
          announcements: [...a.announcements, event.announcement],
          called: [...a.called, ...event.called.map((c) => ({ ...c, turn }))],
          retargets: [...a.retargets, ...event.retarget.map((gunId) => ({ gunId, turn }))],
        },
      };
    }
    case 'forward-observed': {
      const man = state.men[event.manId]!;
      const observing = { manId: man.id, turn: state.turn, woundsBefore: man.wounds, square: man.square!, ...(event.newTarget ? { newTarget: event.newTarget } : {}) };
      return { ...state, sequence: spend(sequenceOf(state), man.id, event.taskPointsCharged), artillery: { ...a, guns: withGun(a.guns, event.gunId, (g) => ({ ...g, observing })) } };
    }
    case 'observation-credited':
      return { ...state, artillery: { ...a, guns: withGun(a.guns, event.gunId, () => event.gun) } };
    case 'shell-landed': {
      const gone = new Set(event.removedLines.map((l) => sideKey(l.side)));
      const map = gone.size === 0 ? state.map : { ...state.map, lines: state.map.lines.filter((l) => !gone.has(sideKey(l.side))) };
      return { ...state, map, artillery: { ...a, impacts: [...a.impacts, event.impact], nextNumber: a.nextNumber + 1 } };
    }
  }
}
