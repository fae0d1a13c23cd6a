import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import type { JsonObject } from '../json';
import { checkInput, id, jsonObject, nonEmpty, parseStored, toJsonText } from '../json';

const summaryColumns = `id, campaign_id AS campaignId, ruleset, name, bundled, created_at AS createdAt, updated_at AS updatedAt`;

export const scenarioSql = {
  insert: `INSERT INTO scenarios (id, campaign_id, ruleset, name, json, bundled, created_at, updated_at)
           VALUES (@id, @campaignId, @ruleset, @name, @json, @bundled, @now, @now)`,
  // Bundled scenarios are re-installed on every start; updating in place keeps their id stable for old games.
  upsertBundled: `INSERT INTO scenarios (id, campaign_id, ruleset, name, json, bundled, created_at, updated_at)
                  VALUES (@id, NULL, @ruleset, @name, @json, 1, @now, @now)
                  ON CONFLICT (id) DO UPDATE SET ruleset = excluded.ruleset, name = excluded.name, json = excluded.json,
                    updated_at = excluded.updated_at
                  WHERE scenarios.bundled = 1 AND scenarios.json IS NOT excluded.json`,
  update: `UPDATE scenarios SET name = @name, json = @json, updated_at = @now WHERE id = @id AND bundled = 0`,
  // A campaign sees the bundled scenarios plus its own.
  listForCampaign: `SELECT ${summaryColumns} FROM scenarios WHERE campaign_id = @campaignId OR campaign_id IS NULL
                    ORDER BY bundled DESC, ruleset, name COLLATE NOCASE`,
  get: `SELECT ${summaryColumns}, json FROM scenarios WHERE id = ?`,
  delete: `DELETE FROM scenarios WHERE id = ? AND bundled = 0`,
} as const;

export interface ScenarioSummary {
  readonly id: string;
  readonly campaignId: string | null;
  readonly ruleset: string;
  readonly name: string;
  readonly bundled: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}
export interface ScenarioRecord extends ScenarioSummary {
  readonly scenario: JsonObject;
}
export type ScenarioSummaryRow = Omit<ScenarioSummary, 'bundled'> & { readonly bundled: 0 | 1 };
export type ScenarioRow = ScenarioSummaryRow & { readonly json: string };

const scenarioInput = z.object({
  id: id.optional(),
  campaignId: id,
  ruleset: nonEmpty.max(100),
  name: nonEmpty.max(200),
  scenario: jsonObject,
});
export type NewScenario = z.input<typeof scenarioInput>;

export function insertScenarioParams(input: NewScenario, ctx: RepoContext) {
  const v = checkInput(scenarioInput, input, 'scenario');
  return {
    id: v.id ?? ctx.newId(),
    campaignId: v.campaignId,
    ruleset: v.ruleset,
    name: v.name,
    json: toJsonText(v.scenario, 'scenario json'),
    bundled: 0,
    now: timestamp(ctx),
  };
}

const bundledInput = scenarioInput.omit({ campaignId: true }).extend({ id });
export type BundledScenario = z.input<typeof bundledInput>;

export function upsertBundledParams(input: BundledScenario, ctx: RepoContext) {
  const v = checkInput(bundledInput, input, 'bundled scenario');
  return { id: v.id, ruleset: v.ruleset, name: v.name, json: toJsonText(v.scenario, 'scenario json'), now: timestamp(ctx) };
}

const scenarioUpdate = z.object({ id, name: nonEmpty.max(200), scenario: jsonObject });
export type ScenarioUpdate = z.input<typeof scenarioUpdate>;

export function updateScenarioParams(input: ScenarioUpdate, ctx: RepoContext) {
  const v = checkInput(scenarioUpdate, input, 'scenario');
  return { id: v.id, name: v.name, json: toJsonText(v.scenario, 'scenario json'), now: timestamp(ctx) };
}

export function scenarioSummaryFromRow(row: ScenarioSummaryRow): ScenarioSummary {
  return { ...row, bundled: row.bundled === 1 };
}

export function scenarioFromRow(row: ScenarioRow): ScenarioRecord {
  const { json, ...rest } = row;
  return { ...scenarioSummaryFromRow(rest), scenario: parseStored(jsonObject, json, `scenarios.json of scenario ${row.id}`) };
}
