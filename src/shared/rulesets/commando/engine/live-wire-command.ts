/**
 * Electrified wire as commands (Section 31.0; rules/electrified-wire.ts,
 * tables/electrified-wire.ts):
 * - `setup/electrify-wire` (General Rule): in set-up the owning side puts the
 *   current on in sides of its straight wire, within the scenario's count.
 * - `task/test-wire` (Case 31.1): the acting man spends his whole Phase
 *   beside the wire; his Player is told whether it is live.
 * - `task/bridge-wire` on live wire (Cases 31.21–31.22): the bridge of Case
 *   20.12, then 1D10 for death (1–5) and 1D6 Wound Points; a man killed
 *   stays on the wire as a bridge; a Player who knows it is live may not.
 * - `task/clip-wire` on live wire: touching it (ruling EW6).
 * - `task/boost-wire` (Cases 31.23–31.25): the booster spends 25 Task Points
 *   and his Phase, the boosted man crosses with all his Task Points, 1D10
 *   for a slip (1), a slip onto live wire as Case 31.21.
 * Rulings: docs/rulings/electrified-wire.md.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { onMap, sameSquare, sideKey, type GameMap, type SideRef } from '../../../map/map-model';
import type { Command, CommandOf } from '../model/commands';
import type { Scenario } from '../model/scenario-schema';
import type { GameEvent, LiveWireEvent } from '../model/events';
import { canAct, conditionOf, freshManTurn, manTurnOf, sequenceOf, type GameState, type ManState } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { acrossSide, besideSide, normalSide, sidesOf, squaresBeside, wireOn } from '../rules/barbed-wire';
import { awareOfCurrent, ELECTRIFIED_WIRE_SECTION, emptyLiveWire, isLive, knownTo, liveOf, tell, shockKills, boostSlips, type LiveWireAllotment, type LiveWireState } from '../rules/electrified-wire';
import { squareName } from '../rules/movement';
import { woundCondition } from '../rules/wounds';
import { ELECTRIFIED_WIRE_NUMBERS as N } from '../tables/electrified-wire';
import { TASK_POINT_ALLOTMENT } from '../tables/task-point-costs';
import { mineStep } from './mine-command';
import { checkActive } from './sequentiality';
import { checkAffordable, remainingTaskPoints, seriouslyWounded, taskCost } from './task-points';

type Decided = Result<GameEvent[], RuleError>;

const SECTION = 'Section 31.0';

const notInPlay = (): RuleError => ruleError('live-wire/not-in-play', SECTION, 'Electrified wire is not in play in this game: Optional Rule Section 31.0 was not chosen (Section 31.0).');

/** General Rule: only straight wire can be electrified ("looks exactly like straight barbed wire"). */
function straightWire(state: GameState, side: SideRef, caseRef: string): RuleError | undefined {
  const wire = wireOn(state.map, side);
  if (wire === 'barbed-wire') return undefined;
  return wire
    ? ruleError('live-wire/concertina', 'Case 20.21', `Concertina wire is never electrified: electrified wire is straight barbed wire (${SECTION} General Rule; Case 20.21).`)
    : ruleError('wire/no-wire', caseRef, `There is no straight wire on that square side (${caseRef}).`);
}

/**
 * The game's electrified wire when Section 31.0 is chosen (`optionalRules`
 * holds "31"): the scenario's count of lines per side (Case 45.41: "25 lines
 * worth"); none printed, no count (ruling EW1).
 */
export function initialLiveWire(scenario: Scenario, optionalRules: readonly string[]): LiveWireState | undefined {
  if (!optionalRules.includes(ELECTRIFIED_WIRE_SECTION)) return undefined;
  const allotments: LiveWireAllotment[] = [];
  for (const use of [...scenario.optionalRules.necessary, ...scenario.optionalRules.suggested]) {
    if (use.section !== 31) continue;
    for (const a of use.allotments) if (a.count !== null && a.per === 'side') allotments.push({ side: a.side, count: a.count, caseRef: `Case ${use.case}` });
  }
  return emptyLiveWire(allotments);
}

/**
 * The map's own `electrified-wire` lines (drawn in the map editor) at the
 * start of a game (ruling EW10): straight wire to every side's eye; with
 * Section 31.0 chosen, live and owned by the one side that sets up on the
 * map. A map's live wire with no single side setting up is a problem named.
 */
export function liveWireSetup(scenario: Scenario, map: GameMap, optionalRules: readonly string[]): { map: GameMap; liveWire?: LiveWireState; problems: RuleError[] } {
  const drawn = map.lines.filter((l) => l.terrain === 'electrified-wire');
  const plain: GameMap = drawn.length === 0 ? map : { ...map, lines: map.lines.map((l) => (l.terrain === 'electrified-wire' ? { ...l, terrain: 'barbed-wire' as const } : l)) };
  const liveWire = initialLiveWire(scenario, optionalRules);
  if (!liveWire || drawn.length === 0) return { map: plain, ...(liveWire ? { liveWire } : {}), problems: [] };
  const entering = new Set(scenario.entry.map((e) => e.side));
  const setters = [...new Set(scenario.deployment.map((d) => d.side).filter((s) => !entering.has(s)))];
  if (setters.length !== 1) {
    return { map: plain, problems: [ruleError('live-wire/no-owner', 'Case 38.41', `Map ${map.name} draws electrified wire, but ${setters.length} sides set up on it, so whose current it is cannot be told (${SECTION}; ruling EW10).`)] };
  }
  const owner = setters[0]!;
  return { map: plain, liveWire: { ...liveWire, live: drawn.map((l) => ({ side: normalSide(l.side), owner })) }, problems: [] };
}

/** setup/electrify-wire (General Rule; Case 45.41's "25 lines worth"; ruling EW1). */
export function decideElectrifyWire(state: GameState, cmd: CommandOf<'setup/electrify-wire'>): Decided {
  const lw = state.liveWire;
  if (!lw) return err(notInPlay());
  if (!state.scenario || state.scenario.started) return err(ruleError('live-wire/setup-over', 'Case 38.41', `Electrified wire is set up before play, as barbed wire is (${SECTION} General Rule).`));
  if (!state.sides.some((s) => s.id === cmd.side)) return err(ruleError('live-wire/unknown-side', 'Case 38.41', `There is no side "${cmd.side}" in this game.`));
  const side = normalSide(cmd.wire);
  const bad = straightWire(state, side, 'Case 20.11');
  if (bad) return err(bad);
  const on = cmd.on ?? true;
  const here = lw.live.find((l) => sideKey(l.side) === sideKey(side));
  if (!on) {
    if (!here || here.owner !== cmd.side) return err(ruleError('live-wire/not-live', 'Case 38.41', `${cmd.side} has no current in the wire on ${squareName(side)} ${side.dir} to take off.`));
    return ok([{ type: 'wire-electrified', owner: cmd.side, side, on: false, caseRef: SECTION }]);
  }
  if (here) return err(ruleError('live-wire/already-live', 'Case 38.41', `The wire on ${squareName(side)} ${side.dir} is already electrified.`));
  const mine = lw.allotments.filter((a) => a.side === cmd.side);
  if (lw.allotments.length > 0) {
    const count = mine.reduce((n, a) => n + a.count, 0);
    if (liveOf(lw, cmd.side).length >= count) {
      return err(ruleError('live-wire/allotment', mine[0]?.caseRef ?? 'Case 38.41', `${cmd.side} may electrify ${count} lines of wire (${mine[0]?.caseRef ?? 'no allotment in this scenario'}), and has.`));
    }
  }
  return ok([{ type: 'wire-electrified', owner: cmd.side, side, on: true, caseRef: mine[0]?.caseRef ?? SECTION }]);
}

function stopped(state: GameState, man: ManState): RuleError | undefined {
  return sequenceOf(state).active?.stoppedByEnemy
    ? ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`)
    : undefined;
}

/** Cases 31.1, 31.23: "a full (the entire) Task Execution Phase": he has spent nothing yet this Game-Turn (ruling EW3). */
function wholePhase(state: GameState, man: ManState, what: string, caseRef: string): RuleError | undefined {
  return manTurnOf(state, man.id).spent > 0 ? ruleError('live-wire/whole-phase', caseRef, `${what} takes ${man.name}'s entire Task Execution Phase, and he has already spent Task Points this Game-Turn (${caseRef}).`) : undefined;
}

/** Case 31.1: the chart's 50 for a fit man; the printed 25 doubled (Case 9.21) for a severely wounded one (ruling EW3). */
function testCost(man: ManState): Breakdown | RuleError {
  if (!seriouslyWounded(man)) return taskCost('test-electrified-wire', man);
  const base = N.testTaskPointsWounded;
  const b = new BreakdownBuilder('Task Points: Testing the wire (severely wounded)', { label: 'Test electrified wire, severely wounded', caseRef: 'Case 31.1', value: base.value, provenance: base.provenance });
  b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.value);
  return b.build();
}

/** task/test-wire (Case 31.1). */
export function decideTestWire(state: GameState, cmd: CommandOf<'task/test-wire'>): Decided {
  const lw = state.liveWire;
  if (!lw) return err(notInPlay());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const side = normalSide(cmd.side);
  const bad = stopped(state, man) ?? straightWire(state, side, 'Case 31.1') ?? wholePhase(state, man, 'Testing the wire', 'Case 31.1');
  if (bad) return err(bad);
  if (!man.square || !besideSide(man.square, side)) return err(ruleError('live-wire/not-adjacent', 'Case 31.1', `${man.name} must be adjacent to the wire to test it (Case 31.1).`));
  // Ruling EW3: a severely wounded man's 25 is doubled by Case 9.21, so both spend their whole allotment.
  const price = testCost(man);
  if ('code' in price) return err(price);
  const short = checkAffordable(state, man, price.final, 'Testing the wire', 'Case 31.1');
  if (short) return err(short);
  return ok([
    { type: 'wire-tested', manId: man.id, side, live: isLive(lw, side), cost: price, caseRef: 'Case 31.1' },
    { type: 'task-ended', manId: man.id, reason: 'stopped', caseRef: 'Case 31.1' },
  ]);
}

/** Case 31.21: 1D10 for the 50% (ruling EW4), then 1D6 Wound Points, each with its die. */
export function shockEvents(state: GameState, man: ManState, side: SideRef, dice: DiceSource, caseRef: string): GameEvent[] {
  const rec = new RecordingDice(dice);
  const roll = rollDice(N.shockDeathDie.value, rec, `${caseRef} ${man.name} on the electrified wire: ${N.shockDeathPercent.value}% he dies`).total;
  const killed = shockKills(roll);
  const shock: GameEvent = { type: 'wire-shock', manId: man.id, side, roll, killed, caseRef, dice: rec.take() };
  const wr = new RecordingDice(dice);
  const points = rollDice(N.shockWounds.value, wr, `${caseRef} ${man.name} on the electrified wire: ${N.shockWounds.value} Wound Points`).total;
  const totalWounds = man.wounds + points;
  const condition = conditionOf(woundCondition({ endurance: Math.max(1, man.endurance), woundPoints: totalWounds, ...(killed ? { killed: true } : {}) }));
  const out = condition === 'dead' || condition === 'incapacitated';
  const wound: GameEvent = { type: 'man-wounded', manId: man.id, woundPoints: points, totalWounds, condition, taskPointsLost: out ? remainingTaskPoints(state, man.id) : 0, caseRef, dice: wr.take() };
  return [shock, wound];
}

/** The touch, and on live wire the shock (General Rule, Case 31.21). */
function touch(state: GameState, man: ManState, side: SideRef, dice: DiceSource, caseRef: string): GameEvent[] {
  const live = isLive(state.liveWire, side);
  const touched: GameEvent = { type: 'wire-touched', manId: man.id, side, live, caseRef };
  return live ? [touched, ...shockEvents(state, man, side, dice, caseRef)] : [touched];
}

/**
 * task/bridge-wire with Section 31.0 in play (Cases 31.21–31.22): refused
 * to a Player who knows the wire is live; otherwise the bridge of Case
 * 20.12, the touch, and on live wire the shock.
 */
export function decideBridgeLive(state: GameState, cmd: CommandOf<'task/bridge-wire'>, dice: DiceSource, bridge: () => Decided): Decided {
  const lw = state.liveWire;
  const man = state.men[cmd.manId];
  if (!lw || !man) return bridge();
  const side = normalSide(cmd.side);
  if (wireOn(state.map, side) === 'barbed-wire' && awareOfCurrent(lw, man.side, side)) {
    return err(ruleError('live-wire/aware', 'Case 31.22', `${man.name} knows the wire on ${squareName(side)} ${side.dir} is electrified: he will not throw himself onto it (Case 31.22).`));
  }
  const r = bridge();
  if (!r.ok) return r;
  return ok([...r.value, ...touch(state, man, side, dice, 'Case 31.21')]);
}

/** task/clip-wire with Section 31.0 in play (ruling EW6): clipping is touching. */
export function decideClipLive(state: GameState, cmd: CommandOf<'task/clip-wire'>, dice: DiceSource, clip: () => Decided): Decided {
  const lw = state.liveWire;
  const man = state.men[cmd.manId];
  const side = normalSide(cmd.side);
  if (!lw || !man || wireOn(state.map, side) !== 'barbed-wire') return clip();
  if (awareOfCurrent(lw, man.side, side)) return err(ruleError('live-wire/aware', 'Case 31.22', `${man.name} knows the wire on ${squareName(side)} ${side.dir} is electrified: he will not lay hands on it (Case 31.22, ruling EW6).`));
  const r = clip();
  if (!r.ok) return r;
  // Live: his hands on the wire are the touch of Case 31.21; he clips nothing (ruling EW6).
  if (isLive(lw, side)) return ok(touch(state, man, side, dice, 'Case 31.21'));
  if (knownTo(lw, man.side, side) === false) return r;
  return ok([...r.value, { type: 'wire-touched', manId: man.id, side, live: false, caseRef: SECTION }]);
}

/** task/boost-wire (Cases 31.23–31.25). */
export function decideBoostWire(state: GameState, cmd: CommandOf<'task/boost-wire'>, dice: DiceSource): Decided {
  if (!state.liveWire) return err(notInPlay());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const booster = checked.value;
  const side = normalSide(cmd.side);
  const bad = stopped(state, booster) ?? straightWire(state, side, 'Case 31.23') ?? wholePhase(state, booster, 'Boosting', 'Case 31.23');
  if (bad) return err(bad);
  if (!booster.square || !besideSide(booster.square, side)) return err(ruleError('live-wire/not-adjacent', 'Case 31.23', `${booster.name} must be adjacent to the wire to boost a man over it (Case 31.23).`));
  const mover = state.men[cmd.partnerId];
  if (!mover || mover.id === booster.id || mover.side !== booster.side || !canAct(mover)) {
    return err(ruleError('live-wire/no-partner', 'Case 31.23', `${booster.name} may boost only another able Friendly man (Case 31.23).`));
  }
  // Case 31.23: he "must begin the Phase in the boosting man's square"; Case 31.25: or across the wire from him.
  if (!mover.square || !squaresBeside(side).some((s) => sameSquare(s, mover.square)) || !(sameSquare(mover.square, booster.square) || sameSquare(acrossSide(booster.square, side), mover.square))) {
    return err(ruleError('live-wire/partner-not-placed', 'Case 31.23', `${mover.name} must be in ${booster.name}'s square, or across the wire from him (Cases 31.23, 31.25).`));
  }
  const t = manTurnOf(state, mover.id);
  if (t.spent > 0 || t.done || t.actedPhase !== undefined) return err(ruleError('live-wire/partner-acted', 'Case 31.23', `${mover.name} has already acted this Game-Turn: the boosted man expends his full Task Point allowance (Case 31.23).`));
  const to = acrossSide(mover.square, side)!;
  if (!onMap(state.map, to)) return err(ruleError('wire/off-map', 'Case 31.23', 'The other side of the wire is off the map.'));
  const there = Object.values(state.men).filter((m) => m.id !== mover.id && m.condition !== 'dead' && sameSquare(m.square, to));
  if (there.some((m) => m.side !== mover.side)) return err(ruleError('wire/enemy-across', 'Case 7.44', `An Enemy man holds ${squareName(to)}: ${mover.name} cannot be boosted into it (Cases 7.44, 31.23).`));
  if (there.length >= 2) return err(ruleError('move/stacking', 'Case 7.41', `${squareName(to)} already holds two men of ${mover.side} (Case 7.41).`));
  // Case 31.23 (the chart's Boost row), doubled for a seriously wounded booster (Case 9.21, ruling EW8).
  const price = taskCost('boost-over-wire', booster);
  if ('code' in price) return err(price);
  const short = checkAffordable(state, booster, price.final, 'Boosting', 'Case 31.23');
  if (short) return err(short);
  const moverTaskPoints = remainingTaskPoints(state, mover.id);
  const rec = new RecordingDice(dice);
  const slipRoll = rollDice(N.slipDie.value, rec, `Case 31.24 ${mover.name} boosted over the wire: does he slip?`).total;
  const slipped = boostSlips(slipRoll);
  const caseRef = sameSquare(mover.square, booster.square) ? 'Case 31.23' : 'Case 31.25';
  const boosted: GameEvent = { type: 'wire-boosted', boosterId: booster.id, manId: mover.id, side, from: mover.square, to, boosterCost: price, moverTaskPoints, slipRoll, slipped, caseRef, dice: rec.take() };
  const events: GameEvent[] = [boosted];
  let s = evolveLiveWireEvent(state, boosted as LiveWireEvent);
  if (slipped) events.push(...touch(s, s.men[mover.id]!, side, dice, 'Case 31.24'));
  const wound = events.find((e) => e.type === 'man-wounded');
  const out = wound?.type === 'man-wounded' && (wound.condition === 'dead' || wound.condition === 'incapacitated');
  if (!out) {
    if (wound?.type === 'man-wounded') s = { ...s, men: { ...s.men, [mover.id]: { ...s.men[mover.id]!, wounds: wound.totalWounds, condition: wound.condition } } };
    // Case 22.1 (as ruling MN14 for standing up across the wire): he enters the far square, and rolls for its mines.
    events.push(...mineStep(s, mover.id, to, dice).events);
  }
  events.push({ type: 'task-ended', manId: booster.id, reason: 'stopped', caseRef });
  return ok(events);
}

/** What the acting man may do about live wire (legal-actions.ts; each is still checked by `decide`). */
export function liveWireCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!state.liveWire || !man?.square || manTurnOf(state, manId).spent > 0) return [];
  const out: Command[] = [];
  for (const side of sidesOf(man.square)) {
    if (wireOn(state.map, side) !== 'barbed-wire') continue;
    if (knownTo(state.liveWire, man.side, side) === undefined) out.push({ type: 'task/test-wire', manId, side });
    for (const p of Object.values(state.men)) {
      if (p.id !== manId && p.side === man.side && squaresBeside(side).some((s) => sameSquare(s, p.square))) out.push({ type: 'task/boost-wire', manId, partnerId: p.id, side });
    }
  }
  return out;
}

const spend = (state: GameState, manId: string, points: number, patch: Partial<ReturnType<typeof freshManTurn>> = {}): GameState => {
  const seq = sequenceOf(state);
  const t = seq.men[manId] ?? freshManTurn();
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + points, ...patch } } } };
};

const withLive = (state: GameState, f: (w: LiveWireState) => LiveWireState): GameState => ({ ...state, liveWire: f(state.liveWire ?? emptyLiveWire()) });

/** Folds the Section 31.0 events. Pure; it never rolls. */
export function evolveLiveWireEvent(state: GameState, event: LiveWireEvent): GameState {
  switch (event.type) {
    case 'wire-electrified':
      return withLive(state, (w) => {
        const rest = w.live.filter((l) => sideKey(l.side) !== sideKey(event.side));
        return { ...w, live: event.on ? [...rest, { side: event.side, owner: event.owner }] : rest };
      });
    case 'wire-tested': {
      const side = state.men[event.manId]?.side ?? '';
      return withLive(spend(state, event.manId, event.cost.final), (w) => tell(w, side, event.side, event.live));
    }
    case 'wire-touched': {
      const side = state.men[event.manId]?.side ?? '';
      return withLive(state, (w) => tell(w, side, event.side, event.live));
    }
    case 'wire-shock':
      return state;
    case 'wire-boosted': {
      const m = state.men[event.manId];
      const s = spend(spend(state, event.boosterId, event.boosterCost.final), event.manId, event.moverTaskPoints, { done: true, actedPhase: state.phase, movedThisTurn: true });
      return m ? { ...s, men: { ...s.men, [m.id]: { ...m, square: event.to } } } : s;
    }
  }
}
