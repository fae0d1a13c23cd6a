/**
 * Engine tests of scenario special rules on the real scenario files and
 * maps: the game is made by `createGame` and then put straight into play
 * (men placed where the test wants them, a chosen Game-Turn), so one rule
 * can be driven without playing the whole set-up. `PurposeDice` answers by
 * the roll's purpose: scripted faces for the rolls a test is about, the
 * highest face for the rest (1D100 = 100: no panic, no observation).
 */
import { loadBundled } from './bundled';
import type { DiceSource, DieFace, DieRequest } from '../../../../../kernel/dice/dice-source';
import { Table } from '../../../test-support/engine-game';
import type { GameState } from '../../../model/state';
import { initialSequence, sequenceOf } from '../../../model/state';
import type { Square } from '../../../../../map/map-model';
import type { Scenario } from '../../../model/scenario-schema';
import { createGame } from '../../setup-game';
import { whoseMove } from '../../../engine/legal-actions';

export class PurposeDice implements DiceSource {
  readonly mode = 'scripted' as const;
  readonly purposes: string[] = [];
  constructor(
    /** Faces for rolls whose purpose contains `match`, used in order. */
    private readonly scripts: { match: string; faces: DieFace[] }[] = [],
    /** The side name whose initiative die shows 1 (the other side has the initiative). */
    private readonly initiativeLoser?: string,
  ) {}
  roll(request: DieRequest): DieFace {
    this.purposes.push(request.purpose);
    const s = this.scripts.find((x) => request.purpose.includes(x.match) && x.faces.length > 0);
    if (s) return s.faces.shift()!;
    if (this.initiativeLoser && request.purpose.includes('initiative') && request.purpose.includes(this.initiativeLoser)) return { die: 'd10', face: 1 };
    return request.die === 'd6' ? { die: 'd6', face: 6 } : { die: 'd10', face: 10 };
  }
}

export const loadScenarioFile = loadBundled;

export interface InPlayOptions {
  /** Men on the map at the start of the test, by id; every other man stays where createGame left him. */
  readonly place: Readonly<Record<string, Square>>;
  readonly turn?: number;
  readonly firstCommandoEntryTurn?: number;
  readonly optionalRules?: readonly string[];
  /** Drop the necessary Optional Rules (Case 50.42's Section 36, not built) to test a scenario's other modules. */
  readonly withoutNecessary?: boolean;
}

/** A game of the scenario in its Observation Phase, set-up skipped. */
export async function inPlay(file: string, letter: string, dice: DiceSource, opts: InPlayOptions): Promise<Table> {
  const { scenario, map } = await loadScenarioFile(file, letter);
  const sc: Scenario = opts.withoutNecessary ? { ...scenario, optionalRules: { ...scenario.optionalRules, necessary: [] } } : scenario;
  const g = createGame(sc, map, { gameId: `${scenario.id}-test`, endurance: 'standard', optionalRules: opts.optionalRules ?? [] }, dice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  const s = g.value.state;
  const men = { ...s.men };
  for (const [id, square] of Object.entries(opts.place)) {
    const m = men[id];
    if (!m) throw new Error(`no man ${id}`);
    men[id] = { ...m, square, awaitingEntry: false };
  }
  const state: GameState = {
    ...s,
    men,
    phase: 'observation',
    turn: opts.turn ?? 1,
    sequence: initialSequence(),
    scenario: { ...s.scenario!, started: true, ...(opts.firstCommandoEntryTurn !== undefined ? { firstCommandoEntryTurn: opts.firstCommandoEntryTurn } : {}) },
  };
  return new Table(state, dice);
}

/** Initiative to the side whose initiative die does not show 1, then `manId` begins in the Non-Prepared Task Execution Phase. */
export function begin(t: Table, manId: string): void {
  if (t.state.phase !== 'non-prepared-task-execution') {
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
  }
  t.run({ type: 'task/begin', manId });
}

/** Ends the acting man's interval, passes both sides and advances to the next Game-Turn's Observation Phase. */
export function nextTurn(t: Table): void {
  const turn = t.state.turn;
  for (let guard = 0; guard < 60 && t.state.turn === turn; guard++) {
    const who = whoseMove(t.state);
    if (who.kind === 'man-acting' && who.manId) t.run({ type: 'task/end', manId: who.manId });
    else if (who.kind === 'choose-man' && who.side) t.run({ type: 'side/pass', side: who.side });
    else if (t.state.phase === 'initiative' && !sequenceOf(t.state).initiative) t.run({ type: 'initiative/roll' });
    else t.run({ type: 'phase/advance' });
  }
}
