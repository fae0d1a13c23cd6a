/**
 * Playing a game through `decide` in scenario engine tests: the running
 * game, and the small moves every scripted policy makes — answer whatever
 * prompts are open, walk a man toward a goal on a cheapest affordable route.
 * A refused command throws with its Case.
 */
import type { DiceSource, DieFace, DieRequest } from '../../../../../kernel/dice/dice-source';
import type { Command } from '../../../model/commands';
import { decide, evolve } from '../../../engine/dispatch';
import type { GameEvent } from '../../../model/events';
import type { GameState } from '../../../model/state';
import { sequenceOf } from '../../../model/state';
import type { GameMap, Square } from '../../../../../map/map-model';
import { moverOf } from '../../../engine/move-command';
import { remainingTaskPoints } from '../../../engine/task-points';
import { reachable } from '../../../rules/path-finding';
import { occupancyFromMen } from '../../../rules/stacking';

/** Scripted dice by rule: every die its highest face (1D100 = 100: no observation, no panic, no preservation failure), except the initiative 1D10 of the side named `loser` shows 1. */
export class HighDiceLosingInitiative implements DiceSource {
  readonly mode = 'scripted' as const;
  readonly purposes: string[] = [];
  constructor(private readonly loser: string) {}
  roll(request: DieRequest): DieFace {
    this.purposes.push(request.purpose);
    if (request.die === 'd6') return { die: 'd6', face: 6 };
    if (request.purpose.includes('initiative') && request.purpose.includes(this.loser)) return { die: 'd10', face: 1 };
    return { die: 'd10', face: 10 };
  }
}

export class Play {
  readonly events: GameEvent[] = [];
  commands = 0;
  constructor(
    public state: GameState,
    readonly dice: DiceSource,
  ) {}
  run(c: Command): GameEvent[] {
    const r = decide(this.state, c, this.dice);
    if (!r.ok) throw new Error(`${c.type} ${JSON.stringify(c)} refused: ${r.error.code} (${r.error.caseRef}) ${r.error.message}`);
    this.state = r.value.reduce(evolve, this.state);
    this.events.push(...r.value);
    this.commands++;
    return r.value;
  }
  get ended(): boolean {
    return this.state.scenario?.ended !== undefined;
  }
}

/** Every prompt answered: a tied panic fire at the first candidate, plotted men hold, observers forego when they may, else attempt. */
export function answerPrompts(play: Play): void {
  for (let guard = 0; guard < 50 && !play.ended; guard++) {
    const p = sequenceOf(play.state).prompts[0];
    if (!p) return;
    // Case 14.22: a tied panic fire goes at the first equally near man.
    if (p.kind === 'panic-target') {
      play.run({ type: 'panic/choose-target', manId: p.moverId, targetId: p.candidates[0]! });
      continue;
    }
    if (p.kind === 'opportunity') {
      play.run({ type: 'opportunity/hold', promptId: p.id });
      continue;
    }
    const e = p.pending[0]!;
    const r = decide(play.state, { type: 'observe/forego', observerId: e.observerId, promptId: p.id }, play.dice);
    if (r.ok) play.run({ type: 'observe/forego', observerId: e.observerId, promptId: p.id });
    else play.run({ type: 'observe/attempt', observerId: e.observerId, targetId: p.moverId });
  }
}

export const isActive = (play: Play, manId: string): boolean => sequenceOf(play.state).active?.manId === manId && !play.ended;

/** The affordable prefix of a cheapest route to any of `targets`, over `map` (the game's, or one a rule changes for this mover). */
export function routeToward(state: GameState, manId: string, targets: readonly Square[], map: GameMap = state.map): Square[] | undefined {
  const man = state.men[manId]!;
  const occ = occupancyFromMen(Object.values(state.men), man.side, man.id);
  const far = reachable(map, moverOf(man), man.square!, 100_000, occ);
  let best: Square[] | null = null;
  for (const t of targets) {
    const r = far.routeTo(t);
    if (r && (!best || far.costAt(t)! < far.costAt(best[best.length - 1]!)!)) best = r;
  }
  if (!best || best.length < 2) return undefined;
  const left = remainingTaskPoints(state, manId);
  let n = 1;
  while (n < best.length && far.costAt(best[n]!)! <= left) n++;
  return n >= 2 ? best.slice(0, n) : undefined;
}

/** Move the active man toward `targets`, answering prompts, until he is there or cannot go on. */
export function walk(play: Play, manId: string, targets: readonly Square[], mapFor: (state: GameState) => GameMap = (s) => s.map): void {
  for (let guard = 0; guard < 20 && isActive(play, manId); guard++) {
    answerPrompts(play);
    // A prompt answered may end his interval (a tied panic fire, Cases 14.14, 14.22).
    if (!isActive(play, manId)) return;
    const man = play.state.men[manId]!;
    if (!man.square || targets.some((t) => t.col === man.square!.col && t.row === man.square!.row)) return;
    if (sequenceOf(play.state).active?.stoppedByEnemy) return;
    const route = routeToward(play.state, manId, targets, mapFor(play.state));
    if (!route) return;
    play.run({ type: 'task/move', manId, route });
    answerPrompts(play);
  }
}
