/**
 * Scenario work (Cases 45.81, 50.43): Task Points a man spends at a place for
 * a scenario's own purpose, not on any chart task. `task/scenario-work` names
 * the work by its special rule's id; the progress is folded into the
 * scenario runtime (`work`), and when the work is done an objective is
 * achieved (Army Group Center's ransack) or an object handed to the man who
 * finished it (the Bruneval radio). The numbers are the scenarios' printed
 * ones, in `SCENARIO_WORKS`. Rulings: docs/rulings/scenarios.md SC-H7-*.
 */
import type { CommandOf } from '../../model/commands';
import type { GameEvent, ScenarioEvent } from '../../model/events';
import type { ScenarioRuntime, ScenarioWorkProgress } from '../../model/scenario-state';
import type { GameState } from '../../model/state';
import { canAct, freshManTurn, sequenceOf } from '../../model/state';
import { err, ok, type Result } from '../../../../kernel/result';
import type { Square } from '../../../../map/map-model';
import { printed, type Sourced } from '../../../../kernel/provenance';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { squareName } from '../../rules/movement';
import { isTaskPhase } from '../../engine/sequentiality';
import { checkAffordable, remainingTaskPoints } from '../../engine/task-points';
import type { SpecialRules } from '../../engine/special-rules';

export interface ScenarioWorkSpec {
  /** The special rule's id, which is also the work's id. */
  readonly id: string;
  readonly caseRef: string;
  readonly title: string;
  /** The scenario feature he must stand in. */
  readonly feature: string;
  /** Each of `men` separate men must spend `perMan` (Case 50.43). */
  readonly perMan?: Sourced<number>;
  readonly men?: Sourced<number>;
  /** Or: this many in all, within `withinTurns` consecutive Game-Turns (Case 45.81). */
  readonly total?: Sourced<number>;
  readonly withinTurns?: Sourced<number>;
  /** The man stays in his square in a Game-Turn he works: no Movement before or after (Case 50.43). */
  readonly stationary: boolean;
  /** What the finished work gives. */
  readonly objective?: string;
  readonly objectKind?: string;
}

export const SCENARIO_WORKS: readonly ScenarioWorkSpec[] = [
  {
    id: 'bruneval-radio',
    caseRef: 'Case 45.81',
    title: 'Obtain the radio',
    feature: 'radio-square',
    total: printed(75, 'Case 45.81 ("expending 75 Task Points in Square 1612")'),
    withinTurns: printed(2, 'Case 45.81 ("in two consecutive turns")'),
    stationary: false,
    objectKind: 'radio',
  },
  {
    id: 'agc-ransack',
    caseRef: 'Case 50.43',
    title: 'Ransack the Headquarters',
    feature: 'headquarters',
    perMan: printed(150, 'Case 50.43 ("expending 150 Task Points")'),
    men: printed(3, 'Case 50.43 ("by three separate men")'),
    stationary: true,
    objective: 'hq-ransacked',
  },
];

/** Where an object obtained by scenario work lies until then (Case 45.81: the radio in 1612), if it is one. */
export function workObjectSquare(kind: string, features: Readonly<Record<string, readonly Square[]>>): Square | undefined {
  const w = SCENARIO_WORKS.find((x) => x.objectKind === kind);
  return w ? features[w.feature]?.[0] : undefined;
}
export const workSpec = (id: string): ScenarioWorkSpec | undefined => SCENARIO_WORKS.find((w) => w.id === id);
export const uses = (state: GameState, id: string): boolean => (state.scenario?.specialRules ?? []).includes(id);
export const inSquares = (s: Square, list: readonly Square[]): boolean => list.some((q) => q.col === s.col && q.row === s.row);
const emptyProgress = (): ScenarioWorkProgress => ({ byMan: {}, byTurn: {}, lastTurn: {} });
export const workProgress = (state: GameState, id: string): ScenarioWorkProgress => state.scenario?.work?.[id] ?? emptyProgress();
export const workDone = (state: GameState, id: string): boolean => state.scenario?.flags[`done:${id}`] !== undefined;

/** The command's man is the one executing tasks now, with no prompt waiting (Cases 5.1 E–F, 6.43, 7.52). */
export function activeManError(state: GameState, manId: string, caseRef: string): RuleError | undefined {
  if (!isTaskPhase(state.phase)) return ruleError('task/wrong-phase', 'Case 5.1', `Tasks are executed in a Task Execution Phase (Case 5.1; ${caseRef}).`);
  const seq = sequenceOf(state);
  if (seq.active?.manId !== manId || seq.prompts.length > 0) return ruleError('task/not-active', 'Case 6.43', `${state.men[manId]?.name ?? manId} is not the man executing tasks now (Cases 6.43, 7.52; ${caseRef}).`);
  const man = state.men[manId];
  if (!man || !canAct(man) || !man.square) return ruleError('task/cannot-act', 'Case 9.22', `${man?.name ?? manId} cannot act on the map (Case 9.22).`);
  return undefined;
}

/** Task Points that count toward a `total` work now: this Game-Turn and the ones before it inside the window. */
function windowTotal(p: ScenarioWorkProgress, turn: number, within: number): number {
  let n = 0;
  for (let t = turn - within + 1; t <= turn; t++) n += p.byTurn[String(t)] ?? 0;
  return n;
}

/** Is the work complete with the progress given? */
export function workComplete(spec: ScenarioWorkSpec, p: ScenarioWorkProgress, turn: number): boolean {
  if (spec.perMan && spec.men) return Object.values(p.byMan).filter((n) => n >= spec.perMan!.value).length >= spec.men.value;
  if (spec.total) return windowTotal(p, turn, spec.withinTurns?.value ?? 1) >= spec.total.value;
  return false;
}

/** task/scenario-work (Cases 45.81, 50.43). */
export function decideScenarioWork(state: GameState, cmd: CommandOf<'task/scenario-work'>): Result<GameEvent[], RuleError> {
  const spec = workSpec(cmd.workId);
  if (!spec || !uses(state, spec.id)) return err(ruleError('work/unknown', 'Case 38.23', `This scenario has no work "${cmd.workId}" (Case 38.23).`));
  const bad = activeManError(state, cmd.manId, spec.caseRef);
  if (bad) return err(bad);
  const man = state.men[cmd.manId]!;
  const side = state.sides.find((s) => s.id === man.side);
  if (side?.mode !== 'commando') return err(ruleError('work/wrong-side', spec.caseRef, `Only the commando side's men do this work (${spec.caseRef}).`));
  if (workDone(state, spec.id)) return err(ruleError('work/done', spec.caseRef, `${spec.title}: already done (${spec.caseRef}).`));
  const place = state.scenario!.features[spec.feature] ?? [];
  if (!inSquares(man.square!, place)) return err(ruleError('work/wrong-place', spec.caseRef, `${man.name} is in ${squareName(man.square!)}, not in the ${spec.feature} (${spec.caseRef}).`));
  const turn = sequenceOf(state).men[man.id];
  if (spec.stationary && turn?.movedThisTurn) return err(ruleError('work/moved', spec.caseRef, `${man.name} has moved this Game-Turn: the men remain in a given Square while they work (${spec.caseRef}).`));
  const afford = checkAffordable(state, man, cmd.taskPoints, `${spec.title}: ${cmd.taskPoints} Task Points`, spec.caseRef);
  if (afford) return err(afford);
  const before = workProgress(state, spec.id);
  const key = String(state.turn);
  const after: ScenarioWorkProgress = {
    byMan: { ...before.byMan, [man.id]: (before.byMan[man.id] ?? 0) + cmd.taskPoints },
    byTurn: { ...before.byTurn, [key]: (before.byTurn[key] ?? 0) + cmd.taskPoints },
    lastTurn: { ...before.lastTurn, [man.id]: state.turn },
  };
  const progress = spec.total ? `${windowTotal(after, state.turn, spec.withinTurns?.value ?? 1)} of ${spec.total.value} within ${spec.withinTurns?.value ?? 1} consecutive Game-Turns` : `${after.byMan[man.id]} of ${spec.perMan?.value ?? 0} for him`;
  const events: GameEvent[] = [
    { type: 'scenario-work-done', manId: man.id, workId: spec.id, taskPoints: cmd.taskPoints, square: man.square!, summary: `${man.name}: ${spec.title}, ${cmd.taskPoints} Task Points (${progress})`, caseRef: spec.caseRef },
  ];
  if (workComplete(spec, after, state.turn)) {
    const objectId = spec.objectKind ? Object.values(state.scenario!.objects).find((o) => o.kind === spec.objectKind)?.id : undefined;
    events.push({
      type: 'scenario-work-completed',
      workId: spec.id,
      manId: man.id,
      ...(spec.objective ? { objective: spec.objective } : {}),
      ...(objectId ? { objectId } : {}),
      summary: `${spec.title}: done${objectId ? `; ${man.name} carries ${objectId}` : ''} (${spec.caseRef})`,
      caseRef: spec.caseRef,
    });
  }
  return ok(events);
}

/** Case 50.43: a man who has worked this Game-Turn remains in his square. */
export function workMoveError(state: GameState, manId: string): RuleError | undefined {
  for (const spec of SCENARIO_WORKS) {
    if (!spec.stationary || !uses(state, spec.id)) continue;
    if (workProgress(state, spec.id).lastTurn[manId] === state.turn) {
      return ruleError('work/stays', spec.caseRef, `${state.men[manId]?.name ?? manId} has spent Task Points on "${spec.title}" this Game-Turn: he remains in his square (${spec.caseRef}).`);
    }
  }
  return undefined;
}

/** The work commands worth offering the acting man (legal-actions.ts): as many Task Points as he has, up to what is still needed. */
export function workCandidates(state: GameState, manId: string): CommandOf<'task/scenario-work'>[] {
  const man = state.men[manId];
  if (!man?.square) return [];
  const out: CommandOf<'task/scenario-work'>[] = [];
  for (const spec of SCENARIO_WORKS) {
    if (!uses(state, spec.id) || workDone(state, spec.id) || !inSquares(man.square, state.scenario?.features[spec.feature] ?? [])) continue;
    const p = workProgress(state, spec.id);
    const needed = spec.perMan ? spec.perMan.value - (p.byMan[manId] ?? 0) : (spec.total?.value ?? 0) - windowTotal(p, state.turn, spec.withinTurns?.value ?? 1);
    const n = Math.min(remainingTaskPoints(state, manId), Math.max(1, needed));
    if (n >= 1) out.push({ type: 'task/scenario-work', manId, workId: spec.id, taskPoints: n });
  }
  return out;
}

const spend = (state: GameState, manId: string, n: number): GameState => {
  const seq = sequenceOf(state);
  const t = seq.men[manId] ?? freshManTurn();
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + n } } } };
};

const withScenario = (state: GameState, f: (s: ScenarioRuntime) => ScenarioRuntime): GameState => (state.scenario ? { ...state, scenario: f(state.scenario) } : state);

/** The fold of the work events (called by evolve-scenario.ts). */
export function evolveWorkEvent(state: GameState, event: Extract<ScenarioEvent, { type: 'scenario-work-done' | 'scenario-work-completed' }>): GameState {
  switch (event.type) {
    case 'scenario-work-done':
      return withScenario(spend(state, event.manId, event.taskPoints), (sc) => {
        const p = sc.work?.[event.workId] ?? emptyProgress();
        const key = String(state.turn);
        const next: ScenarioWorkProgress = {
          byMan: { ...p.byMan, [event.manId]: (p.byMan[event.manId] ?? 0) + event.taskPoints },
          byTurn: { ...p.byTurn, [key]: (p.byTurn[key] ?? 0) + event.taskPoints },
          lastTurn: { ...p.lastTurn, [event.manId]: state.turn },
        };
        return { ...sc, work: { ...sc.work, [event.workId]: next } };
      });
    case 'scenario-work-completed': {
      const flags: Record<string, number> = { [`done:${event.workId}`]: state.turn };
      if (event.objective) flags[`objective:${event.objective}`] = state.turn;
      const man = state.men[event.manId];
      const men = event.objectId && man ? { ...state.men, [man.id]: { ...man, equipment: [...(man.equipment ?? []), event.objectId] } } : state.men;
      return withScenario({ ...state, men }, (sc) => {
        const o = event.objectId ? sc.objects[event.objectId] : undefined;
        // Carried now: the object is where its carrier is (engine/game-end.ts `carriedObjects`).
        const carried = o ? { ...o } : undefined;
        if (carried) delete (carried as { square?: unknown }).square;
        return { ...sc, flags: { ...sc.flags, ...flags }, ...(carried ? { objects: { ...sc.objects, [carried.id]: carried } } : {}) };
      });
    }
  }
}

/** Scenario work (Cases 45.81, 50.43) as a plug-in (engine/special-rules.ts), shared by Bruneval's radio and Army Group Center's ransack. */
export const scenarioWorkRules: SpecialRules = {
  name: 'Scenario work (Cases 45.81, 50.43)',
  ids: SCENARIO_WORKS.map((w) => w.id),
  gate: (state, command) => (command.type === 'task/move' ? workMoveError(state, command.manId) : undefined),
  taskCandidates: workCandidates,
  commands: { 'task/scenario-work': decideScenarioWork },
  events: { 'scenario-work-done': evolveWorkEvent, 'scenario-work-completed': evolveWorkEvent },
};
