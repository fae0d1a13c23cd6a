/**
 * A scripted way through Raid on Entebbe (Section 39.0) for engine tests:
 * loads the scenario and map J, sets the Ugandans up by the Zone counts,
 * and plays Game-Turns with a simple Israeli policy — enter from the north
 * edge, walk to the hostages, lead each group off the south edge, then
 * leave the map. Ugandans pass (they hold their squares until alerted,
 * Case 38.48). Every command goes through `decide`; a refusal throws.
 */
import { loadBundled } from './bundled';
import { answerPrompts, HighDiceLosingInitiative, isActive, Play, walk } from './play';
import type { DiceSource } from '../../../../../kernel/dice/dice-source';
import { decide } from '../../../engine/dispatch';
import type { GameEvent } from '../../../model/events';
import type { GameState } from '../../../model/state';
import { canAct, sequenceOf } from '../../../model/state';
import { whoseMove } from '../../../engine/legal-actions';
import { combatSquares } from '../../../engine/melee-phase';
import { remainingTaskPoints } from '../../../engine/task-points';
import { reachable } from '../../../rules/path-finding';
import type { GameMap, Square } from '../../../../../map/map-model';
import type { Scenario } from '../../../model/scenario-schema';
import { createGame } from '../../setup-game';

export { Play };
import { areaOf } from '../entebbe';

export const loadEntebbe = (): Promise<{ scenario: Scenario; map: GameMap }> => loadBundled('39-raid-on-entebbe.json', 'j');

/** Scripted dice by rule: every die shows its highest face (1D100 = 100: no observation, no panic, no preservation failure), except the Ugandans' initiative 1D10 shows 1. */
export class RuleDice extends HighDiceLosingInitiative {
  constructor() {
    super('Ugandan');
  }
}

export async function newEntebbe(dice: DiceSource, endurance: 'standard' | 'rolled' = 'standard'): Promise<{ play: Play; initial: GameState; setupEvents: GameEvent[] }> {
  const { scenario, map } = await loadEntebbe();
  const g = createGame(scenario, map, { gameId: 'entebbe-test', endurance, optionalRules: [] }, dice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return { play: new Play(g.value.state, dice), initial: g.value.initial, setupEvents: g.value.events };
}

/** Case 39.6: the Zone counts, in the first free squares of each Zone outside the terminal; hostages at 1840 and 2142. */
export function deployUgandans(play: Play): void {
  const s = play.state;
  const terminal = s.scenario!.features['terminal'] ?? [];
  const dep = s.scenario!.deployment[0]!;
  const men = Object.values(s.men).filter((m) => m.side === 'ugandans');
  let i = 0;
  for (const z of dep.zones) {
    const squares = s.map.zones.find((x) => x.id === z.zone)!.squares.filter((q) => !terminal.some((t) => t.col === q.col && t.row === q.row) && s.map.squares[(q.row - 1) * s.map.width + (q.col - 1)]!.terrain === 'clear');
    for (let k = 0; k < z.men; k++) play.run({ type: 'setup/deploy', manId: men[i++]!.id, square: squares[k * 3]! });
  }
  play.run({ type: 'setup/place-object', objectId: 'hostage-group-1', square: { col: 18, row: 40 } });
  play.run({ type: 'setup/place-object', objectId: 'hostage-group-2', square: { col: 21, row: 42 } });
  play.run({ type: 'setup/start' });
}

const near = (a: Square, b: Square): boolean => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) <= 1;

/** The Israeli policy for one man's interval. */
function israeliInterval(play: Play, manId: string, index: number): void {
  const s = () => play.state;
  if (s().men[manId]!.awaitingEntry) {
    play.run({ type: 'entry/enter', manId, square: { col: 16 + index, row: 1 } });
    answerPrompts(play);
  }
  if (!isActive(play, manId)) return;
  const objects = Object.values(s().scenario!.objects);
  // Men 4–7 leave at once (they have no part in the rescue); men 0–3 escort the hostages.
  const group = index < 2 ? objects[0] : index < 4 ? objects[1] : undefined;
  if (group && !s().scenario!.objects[group.id]!.exited) {
    const o = s().scenario!.objects[group.id]!;
    const area = areaOf(o, o.square!);
    const around: Square[] = [];
    for (const a of area) for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) around.push({ col: a.col + dc, row: a.row + dr });
    const terminal = s().scenario!.features['terminal'] ?? [];
    const beside = around.filter((q) => !area.some((a) => a.col === q.col && a.row === q.row) && q.row >= 1 && q.row <= 64 && (o.size === 1 || terminal.some((t) => t.col === q.col && t.row === q.row)));
    const man = s().men[manId]!;
    if (!beside.some((q) => q.col === man.square!.col && q.row === man.square!.row)) walk(play, manId, beside);
    const m2 = s().men[manId]!;
    const o2 = s().scenario!.objects[group.id]!;
    if (!isActive(play, manId) || !o2.square || !area.some((a) => near(a, m2.square!))) return;
    // The group runs south for the 64 row (Case 39.43: 30 Task Points a Turn).
    const left = (o2.taskPoints ?? 30) - (o2.spentTurn === s().turn ? o2.spent : 0);
    const start = o2.size === 1 ? o2.square : area.reduce((a, b) => (b.row > a.row ? b : a));
    const far = reachable(s().map, { prone: false, seriouslyWounded: false }, start, 100_000);
    const goal: Square = { col: start.col, row: 64 };
    const full = far.routeTo(goal) ?? [];
    const budget = o2.size === 1 ? left : left - 0;
    let n = 1;
    while (n < full.length && far.costAt(full[n]!)! <= budget) n++;
    const route = full.slice(o2.size === 1 ? 1 : 0, n).filter((q, i) => o2.size === 1 || i > 0 || !area.some((a) => a.col === q.col && a.row === q.row));
    const atEdge = (o2.size === 1 ? o2.square : undefined)?.row === 64;
    if (atEdge && left >= 5) play.run({ type: 'object/move', objectId: o2.id, manId, route: [o2.square!], exit: true });
    else if (route.length > 0) {
      const exit = route[route.length - 1]!.row === 64 && far.costAt(route[route.length - 1]!)! + 5 <= budget;
      play.run({ type: 'object/move', objectId: o2.id, manId, route, ...(exit ? { exit: true } : {}) });
    }
    const o3 = s().scenario!.objects[group.id]!;
    if (o3.square && isActive(play, manId)) walk(play, manId, [{ col: o3.square.col, row: Math.max(1, o3.square.row - 1) }]);
    return;
  }
  // Hostages out (or none to escort): leave by the nearest of the north or south edge.
  const man = s().men[manId]!;
  if (man.square && (man.square.row === 1 || man.square.row === 64)) {
    if (remainingTaskPoints(s(), manId) >= 5) play.run({ type: 'task/exit-map', manId });
    return;
  }
  const edgeRow = man.square!.row > 32 ? 64 : 1;
  walk(play, manId, Array.from({ length: 40 }, (_, c) => ({ col: c + 1, row: edgeRow })));
  const m2 = s().men[manId]!;
  if (isActive(play, manId) && m2.square?.row === edgeRow && remainingTaskPoints(s(), manId) >= 5) play.run({ type: 'task/exit-map', manId });
}

/** One Task Execution Phase: Israelis act by the policy, Ugandans pass. */
function taskPhase(play: Play): void {
  for (let guard = 0; guard < 200 && !play.ended; guard++) {
    answerPrompts(play);
    const who = whoseMove(play.state);
    if (who.kind === 'man-acting' && who.manId) {
      play.run({ type: 'task/end', manId: who.manId });
      continue;
    }
    if (who.kind !== 'choose-man' || !who.side) return;
    if (who.side === 'ugandans') {
      play.run({ type: 'side/pass', side: 'ugandans' });
      continue;
    }
    const ids = Object.keys(play.state.men).filter((id) => id.startsWith('israelis-')).sort();
    const eligible = ids.find((id) => decide(play.state, { type: 'task/begin', manId: id }, { mode: 'scripted', roll: (r) => ({ die: r.die, face: r.die === 'd6' ? 6 : 10 }) }).ok);
    if (!eligible) {
      play.run({ type: 'side/pass', side: who.side });
      continue;
    }
    play.run({ type: 'task/begin', manId: eligible });
    if (!play.ended && isActive(play, eligible)) israeliInterval(play, eligible, ids.indexOf(eligible));
    answerPrompts(play);
    if (!play.ended && isActive(play, eligible)) play.run({ type: 'task/end', manId: eligible });
  }
}

/** One whole Game-Turn (Case 5.1 A–H). */
export function playTurn(play: Play): void {
  for (let guard = 0; guard < 12 && !play.ended; guard++) {
    const phase = play.state.phase;
    if (phase === 'initiative' && !sequenceOf(play.state).initiative) play.run({ type: 'initiative/roll' });
    if (phase === 'hand-to-hand' && combatSquares(play.state).length > 0 && play.state.scenario?.meleeResolvedTurn !== play.state.turn) play.run({ type: 'melee/resolve', combats: [] });
    if (phase === 'non-prepared-task-execution' || phase === 'prepared-task-execution') taskPhase(play);
    if (play.ended) return;
    const turn = play.state.turn;
    play.run({ type: 'phase/advance' });
    if (play.state.phase === 'observation' && play.state.turn !== turn) return;
  }
}

export const ableIsraelis = (s: GameState): number => Object.values(s.men).filter((m) => m.side === 'israelis' && canAct(m) && m.square).length;
