/** A skirmish scenario file: its table (a table file, model/table-schema.ts), sides, units and figures. */
import { z } from 'zod';
import { figureSchema, sideSchema, unitSchema } from './figures';
import { aimedRowSchema, deploymentAreaSchema, minefieldSchema, SET_UPS, victoryConditionSchema } from './scenario-file';
import { CONFLICTS } from '../tables/unit-ratings';

export const SKIRMISH_SCENARIO_VERSION = 1;

/**
 * The terms of a scenario written in the version-2 format (model/scenario-file.ts),
 * kept in the game's state for the umpire: set-up, deployment, mined areas,
 * game length and victory (scenarios/victory.ts decides it), optional rules,
 * and each figure's aimed-fire row. Never shown to a side (view/project.ts).
 */
export const scenarioTermsSchema = z.strictObject({
  conflict: z.enum(CONFLICTS),
  setUp: z.enum(SET_UPS),
  briefing: z.string().default(''),
  deployment: z.record(z.string(), z.array(deploymentAreaSchema)),
  minefields: z.array(minefieldSchema).default([]),
  gameLength: z.strictObject({ bounds: z.number().int().min(1) }),
  victory: z.strictObject({ conditions: z.array(victoryConditionSchema).min(1), otherwise: z.string().min(1) }),
  optionalRules: z.array(z.string()).default([]),
  aimed: z.record(z.string(), aimedRowSchema).default({}),
});
export type ScenarioTerms = z.output<typeof scenarioTermsSchema>;

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
  terms: scenarioTermsSchema.optional(),
});
export type SkirmishScenario = z.input<typeof skirmishScenarioSchema>;
export type ParsedSkirmishScenario = z.output<typeof skirmishScenarioSchema>;
