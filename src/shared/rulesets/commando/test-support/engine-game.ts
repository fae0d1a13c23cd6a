import type { ScenarioRuntime } from '../model/scenario-state';
import { blankMap } from '../../../map/map-model';
import type { DiceSource, DieFace } from '../../../kernel/dice/dice-source';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Command } from '../model/commands';
import { decide, evolve } from '../engine/dispatch';
import { whoseMove } from '../engine/legal-actions';
import type { GameEvent } from '../model/events';
import type { GameState, ManState, SideInfo } from '../model/state';

export interface ManSpec {
  readonly id: string;
  readonly side: string;
  readonly col: number;
  readonly row: number;
  readonly posture?: 'erect' | 'prone';
  readonly condition?: ManState['condition'];
  readonly wounds?: number;
}

/** A blank-map game for engine tests: side `a` commando (code C), side `b` defending (code G) unless told otherwise. */
export function engineGame(
  men: readonly ManSpec[],
  opts: { width?: number; height?: number; observationRange?: number | 'unlimited'; sides?: readonly SideInfo[]; phase?: string } = {},
): GameState {
  const made: ManState[] = men.map((m) => ({
    id: m.id,
    side: m.side,
    name: `Man ${m.id}`,
    square: { col: m.col, row: m.row },
    posture: m.posture ?? 'erect',
    endurance: 14,
    wounds: m.wounds ?? 0,
    condition: m.condition ?? 'fit',
    weapons: ['rifle'],
  }));
  return {
    gameId: 'engine-test',
    ruleset: 'commando',
    scenarioName: 'engine test',
    map: blankMap('m', 'engine test map', opts.width ?? 30, opts.height ?? 30, { kind: 'custom', note: 'test' }),
    sides: opts.sides ?? [
      { id: 'a', name: 'Player A', mode: 'commando', observationCode: 'C' },
      { id: 'b', name: 'Player B', mode: 'defending', observationCode: 'G' },
    ],
    men: Object.fromEntries(made.map((m) => [m.id, m])),
    knowledge: {},
    turn: 1,
    phase: opts.phase ?? 'observation',
    observationRange: opts.observationRange ?? 'unlimited',
    version: 0,
  };
}

/** The game with these named campaign readings chosen (model/readings.ts), under a minimal started scenario. */
export function withReadings(state: GameState, readings: readonly string[]): GameState {
  const scenario: ScenarioRuntime = {
    id: 't', title: 'readings test', section: 0, optionalRules: [], readings, enduranceChoice: 'standard', specialRules: [],
    gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [], entry: [], reinforcements: [],
    deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started: true,
  };
  return { ...state, scenario };
}

/** Runs commands one by one, throwing on the first refusal; returns the state and every event. */
export class Table {
  readonly events: GameEvent[] = [];
  constructor(
    public state: GameState,
    public dice: DiceSource,
  ) {}

  run(...commands: Command[]): GameEvent[] {
    const out: GameEvent[] = [];
    for (const c of commands) {
      const r = decide(this.state, c, this.dice);
      if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code} (${r.error.caseRef}) ${r.error.message}`);
      this.state = r.value.reduce(evolve, this.state);
      this.events.push(...r.value);
      out.push(...r.value);
    }
    return out;
  }

  /** The refusal of a command that must be illegal; asserts it changed nothing. */
  refuse(c: Command): { code: string; caseRef: string; message: string } {
    const before = this.state;
    const r = decide(this.state, c, this.dice);
    if (r.ok) throw new Error(`${c.type} was accepted but should have been refused`);
    if (this.state !== before) throw new Error('a refused command changed the state');
    return r.error;
  }

  advanceTo(phase: string): void {
    let guard = 0;
    while (this.state.phase !== phase) {
      if (++guard > 20) throw new Error(`never reached ${phase}`);
      this.run({ type: 'phase/advance' });
    }
  }
}

/** A Table of `state` at the Non-Prepared Task Execution Phase of Game-Turn 1, side a holding the initiative (7 against 2); `more` dice after those. */
export function executionTable(state: GameState, more: readonly DieFace[] = []): Table {
  const t = new Table(state, new ScriptedDice([...d10(7, 2), ...more]));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  return t;
}

/** Every side passes, every man ends his tasks, the initiative is rolled, until Game-Turn `turn`'s Phase `phase` (at most `limit` commands). */
export function passToTurn(t: Table, turn: number, phase: string, limit: number): void {
  for (let i = 0; i < limit && !(t.state.turn === turn && t.state.phase === phase); i++) {
    if (t.state.phase === 'initiative' && !t.state.sequence?.initiative) t.run({ type: 'initiative/roll' });
    else {
      const who = whoseMove(t.state);
      if (who.kind === 'choose-man' && who.side) t.run({ type: 'side/pass', side: who.side });
      else if (who.kind === 'man-acting' && who.manId) t.run({ type: 'task/end', manId: who.manId });
      else t.run({ type: 'phase/advance' });
    }
  }
}
