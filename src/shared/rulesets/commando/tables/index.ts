/**
 * Every Commando chart in one place: the defaults, a campaign's overrides,
 * and the list of every value that is not printed (../reference/seed-gaps.md).
 *
 * To add a chart: write its module with a `describeTable(...)` descriptor
 * (see table.ts) and add ONE line to COMMANDO_TABLE_REGISTRY below.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, OVERRIDE_SOURCE } from '../../../kernel/provenance';
import { EXPLOSIVES_TABLE } from './explosives';
import { APERTURE_SCATTER_TABLE, GRENADE_ACCURACY_TABLE, GRENADE_SCATTER_TABLE, SCATTER_DIAGRAM_TABLE } from './grenade-accuracy';
import { BLAST_SQUARE_STATUS_TABLE, GRENADE_DAMAGE_TABLE } from './grenade-damage';
import { GRENADE_ACCURACY_MODIFIER_TABLE, GRENADE_RULE_NUMBERS_TABLE } from './grenade-modifiers';
import { FIRE_COMBAT_TABLE } from './fire-combat-table';
import { FIRE_COMBAT_LIMITS_TABLE, FIRE_MODIFIER_TABLE } from './fire-modifiers';
import { KILL_PERCENTAGE_TABLE } from './kill-percentage';
import { OBSERVATION_CHANCE_INDEX_TABLE, OBSERVATION_CHANCE_LIMITS_TABLE, OBSERVATION_CHANCE_MODIFIER_TABLE } from './observation-chance';
import { OBSERVATION_RANGE_TABLE } from './observation-range';
import { PANIC_MODIFIER_TABLE, PANIC_RESULTS_TABLE } from './panic-modifiers';
import { PRESERVATION_TABLE } from './preservation';
import { RAIL_LINE_TABLE } from './rail-line';
import { MINE_NUMBERS_TABLE } from './mines';
import { ELECTRIFIED_WIRE_TABLE } from './electrified-wire';
import { FLAMETHROWER_TABLE } from './flamethrowers';
import { GUARD_DOG_TABLE } from './guard-dogs';
import { LAUNCHER_NUMBERS_TABLE, RIFLE_GRENADE_ACCURACY_TABLE, RIFLE_GRENADE_MODIFIER_TABLE, RIFLE_GRENADE_SCATTER_TABLE, THUMP_GUN_ACCURACY_TABLE } from './launchers';
import { SEARCHLIGHT_NUMBERS_TABLE } from './searchlights';
import { ILLUMINATION_NUMBERS_TABLE, ILLUMINATION_SUMMARY_TABLE } from './illumination';
import { SHELL_HIT_TABLE, SHELL_SCATTER_TABLE, TANK_DAMAGE_DIAGRAM_TABLE } from './shell-tables';
import { DISENGAGEMENT_TABLE } from './hand-to-hand-disengagement';
import { HAND_TO_HAND_DAMAGE_TABLE } from './hand-to-hand-damage';
import { MELEE_WEAPON_TABLE, WEAPON_DRAW_TABLE } from './hand-to-hand-weapons';
import type { ChartValue, TableDescriptor } from './table';
import { cellPath, cellsOf, isSourced } from './table';
import { TASK_POINT_ALLOTMENT_TABLE, TASK_POINT_COST_TABLE } from './task-point-costs';
import { ELEVATION_CHANGE_TABLE, FIELD_TERRAIN_TABLE, LINE_TERRAIN_TABLE, WOODS_MULTIPLE_CASE_7_34 } from './terrain-effects';
import { WEAPON_CLASS_TABLE } from './weapons';
import { VEHICLE_NUMBERS_TABLE, VEHICLE_TASK_COST_TABLE } from './vehicles';
import { ANTITANK_NUMBERS_TABLE, LAW_ACCURACY_TABLE, ROCKET_ACCURACY_TABLE, SATCHEL_ACCURACY_TABLE, SATCHEL_DAMAGE_TABLE } from './antitank';
import { VEHICLE_ARC_TABLE } from './vehicle-arcs';

/** One line per chart. The key is the chart's stable id in overrides and paths. */
export const COMMANDO_TABLE_REGISTRY = {
  taskPointCosts: TASK_POINT_COST_TABLE,
  taskPointAllotment: TASK_POINT_ALLOTMENT_TABLE,
  fieldTerrain: FIELD_TERRAIN_TABLE,
  lineTerrain: LINE_TERRAIN_TABLE,
  elevationChange: ELEVATION_CHANGE_TABLE,
  observationRange: OBSERVATION_RANGE_TABLE,
  observationChanceIndex: OBSERVATION_CHANCE_INDEX_TABLE,
  observationChanceModifiers: OBSERVATION_CHANCE_MODIFIER_TABLE,
  observationChanceLimits: OBSERVATION_CHANCE_LIMITS_TABLE,
  weaponClasses: WEAPON_CLASS_TABLE,
  fireCombat: FIRE_COMBAT_TABLE,
  fireModifiers: FIRE_MODIFIER_TABLE,
  fireCombatLimits: FIRE_COMBAT_LIMITS_TABLE,
  killPercentage: KILL_PERCENTAGE_TABLE,
  grenadeAccuracy: GRENADE_ACCURACY_TABLE,
  grenadeAccuracyModifiers: GRENADE_ACCURACY_MODIFIER_TABLE,
  grenadeScatter: GRENADE_SCATTER_TABLE,
  scatterDiagram: SCATTER_DIAGRAM_TABLE,
  apertureScatter: APERTURE_SCATTER_TABLE,
  grenadeDamage: GRENADE_DAMAGE_TABLE,
  blastSquareStatus: BLAST_SQUARE_STATUS_TABLE,
  grenadeRuleNumbers: GRENADE_RULE_NUMBERS_TABLE,
  explosives: EXPLOSIVES_TABLE,
  panicModifiers: PANIC_MODIFIER_TABLE,
  panicResults: PANIC_RESULTS_TABLE,
  preservation: PRESERVATION_TABLE,
  handToHandDisengagement: DISENGAGEMENT_TABLE,
  handToHandWeaponDraw: WEAPON_DRAW_TABLE,
  handToHandCombat: MELEE_WEAPON_TABLE,
  handToHandDamage: HAND_TO_HAND_DAMAGE_TABLE,
  railLine: RAIL_LINE_TABLE,
  mines: MINE_NUMBERS_TABLE,
  electrifiedWire: ELECTRIFIED_WIRE_TABLE,
  flamethrowers: FLAMETHROWER_TABLE,
  guardDogs: GUARD_DOG_TABLE,
  rifleGrenadeAccuracy: RIFLE_GRENADE_ACCURACY_TABLE,
  rifleGrenadeModifiers: RIFLE_GRENADE_MODIFIER_TABLE,
  rifleGrenadeScatter: RIFLE_GRENADE_SCATTER_TABLE,
  thumpGunAccuracy: THUMP_GUN_ACCURACY_TABLE,
  launcherNumbers: LAUNCHER_NUMBERS_TABLE,
  searchlights: SEARCHLIGHT_NUMBERS_TABLE,
  illumination: ILLUMINATION_SUMMARY_TABLE,
  illuminationNumbers: ILLUMINATION_NUMBERS_TABLE,
  vehicleTaskCosts: VEHICLE_TASK_COST_TABLE,
  vehicleNumbers: VEHICLE_NUMBERS_TABLE,
  vehicleArcs: VEHICLE_ARC_TABLE,
  tankArtilleryHit: SHELL_HIT_TABLE,
  tankArtilleryScatter: SHELL_SCATTER_TABLE,
  tankDamageDiagram: TANK_DAMAGE_DIAGRAM_TABLE,
  satchelAccuracy: SATCHEL_ACCURACY_TABLE,
  satchelDamage: SATCHEL_DAMAGE_TABLE,
  rocketAccuracy: ROCKET_ACCURACY_TABLE,
  lawAccuracy: LAW_ACCURACY_TABLE,
  antitankNumbers: ANTITANK_NUMBERS_TABLE,
} as const;

type Registry = typeof COMMANDO_TABLE_REGISTRY;
export type CommandoTableId = keyof Registry;

/** The charts an engine reads: each table's data, by its registry id. */
export type CommandoTables = { readonly [K in CommandoTableId]: Registry[K] extends TableDescriptor<infer D> ? D : never };

export const COMMANDO_TABLE_IDS = Object.keys(COMMANDO_TABLE_REGISTRY) as CommandoTableId[];

export const DEFAULT_COMMANDO_TABLES: CommandoTables = Object.fromEntries(
  COMMANDO_TABLE_IDS.map((id) => [id, COMMANDO_TABLE_REGISTRY[id].data]),
) as CommandoTables;

/** The chart's title with its Case, for the tables browser and the generated list. */
export const tableTitle = (id: CommandoTableId): string => COMMANDO_TABLE_REGISTRY[id].title;

// ---------------------------------------------------------------------------
// Campaign overrides

export const TableOverrideSchema = z.object({
  table: z.string().min(1),
  key: z.string().min(1),
  field: z.string().min(1).optional(),
  value: z.union([z.number(), z.string(), z.boolean()]),
  rationale: z.string().trim().min(1, 'an override needs a one-line rationale'),
});
export type TableOverride = z.infer<typeof TableOverrideSchema>;

export { OVERRIDE_SOURCE };

export class TableOverrideError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid table override${problems.length === 1 ? '' : 's'}:\n- ${problems.join('\n- ')}`);
    this.name = 'TableOverrideError';
  }
}

const isTableId = (t: string): t is CommandoTableId => Object.hasOwn(COMMANDO_TABLE_REGISTRY, t);

/**
 * A copy of `tables` with each override applied as a `house` value sourced
 * "campaign override" with the override's rationale. Every override is
 * validated (zod); all problems are reported together, each naming its path.
 */
export function applyOverrides(tables: CommandoTables, overrides: readonly unknown[]): CommandoTables {
  const problems: string[] = [];
  const valid: { o: TableOverride; value: ChartValue }[] = [];

  overrides.forEach((raw, i) => {
    const parsed = TableOverrideSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`override #${i + 1}: ${parsed.error.issues.map((iss) => `${iss.path.join('.') || '(override)'}: ${iss.message}`).join('; ')}`);
      return;
    }
    const o = parsed.data;
    const path = cellPath(o);
    if (!isTableId(o.table)) {
      problems.push(`${path}: unknown table "${o.table}" (known: ${COMMANDO_TABLE_IDS.join(', ')})`);
      return;
    }
    const data = tables[o.table] as Readonly<Record<string, unknown>>;
    if (!Object.hasOwn(data, o.key)) {
      problems.push(`${path}: unknown key "${o.key}" in table "${o.table}"`);
      return;
    }
    const row = data[o.key];
    if (isSourced(row)) {
      if (o.field !== undefined) {
        problems.push(`${path}: "${o.table}.${o.key}" is a single value; give no field`);
        return;
      }
    } else {
      const fields = Object.entries(row as object)
        .filter(([, v]) => isSourced(v))
        .map(([f]) => f);
      if (o.field === undefined || !fields.includes(o.field)) {
        const what = o.field === undefined ? 'needs a field' : `has no chart value "${o.field}"`;
        problems.push(`${path}: "${o.table}.${o.key}" ${what} (fields: ${fields.join(', ')})`);
        return;
      }
    }
    const schema = COMMANDO_TABLE_REGISTRY[o.table].valueSchema(o.field);
    const checked = schema?.safeParse(o.value);
    if (!checked?.success) {
      problems.push(`${path}: value ${JSON.stringify(o.value)} rejected: ${checked?.error.issues.map((iss) => iss.message).join('; ') ?? 'not overridable'}`);
      return;
    }
    valid.push({ o, value: checked.data });
  });

  if (problems.length > 0) throw new TableOverrideError(problems);

  const out: Record<string, Record<string, unknown>> = { ...(tables as unknown as Record<string, Record<string, unknown>>) };
  for (const { o, value } of valid) {
    const cell: Sourced<ChartValue> = house(value, OVERRIDE_SOURCE, o.rationale);
    const table = { ...out[o.table] };
    table[o.key] = o.field === undefined ? cell : { ...(table[o.key] as object), [o.field]: cell };
    out[o.table] = table;
  }
  return out as unknown as CommandoTables;
}

/**
 * The Case 7.34 reading of woods (multiple 2) in place of the chart's 1 — a
 * campaign option. The value stays `printed` (source Case 7.34).
 */
export function withWoodsMultipleCase734(tables: CommandoTables): CommandoTables {
  const woods = tables.fieldTerrain.woods;
  return { ...tables, fieldTerrain: { ...tables.fieldTerrain, woods: { ...woods, multiple: WOODS_MULTIPLE_CASE_7_34 } } };
}

// ---------------------------------------------------------------------------
// Every non-printed value

export type { NonPrintedValue } from './non-printed-value';
import type { NonPrintedValue } from './non-printed-value';

/** Every `variant` and `house` value in `tables`, in registry then declaration order. */
export function listNonPrinted(tables: CommandoTables): NonPrintedValue[] {
  const out: NonPrintedValue[] = [];
  for (const table of COMMANDO_TABLE_IDS) {
    for (const c of cellsOf(table, tables[table])) {
      const { kind, source, rationale } = c.cell.provenance;
      if (kind === 'printed') continue;
      out.push({
        path: cellPath(c),
        table,
        chart: tableTitle(table),
        key: c.key,
        ...(c.field === undefined ? {} : { field: c.field }),
        value: c.cell.value,
        kind,
        source,
        rationale: rationale ?? '',
      });
    }
  }
  return out;
}

export { renderNonPrintedMarkdown } from './non-printed-report';
export * from './observation-chance';
export * from './observation-range';
export type { ChartCell, ChartValue, TableDescriptor } from './table';
export * from './task-point-costs';
export * from './terrain-effects';
export * from './fire-combat-table';
export * from './fire-modifiers';
export * from './kill-percentage';
export * from './weapons';
