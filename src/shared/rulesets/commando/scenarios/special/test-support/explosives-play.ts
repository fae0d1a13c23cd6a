/**
 * Playing a bundled scenario in engine tests (scenario explosives, the
 * Oilfield advisers; file of H4): load a scenario file and its map, set the defender up
 * by the Zone counts, and step Phases with the commando side acting by a
 * script and the defender passing. Dice are scripted by purpose.
 */
import { loadBundled } from './bundled';
import type { DiceSource, DieFace, DieRequest } from '../../../../../kernel/dice/dice-source';
import type { Command } from '../../../model/commands';
import { decide } from '../../../engine/dispatch';
import type { GameState } from '../../../model/state';
import { sequenceOf } from '../../../model/state';
import { whoseMove } from '../../../engine/legal-actions';
import type { Square } from '../../../../../map/map-model';
import { terrainAt } from '../../../../../map/map-model';
import { createGame } from '../../setup-game';
import { Play } from './entebbe-play';

export { loadBundled };

/**
 * Dice by purpose: 1D100 shows `percent[purpose fragment]` when one matches
 * (else 100: nobody observes, panics or fails preservation); other d10s show
 * 10 and d6s 6, except that initiative rolls alternate 10 and 1 (no ties).
 */
export class PurposeDice implements DiceSource {
  readonly mode = 'scripted' as const;
  readonly purposes: string[] = [];
  private pending: number[] = [];
  private initiative = 0;
  constructor(public percent: Record<string, number[]> = {}) {}
  roll(request: DieRequest): DieFace {
    this.purposes.push(request.purpose);
    if (request.die === 'd6') return { die: 'd6', face: 6 };
    if (request.purpose.includes('Case 6.1 initiative')) return { die: 'd10', face: this.initiative++ % 2 === 0 ? 10 : 1 };
    const next = this.pending.shift();
    if (next !== undefined) return { die: 'd10', face: next };
    const key = Object.keys(this.percent).find((k) => request.purpose.includes(k) && (this.percent[k]?.length ?? 0) > 0);
    if (key !== undefined) {
      const v = this.percent[key]!.shift()!;
      // Case 4.0 1D100: tens die then units die, a face of 10 reads 0; "00" is 100.
      const tens = Math.floor((v % 100) / 10);
      const units = v % 10;
      this.pending.push(units === 0 ? 10 : units);
      return { die: 'd10', face: tens === 0 ? 10 : tens };
    }
    return { die: 'd10', face: 10 };
  }
}

export async function newScenarioGame(file: string, mapLetter: string, dice: DiceSource): Promise<{ play: Play; initial: GameState; setupEvents: Play['events'] }> {
  const { scenario, map } = await loadBundled(file, mapLetter);
  const g = createGame(scenario, map, { gameId: `${scenario.id}-test`, endurance: 'standard', optionalRules: [] }, dice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return { play: new Play(g.value.state, dice), initial: g.value.initial, setupEvents: g.value.events };
}

/** Set the defending side up by its Zone counts on open squares (every third), away from `avoid`. */
export function deployDefenders(play: Play, side: string, avoid: readonly Square[] = []): void {
  const s = play.state;
  const dep = s.scenario!.deployment.find((d) => d.side === side)!;
  const men = Object.values(s.men).filter((m) => m.side === side && !m.awaitingEntry);
  const far = (q: Square) => avoid.every((a) => Math.max(Math.abs(a.col - q.col), Math.abs(a.row - q.row)) > 8);
  let i = 0;
  for (const z of dep.zones) {
    const squares = s.map.zones.find((x) => x.id === z.zone)!.squares.filter((q) => terrainAt(s.map, q).terrain === 'clear' && far(q));
    for (let k = 0; k < z.men; k++) play.run({ type: 'setup/deploy', manId: men[i++]!.id, square: squares[k * 3]! });
  }
}

/**
 * Step the game until `until` holds (checked before each step): the initiative
 * rolled, hand-to-hand advanced, and in each task Phase the commando side acts
 * with `act` (returning the commands of one interval, or none to pass) while
 * the other side passes.
 */
export type Interval = { readonly manId: string; readonly commands: (state: GameState) => Command[] };

export function stepUntil(play: Play, commandoSide: string, act: (state: GameState) => Interval | undefined, until: (state: GameState) => boolean, maxSteps = 400): void {
  for (let guard = 0; guard < maxSteps; guard++) {
    if (until(play.state) || play.ended) return;
    const s = play.state;
    if (s.phase === 'initiative' && !sequenceOf(s).initiative) {
      play.run({ type: 'initiative/roll' });
      continue;
    }
    const who = whoseMove(s);
    if (who.kind === 'choose-man' && who.side) {
      const plan = who.side === commandoSide ? act(s) : undefined;
      if (!plan) {
        play.run({ type: 'side/pass', side: who.side });
        continue;
      }
      play.run({ type: 'task/begin', manId: plan.manId });
      for (const c of plan.commands(play.state)) play.run(c);
      if (sequenceOf(play.state).active?.manId === plan.manId) play.run({ type: 'task/end', manId: plan.manId });
      continue;
    }
    play.run({ type: 'phase/advance' });
  }
  if (!until(play.state) && !play.ended) throw new Error(`stepUntil: not reached in ${maxSteps} steps (Turn ${play.state.turn}, ${play.state.phase})`);
}

/** Would `decide` take this command now? */
export const legalNow = (play: Play, c: Command): boolean => decide(play.state, c, play.dice).ok;

/** One interval per Game-Turn from a script by Turn (the first task Phase the commando side may act in). */
export function byTurn(script: Readonly<Record<number, Interval>>): (state: GameState) => Interval | undefined {
  const done = new Set<number>();
  return (s) => {
    const plan = script[s.turn];
    if (!plan || done.has(s.turn)) return undefined;
    done.add(s.turn);
    return plan;
  };
}

/** The start of a Phase of a Game-Turn. */
export const at = (turn: number, phase: string) => (s: GameState): boolean => s.turn > turn || (s.turn === turn && s.phase === phase);
