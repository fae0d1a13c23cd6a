/**
 * The fold of the events of Sections 12, 14, 15 and 38 (events.ts
 * `ScenarioEvent`): set-up, entry, panic, sentries, hand-to-hand,
 * preservation, exits, reinforcements, scenario objects and the end of the
 * game. Pure and total; never rolls. Called by `evolve` (engine.ts) with the
 * version already counted.
 */
import type { ScenarioEvent } from '../model/events';
import type { ScenarioRuntime } from '../model/scenario-state';
import type { GameState, ManState, ManTurn, SequenceState } from '../model/state';
import { freshManTurn, initialSequence, sequenceOf } from '../model/state';
import { evolveEquipmentTaken } from './take-equipment';
import { evolveSpecialEvent } from './special-rules';

const key = (sq: { col: number; row: number }): string => `${sq.col},${sq.row}`;

function withMen(state: GameState, manId: string, patch: Partial<ManState>): GameState['men'] {
  const man = state.men[manId];
  return man ? { ...state.men, [manId]: { ...man, ...patch } } : state.men;
}

function withTurn(seq: SequenceState, manId: string, f: (t: ManTurn) => ManTurn): SequenceState {
  return { ...seq, men: { ...seq.men, [manId]: f(seq.men[manId] ?? freshManTurn()) } };
}

function withScenario(state: GameState, f: (s: ScenarioRuntime) => ScenarioRuntime): GameState {
  return state.scenario ? { ...state, scenario: f(state.scenario) } : state;
}

export function evolveScenarioEvent(next: GameState, event: ScenarioEvent): GameState {
  const seq = sequenceOf(next);
  switch (event.type) {
    case 'endurance-assigned': {
      const men = { ...next.men };
      for (const [id, endurance] of Object.entries(event.endurances)) if (men[id]) men[id] = { ...men[id], endurance };
      return { ...next, men };
    }
    case 'man-deployed': {
      const s = { ...next, men: withMen(next, event.manId, { square: event.square, posture: 'erect' }) };
      return withScenario(s, (sc) => {
        const sentries = { ...sc.sentries };
        if (event.sentryRoute) sentries[event.manId] = { route: event.sentryRoute, index: 0 };
        else delete sentries[event.manId];
        return { ...sc, deployed: { ...sc.deployed, [event.manId]: { zone: event.zone } }, sentries };
      });
    }
    case 'object-placed':
      return withScenario(next, (sc) => {
        const o = sc.objects[event.objectId];
        return o ? { ...sc, objects: { ...sc.objects, [event.objectId]: { ...o, square: event.square } } } : sc;
      });
    case 'deployment-ended':
      return withScenario({ ...next, phase: 'observation', turn: 1, sequence: initialSequence() }, (sc) => ({ ...sc, started: true }));
    case 'man-entered': {
      const s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.cost, movedThisTurn: true }));
      const man = next.men[event.manId];
      const entered = { ...next, men: withMen(next, event.manId, { square: event.square, awaitingEntry: false }), sequence: s };
      return withScenario(entered, (sc) => {
        const entries = sc.entriesTurn === next.turn ? { ...sc.entries } : {};
        entries[key(event.square)] = (entries[key(event.square)] ?? 0) + 1;
        const commando = next.sides.find((x) => x.id === man?.side)?.mode === 'commando';
        // Cases 41.7, 48.7: where the side's original men came in (reinforcements have squares of their own).
        const original = man && man.original !== false;
        return {
          ...sc,
          entries,
          ...(original ? { enteredSquares: { ...sc.enteredSquares, [man.side]: [...(sc.enteredSquares?.[man.side] ?? []), event.square] } } : {}),
          entriesTurn: next.turn,
          ...(commando && sc.firstCommandoEntryTurn === undefined ? { firstCommandoEntryTurn: next.turn } : {}),
        };
      });
    }
    case 'panic-checked': {
      // Case 14.14: a man who fails is considered to have performed his portion. The acting man's interval ends with
      // his task-ended; a man who checks outside his own interval (an opportunity firer, Case 14.11) is done here.
      const outside = event.panicked && seq.active?.manId !== event.manId;
      return {
        ...next,
        sequence: withTurn(seq, event.manId, (t) => ({ ...t, panicCheckedPhase: next.phase, ...(event.trigger === 'fires-opportunity-fire' ? { panicCheckedFiring: true } : {}), ...(outside ? { done: true } : {}) })),
      };
    }
    case 'panic-fire-ordered':
      return event.kind === 'fall-prone'
        ? next
        : { ...next, sequence: withTurn(seq, event.manId, (t) => ({ ...t, panicFire: { candidates: event.candidates, how: event.how, at: event.at, caseRef: event.caseRef } })) };
    case 'panic-fire-not-delivered':
      return next;
    case 'panic-target-chosen':
      // Case 14.22: the choice closes the prompt; the order narrows to the man chosen.
      return { ...next, sequence: { ...withTurn(seq, event.manId, (t) => (t.panicFire ? { ...t, panicFire: { ...t.panicFire, candidates: [event.targetId] } } : t)), prompts: seq.prompts.filter((p) => p.id !== event.promptId) } };
    case 'sentry-moved': {
      const last = event.steps[event.steps.length - 1];
      const cost = event.steps.reduce((n, x) => n + x.cost, 0);
      const s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + cost, movedThisTurn: true }));
      const moved = last ? { ...next, men: withMen(next, event.manId, { square: last.to }), sequence: s } : next;
      return withScenario(moved, (sc) => {
        const sentry = sc.sentries[event.manId];
        return sentry ? { ...sc, sentries: { ...sc.sentries, [event.manId]: { ...sentry, index: event.index } } } : sc;
      });
    }
    case 'square-entered': {
      let men = next.men;
      for (const o of event.occupants) {
        const m = men[o.manId];
        if (o.surprised && m) men = { ...men, [o.manId]: { ...m, surprised: { turn: next.turn } } };
      }
      return { ...next, men };
    }
    case 'melee-resolved': {
      let men = next.men;
      let s = seq;
      for (const m of event.men) {
        const man = men[m.id];
        if (!man) continue;
        men = {
          ...men,
          [m.id]: { ...man, wounds: m.woundPoints, condition: m.condition, ...(m.condition === 'incapacitated' || m.condition === 'dead' ? { posture: 'prone' as const } : {}) },
        };
        const out = m.condition === 'dead' || m.condition === 'incapacitated';
        s = withTurn(s, m.id, (t) => ({ ...t, lost: t.lost + m.taskPointsLost, spent: t.spent + m.taskPointsSpent, ...(out ? { done: true } : {}), ...(m.disengaged ? {} : { combatTaskDone: true }) }));
      }
      // Case 19.41: a horse's wounds, and the Turn it charged (its blows in the next Turn of the combat rear).
      for (const h of event.horses ?? []) {
        const horse = men[h.id];
        if (!horse?.mount) continue;
        const out = h.condition === 'dead' || h.condition === 'incapacitated';
        men = { ...men, [h.id]: { ...horse, wounds: h.woundPoints, condition: h.condition, ...(out ? { posture: 'prone' as const } : {}), ...(h.charged ? { mount: { ...horse.mount, charged: { turn: next.turn } } } : {}) } };
        s = withTurn(s, h.id, (t) => ({ ...t, lost: t.lost + h.taskPointsLost, ...(out ? { done: true } : {}) }));
      }
      return withScenario({ ...next, men, sequence: s }, (sc) => ({ ...sc, grapples: event.grapples, meleeResolvedTurn: next.turn }));
    }
    case 'preservation-rolled': {
      const info = seq.sides[event.side] ?? {};
      let men = next.men;
      for (const c of event.checks) {
        const man = men[c.manId];
        if (c.failed && c.consequence && man) {
          men = { ...men, [c.manId]: { ...man, preservation: { consequence: c.consequence, turn: event.forTurn, ...(event.untilExit ? { untilExit: true } : {}) } } };
        }
      }
      // Case 48.43: a reinforcing group keeps its own condition beside the side's.
      const updated = event.group !== undefined ? { ...info, groupPreservation: { ...info.groupPreservation, [event.group]: event.conditionAfter } } : { ...info, preservationCondition: event.conditionAfter };
      return { ...next, men, sequence: { ...seq, sides: { ...seq.sides, [event.side]: updated } } };
    }
    case 'man-exited': {
      const man = next.men[event.manId];
      if (!man) return next;
      const rest: ManState = { ...man, exited: { edge: event.edge, viaEntryEdge: event.viaEntryEdge, viaEntrySquare: event.viaEntrySquare, ableWhenExited: man.condition === 'fit' || man.condition === 'seriously-wounded', turn: next.turn } };
      delete (rest as { square?: unknown }).square;
      const s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.cost }));
      return { ...next, men: { ...next.men, [event.manId]: rest }, sequence: s };
    }
    case 'reinforcements-arrived': {
      const men = { ...next.men };
      for (const m of event.men) men[m.id] = m;
      return withScenario({ ...next, men }, (sc) => ({ ...sc, reinforcements: sc.reinforcements.map((g) => (g.index === event.group ? { ...g, arrived: g.arrived + 1 } : g)) }));
    }
    case 'object-moved':
      return withScenario(next, (sc) => {
        const o = sc.objects[event.objectId];
        if (!o) return sc;
        const last = event.steps[event.steps.length - 1];
        const spent = (o.spentTurn === next.turn ? o.spent : 0) + event.cost;
        const moved = { ...o, spent, spentTurn: next.turn, ...(last ? { square: last.to, size: 1 } : {}) };
        if (event.exited) {
          delete (moved as { square?: unknown }).square;
          Object.assign(moved, { exited: event.exited });
        }
        return { ...sc, objects: { ...sc.objects, [event.objectId]: moved }, flags: { ...sc.flags, hostagesMoved: sc.flags['hostagesMoved'] ?? next.turn } };
      });
    case 'counter-changed':
      return withScenario(next, (sc) => ({ ...sc, counters: { ...sc.counters, [event.counter]: event.value } }));
    case 'game-ended':
      return withScenario(next, (sc) => ({ ...sc, ended: event.end }));
    case 'entry-side-chosen':
      return withScenario(next, (sc) => ({ ...sc, entryChoices: { ...sc.entryChoices, [event.side]: event.optionId } }));
    case 'structures-observed':
      return withScenario(next, (sc) => {
        const had = sc.structuresObserved?.[event.manId] ?? [];
        const added = event.structures.map((structure) => ({ structure, from: event.from }));
        return { ...sc, structuresObserved: { ...sc.structuresObserved, [event.manId]: [...had, ...added] } };
      });
    case 'equipment-taken':
      return evolveEquipmentTaken(next, event);
    case 'scenario-work-done':
    case 'scenario-work-completed':
    case 'bridge-detonated':
    case 'tram-ridden':
    case 'train-moved':
    case 'train-speed-ordered':
      // Case 38.23: the events of a scenario's special rules, folded by the plug-in that owns them (special-rules.ts).
      return evolveSpecialEvent(next, event);
  }
}
