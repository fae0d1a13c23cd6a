/**
 * A way through Trench Raid Near Passchendaele (Section 43.0) for engine
 * tests: loads the scenario and map L, sets every German up in a trench
 * square (Case 43.43; the machineguns in the first trench row), and plays
 * Game-Turns with a simple policy — the British enter on the west edge and
 * walk east over bridged or clipped wire (Section 20.0) or through its gaps
 * to the 40xx row and exit; each German fires when the engine lists a fire
 * for him, else passes. Every command goes through `decide`; a refusal throws.
 */
import { loadBundled } from './bundled';
import type { DiceSource } from '../../../../../kernel/dice/dice-source';
import { decide } from '../../../engine/dispatch';
import type { GameEvent } from '../../../model/events';
import type { GameState } from '../../../model/state';
import { sequenceOf } from '../../../model/state';
import { legalActions, whoseMove } from '../../../engine/legal-actions';
import { combatSquares } from '../../../engine/melee-phase';
import { remainingTaskPoints } from '../../../engine/task-points';
import { bridgeOf, mapForMover } from '../../../engine/wire-command';
import type { GameMap, Square } from '../../../../../map/map-model';
import type { Scenario } from '../../../model/scenario-schema';
import { createGame } from '../../setup-game';
import { answerPrompts, HighDiceLosingInitiative, isActive, Play, routeToward as cheapestRoute, walk as walkOver } from './play';

export { answerPrompts, isActive, Play };

/** The affordable prefix of a cheapest route (over bridges, Case 20.12) to any of `targets`. */
export const routeToward = (state: GameState, manId: string, targets: readonly Square[]): Square[] | undefined => cheapestRoute(state, manId, targets, mapForMover(state, manId));

/** Walk toward `targets` over bridges (Case 20.12), answering prompts. */
export const walk = (play: Play, manId: string, targets: readonly Square[]): void => walkOver(play, manId, targets, (s) => mapForMover(s, manId));

export const loadPasschendaele = (): Promise<{ scenario: Scenario; map: GameMap }> => loadBundled('43-passchendaele-trench-raid.json', 'l');

/** Scripted dice by rule: every die its highest face (no observation, panic or preservation failure), except the Germans' initiative 1D10 shows 1. */
export class TrenchDice extends HighDiceLosingInitiative {
  constructor() {
    super('German');
  }
}

export async function newPasschendaele(dice: DiceSource, endurance: 'standard' | 'rolled' = 'standard'): Promise<{ play: Play; initial: GameState; setupEvents: GameEvent[] }> {
  const { scenario, map } = await loadPasschendaele();
  const g = createGame(scenario, map, { gameId: 'passchendaele-test', endurance, optionalRules: [] }, dice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return { play: new Play(g.value.state, dice), initial: g.value.initial, setupEvents: g.value.events };
}

export const MG_SQUARES: readonly Square[] = [
  { col: 20, row: 14 },
  { col: 22, row: 45 },
];

/** Case 43.61: the ten riflemen along both trench rows, the two machineguns in the first row (Case 43.43). */
export function deployGermans(play: Play): void {
  const s = play.state;
  const rows = [...(s.scenario!.features['first-trench-row'] ?? []), ...(s.scenario!.features['second-trench-row'] ?? [])];
  const germans = Object.values(s.men).filter((m) => m.side === 'germans');
  const gunners = germans.filter((m) => m.weapons.includes('machinegun'));
  const riflemen = germans.filter((m) => !m.weapons.includes('machinegun'));
  gunners.forEach((m, i) => play.run({ type: 'setup/deploy', manId: m.id, square: MG_SQUARES[i]! }));
  const spots = rows.length > 0 ? rows : (s.scenario!.features['trenches'] ?? []);
  riflemen.forEach((m, i) => play.run({ type: 'setup/deploy', manId: m.id, square: spots[(i * 17) % spots.length]! }));
  play.run({ type: 'setup/start' });
}

const EAST_EDGE: readonly Square[] = Array.from({ length: 64 }, (_, r) => ({ col: 40, row: r + 1 }));

/** The British policy for one man's interval: enter on the west edge, walk east, exit from the 40xx row (Case 43.43). */
function britishInterval(play: Play, manId: string, index: number): void {
  if (play.state.men[manId]!.awaitingEntry) {
    play.run({ type: 'entry/enter', manId, square: { col: 1, row: 1 + ((index * 3) % 64) } });
    answerPrompts(play);
  }
  if (!isActive(play, manId)) return;
  // A prone man (fallen, or failed his Preservation Check, Case 43.43) stands if the engine lets him; never off a bridge early.
  if (play.state.men[manId]!.posture === 'prone') {
    if (bridgeOf(play.state, manId) || !decide(play.state, { type: 'task/stand', manId }, new TrenchDice()).ok) return;
    play.run({ type: 'task/stand', manId });
  }
  if (!isActive(play, manId)) return;
  if (play.state.men[manId]!.square?.col !== 40) walk(play, manId, EAST_EDGE);
  if (isActive(play, manId) && play.state.men[manId]!.square?.col === 40 && remainingTaskPoints(play.state, manId) >= 5) play.run({ type: 'task/exit-map', manId });
}

/** The German policy: fire the first fire the engine lists for him (Case 43.43 arcs included), else nothing. */
function germanInterval(play: Play, manId: string): void {
  if ((play.state.knowledge[manId]?.observing ?? []).length === 0) return;
  const fire = legalActions(play.state).commands.find((c) => c.type === 'task/fire' && c.manId === manId && !c.aimed);
  if (fire) play.run(fire);
  answerPrompts(play);
}

/** What a side's man does in his interval (he has begun; `index` is his place in his side's list). */
export type Policy = (play: Play, manId: string, index: number) => void;
export interface Policies {
  readonly british: Policy;
  readonly germans: Policy;
}
export const SIMPLE: Policies = { british: britishInterval, germans: (play, manId) => germanInterval(play, manId) };

/** One Task Execution Phase with both policies. */
function taskPhase(play: Play, policies: Policies): void {
  for (let guard = 0; guard < 300 && !play.ended; guard++) {
    answerPrompts(play);
    const who = whoseMove(play.state);
    if (who.kind === 'man-acting' && who.manId) {
      play.run({ type: 'task/end', manId: who.manId });
      continue;
    }
    if (who.kind !== 'choose-man' || !who.side) return;
    const ids = Object.keys(play.state.men).filter((id) => id.startsWith(`${who.side}-`)).sort();
    const eligible = ids.find((id) => decide(play.state, { type: 'task/begin', manId: id }, new TrenchDice()).ok);
    if (!eligible) {
      play.run({ type: 'side/pass', side: who.side });
      continue;
    }
    play.run({ type: 'task/begin', manId: eligible });
    if (!play.ended && isActive(play, eligible)) {
      (who.side === 'british' ? policies.british : policies.germans)(play, eligible, ids.indexOf(eligible));
    }
    answerPrompts(play);
    if (!play.ended && isActive(play, eligible)) play.run({ type: 'task/end', manId: eligible });
  }
}

/** One whole Game-Turn (Case 5.1 A–H). */
export function playTurn(play: Play, policies: Policies = SIMPLE): void {
  for (let guard = 0; guard < 12 && !play.ended; guard++) {
    const phase = play.state.phase;
    if (phase === 'initiative' && !sequenceOf(play.state).initiative) play.run({ type: 'initiative/roll' });
    if (phase === 'hand-to-hand' && combatSquares(play.state).length > 0 && play.state.scenario?.meleeResolvedTurn !== play.state.turn) play.run({ type: 'melee/resolve', combats: [] });
    if (phase === 'non-prepared-task-execution' || phase === 'prepared-task-execution') taskPhase(play, policies);
    if (play.ended) return;
    const turn = play.state.turn;
    play.run({ type: 'phase/advance' });
    if (play.state.phase === 'observation' && play.state.turn !== turn) return;
  }
}
