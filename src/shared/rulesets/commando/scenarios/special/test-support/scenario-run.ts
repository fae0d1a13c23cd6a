/**
 * Whole-game runs of a scenario for engine tests (Sections 44.0, 45.0): set
 * the defenders up by the Zone counts, then play Game-Turns with a policy
 * for each side's interval. Every command goes through `decide` (the
 * `Play` recorder of entebbe-play.ts); a refusal throws, so a run that ends
 * has met no rule error.
 */
import type { DiceSource } from '../../../../../kernel/dice/dice-source';
import { decide } from '../../../engine/dispatch';
import type { Command } from '../../../model/commands';
import type { GameEvent } from '../../../model/events';
import type { GameState, ManState } from '../../../model/state';
import { sequenceOf } from '../../../model/state';
import type { Square } from '../../../../../map/map-model';
import { squareIndex } from '../../../../../map/map-model';
import { isLegal, whoseMove } from '../../../engine/legal-actions';
import { combatSquares } from '../../../engine/melee-phase';
import { createGame } from '../../setup-game';
import { answerPrompts, isActive, Play, walk } from './play';
import { loadScenarioFile } from './scenario-table';

export { answerPrompts, isActive, Play, walk };

export async function newScenarioGame(file: string, letter: string, dice: DiceSource, endurance: 'standard' | 'rolled' = 'standard'): Promise<{ play: Play; initial: GameState; setupEvents: GameEvent[] }> {
  const { scenario, map } = await loadScenarioFile(file, letter);
  const g = createGame(scenario, map, { gameId: `${scenario.id}-run`, endurance, optionalRules: [] }, dice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return { play: new Play(g.value.state, dice), initial: g.value.initial, setupEvents: g.value.events };
}

const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;

/** Case 38.43: the Zone counts, spread over each Zone's dry squares; the men in `first` go to the squares given. */
export function deployByZones(play: Play, first: Readonly<Record<string, Square>> = {}): void {
  const s = play.state;
  const dep = s.scenario!.deployment[0]!;
  const zoneOf = (q: Square) => s.map.zones.find((z) => z.squares.some((x) => same(x, q)))?.id;
  const placed: Record<number, number> = {};
  for (const [id, square] of Object.entries(first)) {
    play.run({ type: 'setup/deploy', manId: id, square });
    const z = zoneOf(square)!;
    placed[z] = (placed[z] ?? 0) + 1;
  }
  const men = Object.values(play.state.men).filter((m) => m.side === dep.side && !m.square && !m.awaitingEntry);
  let i = 0;
  for (const z of dep.zones) {
    const dry = s.map.zones
      .find((x) => x.id === z.zone)!
      .squares.filter((q) => {
        const t = s.map.squares[squareIndex(s.map, q)]!;
        return t.elevation >= 0 && !['forest', 'mountain', 'oil-tank'].includes(t.terrain) && !Object.values(first).some((f) => same(f, q));
      });
    const step = Math.max(1, Math.floor(dry.length / Math.max(1, z.men)));
    for (let k = 0; k < z.men - (placed[z.zone] ?? 0); k++) play.run({ type: 'setup/deploy', manId: men[i++]!.id, square: dry[(k * step) % dry.length]! });
  }
  play.run({ type: 'setup/start' });
}

/** How many squares apart two squares are, a diagonal step counting one. */
export const squaresApart = (a: Square, b: Square): number => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));

/** He fires at the nearest of `enemies` (the four nearest tried) that `decide` lets him fire at; true when he fired. */
export function fireAtNearest(play: Play, manId: string, enemies: readonly ManState[]): boolean {
  const at = play.state.men[manId]!.square!;
  const targets = [...enemies].sort((a, b) => squaresApart(a.square!, at) - squaresApart(b.square!, at));
  for (const t of targets.slice(0, 4)) {
    const c: Command = { type: 'task/fire', manId, targets: [{ targetId: t.id }] };
    if (isLegal(play.state, c)) {
      play.run(c);
      return true;
    }
  }
  return false;
}

/** A side's policy: act with one of its men (true), or pass (false). */
export type SidePolicy = (play: Play, side: string) => boolean;

const canBegin = (play: Play, manId: string): boolean => decide(play.state, { type: 'task/begin', manId }, { mode: 'scripted', roll: (r) => ({ die: r.die, face: r.die === 'd6' ? 6 : 10 }) }).ok;

/** Begin the first man of `ids` who may, and run `interval` for him; false when none may begin. */
export function actWith(play: Play, ids: readonly string[], interval: (manId: string) => void): boolean {
  const id = ids.find((x) => canBegin(play, x));
  if (!id) return false;
  play.run({ type: 'task/begin', manId: id });
  answerPrompts(play);
  if (isActive(play, id)) interval(id);
  answerPrompts(play);
  if (isActive(play, id)) play.run({ type: 'task/end', manId: id });
  return true;
}

function taskPhase(play: Play, policies: Readonly<Record<string, SidePolicy>>): void {
  for (let guard = 0; guard < 200 && !play.ended; guard++) {
    answerPrompts(play);
    const who = whoseMove(play.state);
    if (who.kind === 'man-acting' && who.manId) {
      play.run({ type: 'task/end', manId: who.manId });
      continue;
    }
    if (who.kind !== 'choose-man' || !who.side) return;
    const policy = policies[who.side];
    if (!policy || !policy(play, who.side)) play.run({ type: 'side/pass', side: who.side });
  }
}

/** One whole Game-Turn (Case 5.1 A–H). */
export function playTurn(play: Play, policies: Readonly<Record<string, SidePolicy>>): void {
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
