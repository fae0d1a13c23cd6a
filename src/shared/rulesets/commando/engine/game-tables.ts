/**
 * The charts a game plays with: the defaults with the campaign's overrides it
 * was started with (GameState.tableOverrides, recorded by createGame) applied
 * as `house` values sourced "campaign override" (tables/index.ts
 * `applyOverrides`). Every play-time chart read in the engine goes through
 * `tablesOf`, so a club's printed values reach play and replay alike.
 */
import type { GameState } from '../model/state';
import type { CommandoTableId, CommandoTables, TableOverride } from '../tables/index';
import { applyOverrides, DEFAULT_COMMANDO_TABLES, TableOverrideError, TableOverrideSchema } from '../tables/index';
import { ruleError, type RuleError } from '../../../kernel/rule-error';

// Keyed on the state's overrides array: states folded from one initial state share it, so this is computed once per game.
const applied = new WeakMap<readonly TableOverride[], CommandoTables>();

/** The game's charts: the defaults when it was started with no overrides. */
export function tablesOf(state: Pick<GameState, 'tableOverrides'>): CommandoTables {
  const overrides = state.tableOverrides;
  if (!overrides || overrides.length === 0) return DEFAULT_COMMANDO_TABLES;
  let tables = applied.get(overrides);
  if (!tables) {
    tables = applyOverrides(DEFAULT_COMMANDO_TABLES, overrides);
    applied.set(overrides, tables);
  }
  return tables;
}

/**
 * The overrides a new game records: each checked against the registry now (a bad cell refuses the game start,
 * naming its table, key and field), parsed to their plain shape; none when the list is empty.
 */
export function recordedOverrides(overrides: readonly unknown[] | undefined): { readonly tableOverrides?: readonly TableOverride[] } | RuleError[] {
  if (!overrides || overrides.length === 0) return {};
  try {
    applyOverrides(DEFAULT_COMMANDO_TABLES, overrides);
  } catch (e) {
    if (!(e instanceof TableOverrideError)) throw e;
    return e.problems.map((p) => ruleError('setup/bad-table-override', 'Section 38.0', `Campaign table override refused — ${p}`));
  }
  const unplayed = unplayedOverrideProblems(overrides as readonly TableOverride[]);
  if (unplayed.length > 0) return unplayed.map((p) => ruleError('setup/bad-table-override', 'Section 38.0', `Campaign table override refused — ${p}`));
  return { tableOverrides: overrides.map((o) => TableOverrideSchema.parse(o)) };
}

/**
 * Ruling TO5: charts some engine file still reads from the chart's module, not through `tablesOf`. A campaign
 * value for one would be recorded but not played, so the host refuses it (and a game start refuses it by name).
 * tests/unit/charts-read-directly.test.ts finds every such read and keeps this list exact.
 */
export const CHARTS_READ_DIRECTLY: ReadonlySet<CommandoTableId> = new Set<CommandoTableId>([
  'electrifiedWire',
  'elevationChange',
  'explosives',
  'fieldTerrain',
  'fireCombat',
  'guardDogs',
  'lineTerrain',
  'observationRange',
  'railLine',
  'scatterDiagram',
  'taskPointAllotment',
  'taskPointCosts',
]);

/** Why each override of a chart the engine reads directly would not reach play (ruling TO5); none for the rest. */
export function unplayedOverrideProblems(overrides: readonly { readonly table: string; readonly key: string; readonly field?: string | undefined }[]): string[] {
  return overrides
    .filter((o) => CHARTS_READ_DIRECTLY.has(o.table as CommandoTableId))
    .map((o) => `${o.table}.${o.key}${o.field ? `.${o.field}` : ''}: Sightline's engine still reads the chart "${o.table}" as printed, not from a game's tables, so a campaign value for it would not reach play (ruling TO5)`);
}
