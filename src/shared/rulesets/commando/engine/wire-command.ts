/**
 * Barbed wire as commands (Section 20.0; barbed-wire.ts, wire-clipping.ts):
 * - `task/bridge-wire` (Case 20.12): the acting man falls prone onto the
 *   straight wire on a side of his square; `task/move` of other men may then
 *   cross that side, and each crossing is recorded (`wire-bridge-used`).
 * - the bridging man takes no action (Case 20.13) but `task/leave-wire`
 *   (or `task/stand`): free after two full Task Execution Phases since the
 *   last crossing, else 1D6 Wound Points, rolled and recorded; standing on
 *   the far side raises a move's prompts there (arrival-interrupts.ts).
 * - an Enemy man in the bridging man's square: 1D6 Wound Points to each at
 *   the start of every Task Execution Phase (Case 20.13).
 * - `task/clip-wire` (Cases 20.31–20.34): Task Points toward the side's
 *   total; at the total the wire leaves the map (`wire-clipped`).
 * - taking wire-clippers (Case 20.33) is the generic `task/take-equipment`
 *   (take-equipment.ts) with `clippersTakeRule`.
 * Rulings: docs/rulings/barbed-wire.md.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { rollDice } from '../rules/dice-codes';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent, WireEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf, sequenceOf, conditionOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { sameSquare } from '../../../map/map-model';
import { onMap, sideKey } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { readingChosen } from '../model/readings';
import {
  acrossSide,
  besideSide,
  BRIDGE_MELEE_WOUNDS,
  EARLY_STAND_WOUNDS,
  emptyWire,
  mapWithBridges,
  mapWithoutWire,
  mayStandFreely,
  normalSide,
  sidesOf,
  sidesOfStep,
  wireOn,
  type WireBridge,
  type WireState,
} from '../rules/barbed-wire';
import { squareName, stepTaskPoints } from '../rules/movement';
import { clipTotal, clipWire, hasClippers, WIRE_CLIPPERS } from './wire-clipping';
import { woundCondition } from '../rules/wounds';
import { moverOf } from './move-command';
import type { Fold } from './opportunity-command';
import { checkActive, isTaskPhase } from './sequentiality';
import { checkAffordable, remainingTaskPoints, taskCost } from './task-points';
import { arrivalInterrupts } from './arrival-interrupts';
import { mineStep } from './mine-command';
import type { EquipmentTakeRule } from './special-rules';

type Decided = Result<GameEvent[], RuleError>;


export const wireOf = (state: GameState): WireState => state.wire ?? emptyWire();

/** Bridges still lying on their wire: the man in his square, prone (Cases 20.12–20.13; ruling BW6: a fallen man still bridges). */
export function liveBridges(state: GameState, exceptManId?: string): WireBridge[] {
  return Object.values(wireOf(state).bridges).filter((b) => {
    const m = state.men[b.manId];
    return b.manId !== exceptManId && !!m && sameSquare(m.square, b.square) && m.posture === 'prone' && wireOn(state.map, b.side) === 'barbed-wire';
  });
}

export const bridgeOf = (state: GameState, manId: string): WireBridge | undefined => liveBridges(state).find((b) => b.manId === manId);

/** The map a man moves on: straight wire under other men's bodies is crossable (Case 20.12). */
export function mapForMover(state: GameState, manId: string): GameState['map'] {
  return mapWithBridges(state.map, liveBridges(state, manId));
}

const ALLOWED_WHILE_BRIDGING = new Set(['task/begin', 'task/end', 'task/leave-wire', 'task/stand']);

/** Case 20.13: "The bridging man may take no action while prone on the wire" — but standing up off it. */
export function bridgeGate(state: GameState, cmd: Command): RuleError | undefined {
  const manId = 'manId' in cmd && typeof cmd.manId === 'string' ? cmd.manId : cmd.type === 'opportunity/fire' ? sequenceOf(state).prompts.find((p) => p.id === cmd.promptId && p.kind === 'opportunity')?.pending[0]?.observerId : undefined;
  if (!manId || cmd.type.startsWith('umpire/') || ALLOWED_WHILE_BRIDGING.has(cmd.type)) return undefined;
  const b = bridgeOf(state, manId);
  if (!b) return undefined;
  return ruleError('wire/bridging', 'Case 20.13', `${state.men[manId]!.name} is lying on the barbed wire as a bridge: he may take no action until he stands up (task/leave-wire) (Case 20.13).`);
}

/** task/bridge-wire (Case 20.12): fall prone (Chart 5.22, Case 7.6) onto the straight wire on a side of his square. */
export function decideBridgeWire(state: GameState, cmd: CommandOf<'task/bridge-wire'>, fallProne: (s: GameState, c: CommandOf<'task/fall-prone'>) => Decided): Decided {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const side = normalSide(cmd.side);
  const wire = wireOn(state.map, side);
  if (wire !== 'barbed-wire') {
    return err(wire ? ruleError('wire/concertina', 'Case 20.21', 'Concertina wire cannot be bridged; it becomes passable only when clipped (Case 20.21).') : ruleError('wire/no-wire', 'Case 20.12', 'There is no straight wire on that square side (Case 20.12).'));
  }
  if (!man.square || !besideSide(man.square, side)) return err(ruleError('wire/not-adjacent', 'Case 20.12', `${man.name} must be in a square adjacent to the wire to fall on it (Case 20.12).`));
  const other = liveBridges(state).find((b) => sideKey(b.side) === sideKey(side));
  if (other) return err(ruleError('wire/already-bridged', 'Case 20.12', `${state.men[other.manId]?.name ?? other.manId} already lies on that wire (Case 20.12).`));
  if (sequenceOf(state).active?.stoppedByEnemy) return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  const bridged: GameEvent = { type: 'wire-bridged', manId: man.id, side, square: man.square, turn: state.turn, phase: state.phase, caseRef: 'Case 20.12' };
  // Ruling BW3: a man already prone crawls onto the wire at no cost; an erect man falls prone (Chart 5.22, Case 7.6).
  if (man.posture === 'prone') return ok([bridged]);
  const fell = fallProne(state, { type: 'task/fall-prone', manId: man.id });
  if (!fell.ok) return fell;
  if (readingChosen(state, 'fall-prone-paid')) return ok([fell.value[0]!, bridged, ...fell.value.slice(1)]);
  // Chart 5.22 note *: he may take no further action on the wire (Case 20.13), so the fall is his last task and
  // free; his interval still ends by task/end (the only command left to him), which gives owed observers their last prompt.
  const fall = fell.value[0]!;
  return ok([fall.type === 'posture-changed' ? { ...fall, endsTasks: false } : fall, bridged]);
}

function woundEvent(state: GameState, man: ManState, points: number, spentFirst: number, caseRef: string, dice: RecordingDice): GameEvent {
  const totalWounds = man.wounds + points;
  const condition = conditionOf(woundCondition({ endurance: Math.max(1, man.endurance), woundPoints: totalWounds }));
  const out = condition === 'dead' || condition === 'incapacitated';
  const rec = dice.take();
  return {
    type: 'man-wounded',
    manId: man.id,
    woundPoints: points,
    totalWounds,
    condition,
    taskPointsLost: out ? Math.max(0, remainingTaskPoints(state, man.id) - spentFirst) : 0,
    caseRef,
    ...(rec.length > 0 ? { dice: rec } : {}),
  };
}

/** task/leave-wire (Case 20.13): stand erect, here or across the wire; early, 1D6 Wound Points. */
export function decideLeaveWire(state: GameState, cmd: CommandOf<'task/leave-wire'>, dice: DiceSource): Decided {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const b = bridgeOf(state, man.id);
  if (!b) return err(ruleError('wire/not-bridging', 'Case 20.13', `${man.name} is not lying on barbed wire (Case 20.13).`));
  const cost = taskCost('stand-erect', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Standing up off the wire');
  if (short) return err(short);
  let square = b.square;
  if (cmd.across) {
    const there = acrossSide(b.square, b.side);
    if (!there || !onMap(state.map, there)) return err(ruleError('wire/off-map', 'Case 20.13', 'The other side of the wire is off the map.'));
    const men = Object.values(state.men).filter((m) => m.id !== man.id && m.condition !== 'dead' && sameSquare(m.square, there));
    if (men.some((m) => m.side !== man.side)) return err(ruleError('wire/enemy-across', 'Case 7.44', `An Enemy man holds ${squareName(there)}: he stands on his own side of the wire (Cases 7.44, 20.13).`));
    if (men.length >= 2) return err(ruleError('move/stacking', 'Case 7.41', `${squareName(there)} already holds two men of ${man.side} (Case 7.41).`));
    square = there;
  }
  const early = !mayStandFreely(b, { turn: state.turn, phase: state.phase });
  const events: GameEvent[] = [{ type: 'wire-left', manId: man.id, square, cost, early, caseRef: 'Case 20.13' }];
  if (early) {
    const rec = new RecordingDice(dice);
    const r = rollDice(EARLY_STAND_WOUNDS.value, rec, `Case 20.13 ${man.name} stands up off the wire early: ${EARLY_STAND_WOUNDS.value} Wound Points`);
    events.push(woundEvent(state, man, r.total, cost.final, 'Case 20.13', rec));
  }
  // Ruling BW12: across the wire he comes into a new square, and Enemy men there get what a move's step gives them.
  const wound = events[1];
  if (cmd.across && !(wound?.type === 'man-wounded' && (wound.condition === 'dead' || wound.condition === 'incapacitated'))) {
    let arrived = evolveWireEvent(state, events[0] as WireEvent);
    if (wound?.type === 'man-wounded') arrived = withMan(arrived, man.id, { wounds: wound.totalWounds, condition: wound.condition });
    // Case 22.1 (ruling MN14): standing up across the wire he enters the far square, and rolls for its mines.
    const mined = mineStep(arrived, man.id, square, dice);
    events.push(...mined.events);
    if (!mined.moverOut) events.push(...arrivalInterrupts(arrived, man.id, manTurnOf(arrived, man.id).spent));
  }
  return ok(events);
}

/** task/clip-wire (Cases 20.31–20.34). */
export function decideClipWire(state: GameState, cmd: CommandOf<'task/clip-wire'>): Decided {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (sequenceOf(state).active?.stoppedByEnemy) return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  const side = normalSide(cmd.side);
  const terrain = wireOn(state.map, side);
  const already = wireOf(state).clipping[sideKey(side)] ?? 0;
  const left = remainingTaskPoints(state, man.id);
  const rest = terrain ? Math.max(1, clipTotal(terrain).value - already) : 1;
  const wounded = man.condition === 'seriously-wounded';
  const tp = cmd.taskPoints ?? Math.min(left, wounded ? rest * 2 : rest);
  if (tp > left || tp < 1) return err(ruleError('task/insufficient_task_points', 'Case 6.44', `${man.name} has ${left} Task Points left, not ${tp} (Case 6.44).`));
  const step = clipWire(man, side, terrain, already, tp);
  if ('code' in step) return err(step);
  const events: GameEvent[] = [
    { type: 'wire-clipping', manId: man.id, side, terrain: terrain!, taskPoints: tp, total: step.total, needed: step.needed, breakdown: step.breakdown, caseRef: 'Case 20.31' },
  ];
  if (step.done) events.push({ type: 'wire-clipped', manId: man.id, side, terrain: terrain!, caseRef: 'Case 20.34' });
  return ok(events);
}

/**
 * The clippers' hook in `task/take-equipment` (take-equipment.ts; Case 20.33,
 * ruling BW9): an Exchange Weapons task like any other item; a man needs
 * only one pair.
 */
export const clippersTakeRule: EquipmentTakeRule = {
  applies: (_state, item) => item === WIRE_CLIPPERS,
  caseRef: 'Case 20.33',
  check: (_state, taker) => (hasClippers(taker) ? ruleError('wire/has-clippers', 'Case 20.33', `${taker.name} already has wire-clippers (Case 20.33).`) : undefined),
};

/**
 * task/move over bridges (Case 20.12): the route is checked on the map with
 * every other man's bridged wire lifted; each step the real map refuses is
 * a crossing over the bridging man whose side it passes (`wire-bridge-used`).
 */
export function decideMoveOverWire(state: GameState, cmd: CommandOf<'task/move'>, decideMove: (s: GameState, c: CommandOf<'task/move'>) => Decided): Decided {
  const bridges = liveBridges(state, cmd.manId);
  if (bridges.length === 0) return decideMove(state, cmd);
  const r = decideMove({ ...state, map: mapWithBridges(state.map, bridges) }, cmd);
  if (!r.ok) return r;
  const moved = r.value.find((e) => e.type === 'man-moved');
  const man = state.men[cmd.manId];
  if (!moved || moved.type !== 'man-moved' || !man) return r;
  const used = new Set<string>();
  let from = moved.from;
  for (const step of moved.steps) {
    if (typeof stepTaskPoints(state.map, from, step.to, moverOf(man)) !== 'number') {
      const keys = new Set(sidesOfStep(from, step.to).map(sideKey));
      for (const b of bridges) if (keys.has(sideKey(b.side))) used.add(b.manId);
    }
    from = step.to;
  }
  const uses: GameEvent[] = [...used].map((id) => ({ type: 'wire-bridge-used', bridgeManId: id, byManId: man.id, turn: state.turn, phase: state.phase, caseRef: 'Case 20.13' }));
  return ok([...r.value, ...uses]);
}

/**
 * Case 20.13: "If an Enemy man attempts hand-to-hand combat with a bridging
 * man, both men take an additional 1D6 Wound Points during each Task
 * Execution Phase" — rolled as each Task Execution Phase begins, for every
 * able Enemy man in an able bridging man's square (ruling BW7).
 */
export function withBridgeMelee(state: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  if (liveBridges(state).length === 0) return [...own];
  let s = own.reduce(fold, state);
  if (s.phase === state.phase || !isTaskPhase(s.phase)) return [...own];
  const extra: GameEvent[] = [];
  for (const b of liveBridges(s)) {
    const bridger = s.men[b.manId];
    if (!bridger || !canAct(bridger)) continue;
    for (const enemy of Object.values(s.men).filter((m) => m.side !== bridger.side && canAct(m) && sameSquare(m.square, b.square))) {
      for (const victim of [s.men[b.manId]!, enemy]) {
        if (!canAct(victim)) continue;
        const rec = new RecordingDice(dice);
        const roll = rollDice(BRIDGE_MELEE_WOUNDS.value, rec, `Case 20.13 hand-to-hand on the wire (${bridger.name} and ${enemy.name}): ${victim.name} takes ${BRIDGE_MELEE_WOUNDS.value} Wound Points`);
        const e = woundEvent(s, victim, roll.total, 0, 'Case 20.13', rec);
        extra.push(e);
        s = fold(s, e);
      }
    }
  }
  return [...own, ...extra];
}

/** What the acting man may do about wire (legal-actions.ts; each is still checked by `decide`). */
export function wireCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!man?.square) return [];
  if (bridgeOf(state, manId)) return [{ type: 'task/leave-wire', manId }, { type: 'task/leave-wire', manId, across: true }];
  const out: Command[] = [];
  for (const side of sidesOf(man.square)) {
    const wire = wireOn(state.map, side);
    if (wire === 'barbed-wire') out.push({ type: 'task/bridge-wire', manId, side });
    if (wire && hasClippers(man)) out.push({ type: 'task/clip-wire', manId, side });
  }
  return out;
}


const spend = (state: GameState, manId: string, cost: number): GameState => {
  const seq = sequenceOf(state);
  const t = seq.men[manId] ?? { spent: 0, lost: 0, done: false, combatTaskDone: false, movedThisTurn: false };
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + cost } } } };
};

const withMan = (state: GameState, manId: string, patch: Partial<ManState>): GameState => {
  const m = state.men[manId];
  return m ? { ...state, men: { ...state.men, [manId]: { ...m, ...patch } } } : state;
};

/** Folds the Section 20.0 events. Pure; it never rolls. */
export function evolveWireEvent(state: GameState, event: WireEvent): GameState {
  const w = wireOf(state);
  switch (event.type) {
    case 'wire-bridged': {
      const bridge: WireBridge = { manId: event.manId, side: event.side, square: event.square, since: { turn: event.turn, phase: event.phase } };
      // Case 20.14: a Friendly man has now moved onto the wire: his side's riders know of it (engine/mount-wire.ts).
      const side = state.men[event.manId]?.side;
      const mounts = state.mounts && side && !(state.mounts.wireKnownBy ?? []).includes(side) ? { mounts: { ...state.mounts, wireKnownBy: [...(state.mounts.wireKnownBy ?? []), side] } } : {};
      return { ...state, ...mounts, wire: { ...w, bridges: { ...w.bridges, [event.manId]: bridge } } };
    }
    case 'wire-bridge-used': {
      const b = w.bridges[event.bridgeManId];
      if (!b) return state;
      return { ...state, wire: { ...w, bridges: { ...w.bridges, [b.manId]: { ...b, lastUsed: { turn: event.turn, phase: event.phase } } } } };
    }
    case 'wire-left': {
      const bridges = { ...w.bridges };
      delete bridges[event.manId];
      const s = withMan(spend(state, event.manId, event.cost.final), event.manId, { posture: 'erect', square: event.square });
      return { ...s, wire: { ...w, bridges } };
    }
    case 'wire-clipping': {
      const s = spend(state, event.manId, event.taskPoints);
      return { ...s, wire: { ...w, clipping: { ...w.clipping, [sideKey(event.side)]: event.total } } };
    }
    case 'wire-clipped': {
      const k = sideKey(event.side);
      const clipping = { ...w.clipping };
      delete clipping[k];
      const bridges = Object.fromEntries(Object.entries(w.bridges).filter(([, b]) => sideKey(b.side) !== k));
      const map = mapWithoutWire(state.map, event.side, event.terrain);
      return { ...state, map, wire: { bridges, clipping, clipped: [...w.clipped, { side: event.side, terrain: event.terrain }] } };
    }
  }
}

