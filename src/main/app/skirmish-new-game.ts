/**
 * Setting up a skirmish game from the Games screen (issue 19): the scenario
 * file read against its table (the bundled one, or the campaign's own), the
 * first state built by the skirmish ruleset's `createGame` (found in the
 * registry by the file's `"ruleset"`), nothing rolled. What the Commando form
 * offers besides the dice (endurance, Optional Rules by Section, mines by
 * allotment) is Commando's: asked of a skirmish game, it is refused by name
 * rather than silently dropped.
 */
import type { NewGameInput } from '@shared/contract/api';
import type { DiceSource } from '@shared/kernel/dice/dice-source';
import type { AnyRuleset } from '@shared/kernel/ruleset';
import { rulesetOfFile } from '@shared/rulesets/index';
import { formatSkirmishScenarioError, loadSkirmishScenario } from '@shared/rulesets/skirmish/scenarios/load-scenario';
import type { ScenarioRecord } from '../db/queries/scenarios';
import { HostError } from '../host/game-host';

export interface SkirmishSetUp {
  readonly ruleset: AnyRuleset;
  readonly initial: { readonly version: number };
  readonly tableId: string;
}

export function setUpSkirmishGame(record: ScenarioRecord, input: NewGameInput, tableOf: (id: string) => unknown, dice: DiceSource): SkirmishSetUp {
  const commandoOnly = [
    ...(input.endurance === 'rolled' ? ['rolled endurance (Commando Case 9.4)'] : []),
    ...(input.optionalRules.length > 0 ? [`Optional Rules ${input.optionalRules.join(', ')} (Commando Sections; a skirmish scenario names its own)`] : []),
    ...(input.mines ? ['mine allotments (Commando Section 22.0; a skirmish scenario places its own mined areas)'] : []),
  ];
  if (commandoOnly.length > 0) throw new HostError(`${record.name} is a skirmish scenario and takes no ${commandoOnly.join(', no ')}. No game was set up.`);
  const ruleset = rulesetOfFile(record.scenario);
  if (!ruleset.ok) throw new HostError(`Scenario "${record.name}" does not read, so no game was set up: ${ruleset.error}`);
  const loaded = loadSkirmishScenario(record.scenario, `scenario ${record.id}`, tableOf);
  if (!loaded.ok) throw new HostError(`Scenario "${record.name}" does not read, so no game was set up: ${loaded.errors.map(formatSkirmishScenarioError).join('; ')}`);
  const made = ruleset.value.createGame(loaded.setup, null, null, dice);
  if (!made.ok) throw new HostError(`${record.name} could not be set up: ${made.error.map((e) => `${e.message} (${e.caseRef}, ${e.code})`).join('; ')}. No game was set up.`);
  return { ruleset: ruleset.value, initial: made.value.state as { version: number }, tableId: loaded.table.id };
}
