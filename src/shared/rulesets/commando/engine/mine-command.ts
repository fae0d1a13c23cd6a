/**
 * Mines in the engine (Optional Rule Section 22.0; mines.ts, claymore-blast.ts):
 * - `setup/place-mine`, `setup/remove-mine`: noted in secret before play
 *   (Section 22.0 Procedure); ids `mine-1`, `mine-2`, … assigned here.
 * - `mineStep`: a man entering a square (task/move, move-command.ts; standing
 *   up across the wire, wire-command.ts) rolls
 *   1D6 for the square's anti-personnel and bounce mines (Case 22.1) and for
 *   each claymore tripwire running through it (Case 22.35); even detonates.
 * - `task/detonate-claymore`: the acting man at a detonator sets off every
 *   claymore rigged to it for 20 Task Points (Cases 22.32, 22.34), less what
 *   an opportunity-detonation plot prepaid (Case 22.33, opportunity-detonation.ts).
 * A detonation sets off every mine in the same square (Case 22.1); the
 * square's mines strike as a grenade exploding there (Case 22.1, Case 11.84),
 * a claymore its cone (Case 22.36, never its own square, Case 22.37). The
 * men hit check for panic as under opportunity fire (Case 22.1). Rulings:
 * docs/rulings/mines.md.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { parseDiceCode, rollDice } from '../rules/dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent, MineEvent, MineHit } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { manTurnOf, sequenceOf, conditionOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { claymoreReach, tripwireSquares } from '../rules/claymore-blast';
import { resolveBlast } from '../rules/grenade-blast';
import { laidMine, layingError, nextMineId } from './mines';
import type { Mine } from '../rules/mines-model';
import { MINE_TYPE_CASE } from '../rules/mines-model';
import { squareName } from '../rules/movement';
import { woundCondition } from '../rules/wounds';
import { grenadeEraOf, prepaidFire } from './carried-weapons';
import { checkActive } from './sequentiality';
import { checkAffordable, remainingTaskPoints, taskCost } from './task-points';
import { tablesOf } from './game-tables';

type Decided = Result<GameEvent[], RuleError>;

const armed = (state: GameState): Mine[] => (state.mines?.laid ?? []).filter((m) => m.status === 'armed');
const PROCEDURE = 'Section 22.0 Procedure';

/** setup/place-mine (Section 22.0 Procedure; Cases 22.31, 22.32, 22.35). */
export function decidePlaceMine(state: GameState, cmd: CommandOf<'setup/place-mine'>): Decided {
  const laying = {
    side: cmd.side,
    mineType: cmd.mineType,
    square: cmd.square,
    ...(cmd.facing ? { facing: cmd.facing } : {}),
    ...(cmd.detonator ? { detonator: cmd.detonator } : {}),
    ...(cmd.tripwireAnchor ? { tripwireAnchor: cmd.tripwireAnchor } : {}),
  };
  const bad = layingError(state, laying);
  if (bad) return err(bad);
  return ok([{ type: 'mine-placed', mine: laidMine(nextMineId(state.mines), laying), caseRef: MINE_TYPE_CASE[cmd.mineType] }]);
}

/** setup/remove-mine: a mine taken back before play (Section 22.0 Procedure). */
export function decideRemoveMine(state: GameState, cmd: CommandOf<'setup/remove-mine'>): Decided {
  if (!state.mines) return err(ruleError('mines/not-in-play', 'Section 22.0', 'Mines are not in play in this game (Section 22.0).'));
  if (!state.scenario || state.scenario.started) return err(ruleError('mines/setup-over', PROCEDURE, `Mines are laid and taken up only before play begins (${PROCEDURE}).`));
  if (!state.mines.laid.some((m) => m.id === cmd.mineId)) return err(ruleError('mines/unknown-mine', PROCEDURE, `There is no mine "${cmd.mineId}".`));
  return ok([{ type: 'mine-removed', mineId: cmd.mineId, caseRef: PROCEDURE }]);
}

/** Case 22.1 (and Case 22.34 for a detonator): every armed mine sharing a square with one that goes off goes with it. */
function withSquareMates(state: GameState, first: readonly Mine[]): Mine[] {
  const ids = new Set(first.map((m) => m.id));
  for (const m of armed(state)) if (first.some((f) => sameSquare(f.square, m.square))) ids.add(m.id);
  return armed(state).filter((m) => ids.has(m.id));
}

const menIn = (state: GameState, square: Square): ManState[] => Object.values(state.men).filter((m) => m.condition !== 'dead' && sameSquare(m.square, square));

/**
 * The mines go off (Cases 22.1, 22.21, 22.36, 22.37): one `mine-detonated`
 * with every hit and its dice, then a `man-wounded` per hit, each due a
 * panic check as under opportunity fire (Case 22.1). `spentFirst`: Task
 * Points a man spends in the same command before the blast (his move).
 */
export function detonationEvents(state: GameState, first: readonly Mine[], byManId: string | undefined, dice: DiceSource, spentFirst: Readonly<Record<string, number>> = {}): GameEvent[] {
  const mines = withSquareMates(state, first);
  if (mines.length === 0) return [];
  const rec = new RecordingDice(dice);
  const hits: MineHit[] = [];
  // Ruling MN4: a square's anti-personnel, bounce and anti-tank mines strike together as one grenade in that square.
  const squares = new Map<string, Mine[]>();
  for (const m of mines.filter((x) => x.type !== 'claymore')) squares.set(`${m.square.col},${m.square.row}`, [...(squares.get(`${m.square.col},${m.square.row}`) ?? []), m]);
  for (const group of squares.values()) {
    const square = group[0]!.square;
    const bounce = group.some((m) => m.type === 'bounce');
    // Cases 22.12, 22.22: a rider is protected by his mount from an anti-personnel or bounce mine's blast.
    const men = menIn(state, square).filter((m) => !Object.values(state.men).some((h) => h.mount?.riderId === m.id)).map((m) => ({ id: m.id, square: m.square!, posture: m.posture }));
    const blast = resolveBlast(state.map, { square, era: grenadeEraOf(state) }, men, rec, tablesOf(state));
    for (const r of blast.men) {
      if (!r.exposure.affected) continue;
      const severe = bounce && r.wounds >= tablesOf(state).mines.bounceSevereWounds.value;
      hits.push({
        manId: r.id,
        mineId: group[0]!.id,
        woundPoints: r.wounds,
        ...(r.woundBreakdown ? { breakdown: r.woundBreakdown } : {}),
        ...(r.killed ? { killed: true } : {}),
        ...(severe ? { severe: true } : {}),
        caseRef: severe ? 'Case 22.21' : 'Case 22.1',
      });
    }
  }
  for (const c of mines.filter((x) => x.type === 'claymore' && x.facing)) {
    for (const cell of claymoreReach(state.map, c.square, c.facing!, tablesOf(state).mines)) {
      const code = cell.zone === 'near' ? tablesOf(state).mines.claymoreNearWounds : tablesOf(state).mines.claymoreFarWounds;
      for (const man of menIn(state, cell.square)) {
        const r = rollDice(parseDiceCode(code.value), rec, `Case 22.36 claymore ${c.id}: Wound Points for ${man.name}`);
        const breakdown = new BreakdownBuilder(`Case 22.36 Wound Points for ${man.name}`, { label: `${code.value} (${cell.zone} part of the cone, ${cell.depth} out)`, caseRef: 'Case 22.36', value: r.total, provenance: code.provenance }).build();
        hits.push({ manId: man.id, mineId: c.id, woundPoints: r.total, breakdown, caseRef: 'Case 22.36' });
      }
    }
  }
  const detonated: GameEvent = {
    type: 'mine-detonated',
    mineIds: mines.map((m) => m.id),
    ...(byManId ? { byManId } : {}),
    turn: state.turn,
    hits,
    caseRef: mines.some((m) => m.type === 'claymore') ? 'Case 22.36' : 'Case 22.1',
    dice: rec.take(),
  };
  const totals: Record<string, number> = {};
  const wounded: GameEvent[] = [];
  for (const h of hits) {
    const man = state.men[h.manId]!;
    const total = (totals[man.id] ?? man.wounds) + h.woundPoints;
    totals[man.id] = total;
    let condition = h.killed ? 'dead' : conditionOf(woundCondition({ endurance: Math.max(1, man.endurance), woundPoints: total }));
    // Case 22.21: severely wounded whatever his total.
    if (condition === 'fit' && (h.severe || man.severeWound || hits.some((x) => x.manId === man.id && x.severe))) condition = 'seriously-wounded';
    const out = condition === 'dead' || condition === 'incapacitated';
    wounded.push({
      type: 'man-wounded',
      manId: man.id,
      woundPoints: h.woundPoints,
      totalWounds: total,
      condition,
      taskPointsLost: out ? Math.max(0, remainingTaskPoints(state, man.id) - (spentFirst[man.id] ?? 0)) : 0,
      caseRef: h.caseRef,
      ...(out ? {} : { panicCheckDue: man.id }),
    });
  }
  return [detonated, ...wounded];
}

const isEven = (n: number): boolean => n % 2 === 0;

/**
 * A man enters `square` (Cases 22.1, 22.35): `state` has him there already.
 * Rolls 1D6 for the square's anti-personnel and bounce mines (anti-tank
 * mines wait for a tank, Case 22.41) and 1D6 for each tripwire through it.
 */
export function mineStep(state: GameState, manId: string, square: Square, dice: DiceSource, spentFirst: Readonly<Record<string, number>> = {}): { events: GameEvent[]; detonated: boolean; moverOut: boolean } {
  const none = { events: [], detonated: false, moverOut: false };
  const live = armed(state);
  if (live.length === 0) return none;
  const events: GameEvent[] = [];
  const goes: Mine[] = [];
  const roll = (purpose: string): { total: number; dice: ReturnType<RecordingDice['take']> } => {
    const rec = new RecordingDice(dice);
    const r = rollDice(tablesOf(state).mines.detonationDie.value, rec, purpose);
    return { total: r.total, dice: rec.take() };
  };
  const here = live.filter((m) => sameSquare(m.square, square) && (m.type === 'anti-personnel' || m.type === 'bounce'));
  // Case 22.12 (and 22.22): a horse or camel detonates anti-personnel and bounce mines automatically; its rider, not in the
  // square in this state (the mount carries him when its move is folded), is protected from the blast.
  if (here.length > 0 && state.men[manId]?.mount) {
    events.push({ type: 'mine-triggered', manId, square, mineIds: here.map((m) => m.id), how: 'entered', detonated: true, caseRef: 'Case 22.12' });
    goes.push(...here);
  } else if (here.length > 0) {
    const r = roll(`Case 22.1 mine in ${squareName(square)} (1D6, even detonates)`);
    const detonated = isEven(r.total);
    events.push({ type: 'mine-triggered', manId, square, mineIds: here.map((m) => m.id), how: 'entered', roll: r.total, detonated, caseRef: here.some((m) => m.type === 'bounce') ? 'Case 22.21' : 'Case 22.1', dice: r.dice });
    if (detonated) goes.push(...here);
  }
  for (const c of live.filter((m) => m.type === 'claymore' && m.tripwireAnchor && !goes.some((g) => sameSquare(g.square, m.square)))) {
    if (!tripwireSquares(c.tripwireAnchor!, c.square).some((s) => sameSquare(s, square))) continue;
    const r = roll(`Case 22.35 tripwire of ${c.id} through ${squareName(square)} (1D6, even detonates)`);
    const detonated = isEven(r.total);
    events.push({ type: 'mine-triggered', manId, square, mineIds: [c.id], how: 'tripwire', roll: r.total, detonated, caseRef: 'Case 22.35', dice: r.dice });
    if (detonated) goes.push(c);
  }
  if (goes.length === 0) return { events, detonated: false, moverOut: false };
  const blast = detonationEvents(state, goes, manId, dice, spentFirst);
  const moverOut = blast.some((e) => e.type === 'man-wounded' && e.manId === manId && (e.condition === 'dead' || e.condition === 'incapacitated'));
  return { events: [...events, ...blast], detonated: true, moverOut };
}

/** Each square of a walked route rolled for as `mineStep`, up to the first detonation (its step index, and the Task Points spent to it). */
function stepsOverMines(state: GameState, man: ManState, steps: readonly { readonly to: Square; readonly cost: number }[], dice: DiceSource): { rolls: GameEvent[]; stoppedAt?: number; cost: number } {
  let cost = 0;
  const rolls: GameEvent[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    cost += step.cost;
    const r = mineStep({ ...state, men: { ...state.men, [man.id]: { ...man, square: step.to } } }, man.id, step.to, dice, { [man.id]: cost });
    rolls.push(...r.events);
    if (r.detonated) return { rolls, stoppedAt: i, cost };
  }
  return { rolls, cost };
}

/**
 * Mines along routes the engine walks for a man — entry (Case 38.54), the
 * panic move (Case 14.24), preservation movement (Case 15.21), a sentry's
 * walk (Case 38.45) — square by
 * square as `mineStep` (ruling MN3): a detonation cuts the route there, and
 * an exit off the map after it is dropped. `state` is the state the events were decided on.
 */
export function withMinesOnRoutes(state: GameState, events: readonly GameEvent[], dice: DiceSource): GameEvent[] {
  if (armed(state).length === 0) return [...events];
  const out: GameEvent[] = [];
  const stoppedMen = new Set<string>();
  for (const e of events) {
    if (e.type === 'man-exited' && stoppedMen.has(e.manId)) continue;
    const man = e.type === 'man-moved' || e.type === 'man-entered' || e.type === 'sentry-moved' ? state.men[e.manId] : undefined;
    if (!man || (e.type !== 'man-moved' && e.type !== 'man-entered' && e.type !== 'sentry-moved')) {
      out.push(e);
      continue;
    }
    if (e.type === 'sentry-moved') {
      // Section 22.0: mines take any man who enters, Friendly or Enemy — a sentry on his own side's mine too (ruling MN14).
      const route = state.scenario?.sentries[man.id]?.route ?? [];
      const start = state.scenario?.sentries[man.id]?.index ?? 0;
      const w = stepsOverMines(state, man, e.steps, dice);
      const walked: GameEvent = w.stoppedAt === undefined ? e : { ...e, steps: e.steps.slice(0, w.stoppedAt + 1), index: route.length > 0 ? (start + w.stoppedAt + 1) % route.length : e.index };
      out.push(walked, ...w.rolls);
      continue;
    }
    if (e.type === 'man-entered') {
      const r = mineStep({ ...state, men: { ...state.men, [man.id]: { ...man, square: e.square } } }, man.id, e.square, dice, { [man.id]: e.cost });
      out.push(e, ...r.events);
      continue;
    }
    const w = stepsOverMines(state, man, e.steps, dice);
    let moved: GameEvent = e;
    if (w.stoppedAt !== undefined) {
      const i = w.stoppedAt;
      const rest = e.steps.slice(i + 1).map((s) => s.to);
      stoppedMen.add(man.id);
      moved = { ...e, steps: e.steps.slice(0, i + 1), cost: w.cost, breakdowns: e.breakdowns.slice(0, i + 1), ...(rest.length > 0 ? { stopped: { reason: 'mine' as const, caseRef: 'Case 22.1', unexecuted: rest } } : {}) };
    }
    out.push(moved, ...w.rolls);
  }
  return out;
}

/** The armed claymores of his side rigged to a detonator in his square (Cases 22.32, 22.34). */
export const claymoresAt = (state: GameState, man: ManState): Mine[] => armed(state).filter((m) => m.type === 'claymore' && m.side === man.side && sameSquare(m.detonator, man.square));

/** task/detonate-claymore (Cases 22.32, 22.34; Chart 5.22 "Detonate claymore", 20 Task Points). */
export function decideDetonateClaymore(state: GameState, cmd: CommandOf<'task/detonate-claymore'>, dice: DiceSource): Decided {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (sequenceOf(state).active?.stoppedByEnemy) return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  const claymores = claymoresAt(state, man);
  if (claymores.length === 0) return err(ruleError('mines/no-detonator', 'Case 22.32', `${man.name} is not in the detonator square of an armed Friendly claymore (Case 22.32).`));
  // Ruling MN7: Chart 5.22 lists it with the combat tasks, so it is his one combat task (Case 6.42).
  if (manTurnOf(state, man.id).combatTaskDone) return err(ruleError('mines/second-combat-task', 'Case 6.42', `${man.name} has already performed his one combat task this Game-Turn (Cases 6.42, 22.32).`));
  const cost = taskCost('detonate-claymore', man);
  if ('code' in cost) return err(cost);
  // Ruling MN11: under the reading opportunity-plot-pays-fire a detonation plot prepaid the 20 (as for fire); he pays only the excess then (Case 10.77).
  const charged = Math.max(0, cost.final - prepaidFire(state, man.id, 'detonate-claymore'));
  const short = checkAffordable(state, man, charged, 'Detonating the claymore', 'Case 22.32');
  if (short) return err(short);
  const fired: GameEvent = { type: 'claymore-fired', manId: man.id, mineIds: claymores.map((m) => m.id), cost, ...(charged !== cost.final ? { taskPointsCharged: charged } : {}), caseRef: claymores.length > 1 ? 'Case 22.34' : 'Case 22.32' };
  return ok([fired, ...detonationEvents(state, claymores, man.id, dice, { [man.id]: charged })]);
}

/** The claymore command the acting man may give (legal-actions.ts; still checked by `decide`). */
export function claymoreCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  return man?.square && claymoresAt(state, man).length > 0 ? [{ type: 'task/detonate-claymore', manId }] : [];
}

const withMines = (state: GameState, laid: readonly Mine[]): GameState => ({ ...state, mines: { allotments: state.mines?.allotments ?? [], laid } });

/** Folds the Section 22.0 events. Pure; it never rolls. */
export function evolveMineEvent(state: GameState, event: MineEvent): GameState {
  const laid = state.mines?.laid ?? [];
  switch (event.type) {
    case 'mine-placed':
      return withMines(state, [...laid, event.mine]);
    case 'mine-removed':
      return withMines(state, laid.filter((m) => m.id !== event.mineId));
    case 'mine-triggered':
      return state;
    case 'claymore-fired': {
      const seq = sequenceOf(state);
      const t = manTurnOf(state, event.manId);
      const men = { ...seq.men, [event.manId]: { ...t, spent: t.spent + (event.taskPointsCharged ?? event.cost.final), combatTaskDone: true } };
      // Case 22.33 (Cases 6.42, 10.11): the opportunity prompt is answered and his plot spent.
      const plot = event.opportunity ? seq.plots[event.manId] : undefined;
      const plots = plot ? { ...seq.plots, [event.manId]: { ...plot, fired: true, ...(plot.plot ? { plot: { ...plot.plot, status: 'fired' as const } } : {}) } } : seq.plots;
      const prompts = event.opportunity ? seq.prompts.filter((p) => p.id !== event.opportunity!.promptId) : seq.prompts;
      return { ...state, sequence: { ...seq, men, plots, prompts } };
    }
    case 'mine-detonated': {
      const gone = new Set(event.mineIds);
      const next = laid.map((m) => {
        if (!gone.has(m.id)) return m;
        const victims = [...new Set(event.hits.filter((h) => h.mineId === m.id || sameSquare(state.men[h.manId]?.square, m.square)).map((h) => h.manId))];
        return { ...m, status: 'detonated' as const, detonatedTurn: event.turn, ...(event.byManId ? { triggeredBy: event.byManId } : {}), ...(victims.length > 0 ? { victims } : {}) };
      });
      const men = { ...state.men };
      for (const h of event.hits) if (h.severe && men[h.manId]) men[h.manId] = { ...men[h.manId]!, severeWound: { caseRef: 'Case 22.21', turn: event.turn } };
      return { ...withMines(state, next), men };
    }
  }
}
