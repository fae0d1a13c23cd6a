/** A skirmish scenario file: its table (a table file, model/table-schema.ts), sides, units and figures. */
import { z } from 'zod';
import { figureSchema, sideSchema, unitSchema } from './figures';

export const SKIRMISH_SCENARIO_VERSION = 1;

export const skirmishScenarioSchema = z.strictObject({
  ruleset: z.literal('skirmish', { error: 'a skirmish scenario says "ruleset": "skirmish"' }),
  version: z.literal(SKIRMISH_SCENARIO_VERSION),
  id: z.string().min(1),
  name: z.string().min(1),
  /** The table file, checked by model/table-model.ts parseTable. */
  table: z.unknown(),
  night: z.boolean().default(false),
  sides: z.array(sideSchema).length(2, 'a skirmish game has two sides'),
  units: z.array(unitSchema).min(1),
  figures: z.array(figureSchema).min(1),
});
export type SkirmishScenario = z.input<typeof skirmishScenarioSchema>;
export type ParsedSkirmishScenario = z.output<typeof skirmishScenarioSchema>;
