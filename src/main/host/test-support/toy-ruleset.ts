/**
 * A toy second ruleset, a few lines on the kernel: two sides, one command
 * (`toy/tick`: a side's counter goes up), one event, and a projection per
 * viewer — the umpire sees every count; a side sees only its own count and
 * its own secret. It proves the host, the contract and the transports know
 * no Commando.
 */
import { z } from 'zod';
import type { DiceSource } from '@shared/kernel/dice/dice-source';
import { err, ok, type Result } from '@shared/kernel/result';
import type { RuleError } from '@shared/kernel/rule-error';
import { runByFolding, type Ruleset } from '@shared/kernel/ruleset';
import type { Viewer } from '@shared/kernel/viewer';

export interface ToyState {
  readonly version: number;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly counts: Readonly<Record<string, number>>;
  /** Each side's secret: only that side and the umpire ever see it. */
  readonly secrets: Readonly<Record<string, string>>;
}
export type ToyCommand = { readonly type: 'toy/tick'; readonly by: string };
export type ToyEvent = { readonly type: 'toy/ticked'; readonly by: string; readonly count: number };
export interface ToyUmpireView {
  readonly ruleset: 'toy';
  readonly version: number;
  readonly kind: 'umpire';
  readonly counts: Readonly<Record<string, number>>;
  readonly secrets: Readonly<Record<string, string>>;
}
export interface ToySideView {
  readonly ruleset: 'toy';
  readonly version: number;
  readonly kind: 'side';
  readonly side: string;
  readonly count: number;
  readonly secret: string;
}
export interface ToyScenario {
  readonly sides: readonly { readonly id: string; readonly name: string; readonly secret: string }[];
}

const commandSchema = z.object({ type: z.literal('toy/tick'), by: z.string().min(1) }).strict();
const scenarioSchema = z.object({ sides: z.array(z.object({ id: z.string(), name: z.string(), secret: z.string() }).strict()).length(2) }).strict();

function decide(state: ToyState, command: ToyCommand, _dice: DiceSource): Result<ToyEvent[], RuleError> {
  if (!(command.by in state.counts)) return err({ code: 'toy/no-side', caseRef: 'Toy 1', message: `No side "${command.by}".` });
  return ok([{ type: 'toy/ticked', by: command.by, count: (state.counts[command.by] ?? 0) + 1 }]);
}

function evolve(state: ToyState, event: ToyEvent): ToyState {
  switch (event.type) {
    case 'toy/ticked':
      return { ...state, version: state.version + 1, counts: { ...state.counts, [event.by]: event.count } };
    default:
      // An event this ruleset does not know folds into nothing: the host refuses it (UnknownEventError).
      return undefined as unknown as ToyState;
  }
}

function project(state: ToyState, viewer: Viewer): ToyUmpireView | ToySideView {
  if (viewer.kind === 'umpire') return { ruleset: 'toy', version: state.version, kind: 'umpire', counts: state.counts, secrets: state.secrets };
  if (!(viewer.side in state.counts)) throw new Error(`No side "${viewer.side}" in this game.`);
  return { ruleset: 'toy', version: state.version, kind: 'side', side: viewer.side, count: state.counts[viewer.side] ?? 0, secret: state.secrets[viewer.side] ?? '' };
}

/** The toy rolls no dice. */
const NO_DICE: DiceSource = {
  mode: 'seeded',
  roll() {
    throw new Error('the toy rolls no dice');
  },
};

export type ToyRuleset = Ruleset<ToyState, ToyCommand, ToyEvent, ToyUmpireView, ToySideView, ToyScenario, null, null>;

export const toyRuleset: ToyRuleset = {
  id: 'toy',
  name: 'Toy counters',
  commandSchema,
  scenarioSchema,
  createGame: (scenario) => {
    const initial: ToyState = {
      version: 0,
      sides: scenario.sides.map((s) => ({ id: s.id, name: s.name })),
      counts: Object.fromEntries(scenario.sides.map((s) => [s.id, 0])),
      secrets: Object.fromEntries(scenario.sides.map((s) => [s.id, s.secret])),
    };
    return ok({ state: initial, events: [], initial });
  },
  decide,
  evolve,
  run: (state, command, dice) => runByFolding({ decide, evolve }, state, command, dice),
  project: project as ToyRuleset['project'],
  isLegal: (state, command) => decide(state, command, NO_DICE).ok,
  sides: (state) => state.sides,
  hasViewer: (state, viewer) => viewer.kind === 'umpire' || (viewer.side in state.counts && viewer.manId === undefined),
};

export const TOY_SCENARIO: ToyScenario = {
  sides: [
    { id: 'red', name: 'Red', secret: 'red-secret-7431' },
    { id: 'blue', name: 'Blue', secret: 'blue-secret-9902' },
  ],
};

/** A new toy game's state. */
export function toyGame(): ToyState {
  const g = toyRuleset.createGame(TOY_SCENARIO, null, null, NO_DICE);
  if (!g.ok) throw new Error('the toy game does not set up');
  return g.value.state;
}
