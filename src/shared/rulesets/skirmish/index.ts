/**
 * The modern skirmish ruleset (A. Longbottom, 1989; seed 003) on the kernel:
 * a table in inches, a reconstructed simultaneous Bound, spotting with false
 * contacts under hidden movement. No import of any other ruleset.
 */
import { z } from 'zod';
import type { DiceSource, DieRequest } from '../../kernel/dice/dice-source';
import { err, ok } from '../../kernel/result';
import { runByFolding, type Ruleset } from '../../kernel/ruleset';
import { decideSkirmish } from './engine/dispatch';
import { evolveSkirmish } from './engine/evolve';
import { skirmishLegalActions } from './engine/legal-actions';
import { skirmishCommandSchema, type SkirmishCommand } from './model/commands';
import { SKIRMISH_EVENT_TYPES, type SkirmishEvent } from './model/events';
import { unitOrderSchema, type UnitOrder } from './model/orders';
import { skirmishScenarioSchema, type ParsedSkirmishScenario } from './model/scenario';
import type { SkirmishState } from './model/state';
import { createSkirmishState } from './scenarios/create-game';
import { skirmishDecidedResult } from './scenarios/result';
import { decideVictory, type VictoryDecision } from './scenarios/victory';
import type { Viewer } from '../../kernel/viewer';
import { projectSkirmish, type SkirmishSideView, type SkirmishUmpireView } from './view/project';
import { skirmishReportWords } from './view/report-words';

export const SKIRMISH_RULESET_ID = 'skirmish';

/** A dry run for `isLegal`: every die shows 1 (decide never mutates; the events are thrown away). */
const DRY_DICE: DiceSource = { mode: 'scripted', roll: (r: DieRequest) => ({ die: r.die, face: 1 }) };

const decide = decideSkirmish;
const evolve = evolveSkirmish;

/** The umpire's view as the ruleset projects it: the table and the truth, and whether the game is decided (scenarios/victory.ts). */
export type SkirmishUmpireGameView = SkirmishUmpireView & { readonly victory: VictoryDecision };

export type SkirmishRuleset = Ruleset<SkirmishState, SkirmishCommand, SkirmishEvent, SkirmishUmpireGameView, SkirmishSideView, ParsedSkirmishScenario, null, null>;

export const skirmishRuleset: SkirmishRuleset = {
  id: SKIRMISH_RULESET_ID,
  name: 'Modern skirmish (1989)',
  commandSchema: skirmishCommandSchema as z.ZodType<SkirmishCommand>,
  scenarioSchema: skirmishScenarioSchema as unknown as z.ZodType<ParsedSkirmishScenario>,
  createGame: (scenario) => {
    const made = createSkirmishState(scenario);
    if (!made.ok) return made;
    return ok({ state: made.value, events: [], initial: made.value });
  },
  decide,
  evolve,
  run: (state, command, dice) => runByFolding({ decide, evolve }, state, command, dice),
  // The umpire's view carries the victory decision (ruling SG2): read here, above view/, which may not import scenarios/.
  project: ((state: SkirmishState, viewer: Viewer) => (viewer.kind === 'umpire' ? { ...projectSkirmish(state, viewer), victory: decideVictory(state) } : projectSkirmish(state, viewer))) as SkirmishRuleset['project'],
  legalActions: skirmishLegalActions,
  isLegal: (state, command) => decide(state, command, DRY_DICE).ok,
  sides: (state) => state.sides,
  eventTypes: SKIRMISH_EVENT_TYPES,
  // A result counts a figure wounded, crippled or killed (seed line 61) as a casualty; a pinned man is fit (ruling SG2).
  tally: (state) => ({
    turn: state.bound,
    men: Object.values(state.figures).map((f) => ({ id: f.id, name: f.name, side: state.units[f.unitId]?.side ?? '', condition: f.state === 'ok' || f.state === 'pinned' ? 'fit' : f.state, wounds: f.state === 'wounded' ? 1 : 0 })),
  }),
  // Issue 19: the umpire may finish with the scenario's decision (ruling SG2); the archive's report reads the game in the log's words.
  decidedResult: skirmishDecidedResult,
  reportWords: skirmishReportWords,
  hasViewer: (state, viewer) => {
    if (viewer.kind === 'umpire') return true;
    if (!state.sides.some((s) => s.id === viewer.side)) return false;
    if (viewer.manId === undefined) return true;
    const f = state.figures[viewer.manId];
    return f !== undefined && state.units[f.unitId]?.side === viewer.side;
  },
  playerActions: {
    params: { submitOrders: z.strictObject({ orders: z.array(unitOrderSchema) }) },
    command: (state, side, action, params) => {
      if (action !== 'submitOrders') return err(`a side's window has no action "${action}"`);
      if (state.step !== 'orders') return err(`orders are written in the Orders step; the bound is in its ${state.step} step`);
      const { orders } = params as { orders: UnitOrder[] };
      // Said the same whether the unit is the enemy's or no one's: a side learns nothing of the other's units.
      const foreign = orders.find((o) => state.units[o.unitId]?.side !== side);
      if (foreign) return err(`"${foreign.unitId}" is not one of your units`);
      return ok({ type: 'orders/submit', side, orders });
    },
  },
};
