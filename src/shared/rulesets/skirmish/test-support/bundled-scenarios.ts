/** The bundled tables and skirmish scenarios (assets/), for the engine tests. */
import { loadSkirmishScenario } from '../scenarios/load-scenario';
import type { ParsedSkirmishScenario } from '../model/scenario';
import type { SkirmishState } from '../model/state';
import { createSkirmishState } from '../scenarios/create-game';

const tables = import.meta.glob<unknown>('../../../../../assets/tables/*.json', { eager: true, import: 'default' });
export const BUNDLED_SCENARIOS = import.meta.glob<unknown>('../../../../../assets/skirmish-scenarios/*.json', { eager: true, import: 'default' });

/** A bundled table file by its id. */
export const bundledTable = (id: string): unknown => Object.values(tables).find((t) => (t as { id?: unknown }).id === id);

/** A fresh deep copy of a bundled scenario file, by its file name ("patrol-meeting"). */
export function scenarioFile(name: string): Record<string, unknown> {
  const f = BUNDLED_SCENARIOS[`../../../../../assets/skirmish-scenarios/${name}.json`];
  if (!f) throw new Error(`no bundled skirmish scenario ${name}`);
  return JSON.parse(JSON.stringify(f)) as Record<string, unknown>;
}

export function bundledSetup(name: string): ParsedSkirmishScenario {
  const r = loadSkirmishScenario(scenarioFile(name), `${name}.json`, bundledTable);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.setup;
}

export function bundledGame(name: string): SkirmishState {
  const made = createSkirmishState(bundledSetup(name));
  if (!made.ok) throw new Error(made.error.map((e) => e.message).join('\n'));
  return made.value;
}
