/**
 * Reading a skirmish scenario file (version 2, model/scenario-file.ts): the
 * schema first, then the file as a whole against its table — every id it
 * names is defined, every unit rated from its conflict's printed ratings,
 * every figure in one of its side's deployment areas, every place on the
 * table, every aimed-fire row printed — and the game's set-up built from it
 * (model/scenario.ts, which create-game.ts sets up). Every error names the
 * file and the field path. Nothing is half-loaded.
 */
import type { z } from 'zod';
import { formatTableError, parseTable, tableToFile, type SkirmishTable } from '../model/table-model';
import { skirmishScenarioFileSchema, SKIRMISH_SCENARIO_FILE_VERSION, type Place, type SkirmishScenarioFile } from '../model/scenario-file';
import type { ParsedSkirmishScenario } from '../model/scenario';
import { pointInPolygon } from '../rules/geometry';
import { INDIVIDUAL_FIRE } from '../tables/individual-fire';
import { buildForces, type Problem } from './forces';
import { findOptionalRule, SKIRMISH_OPTIONAL_RULES } from './optional-rules';
import { placePolygon } from './places';

export interface SkirmishScenarioError {
  readonly file: string;
  /** The field path inside the file, "forces[1].units[0].rating", or "(file)". */
  readonly path: string;
  readonly message: string;
}

export type LoadSkirmishScenarioResult =
  | { readonly ok: true; readonly file: SkirmishScenarioFile; readonly table: SkirmishTable; readonly setup: ParsedSkirmishScenario; readonly ratedFrom: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly errors: readonly SkirmishScenarioError[] };

export const formatSkirmishScenarioError = (e: SkirmishScenarioError): string => `${e.file}: ${e.path}: ${e.message}`;

const formatPath = (path: readonly PropertyKey[]): string => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(file)';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a parsed file is a version-2 skirmish scenario (a table by id and forces by rating), as opposed to a game's set-up. */
export const isSkirmishScenarioFile = (file: unknown): boolean => isRecord(file) && file['ruleset'] === 'skirmish' && file['version'] === SKIRMISH_SCENARIO_FILE_VERSION;

/**
 * Reads a scenario file (its text or parsed JSON). `tableOf` finds a table
 * file by id (the bundled tables, then the campaign's); `fileName` is used
 * only in messages.
 */
export function loadSkirmishScenario(json: unknown, fileName: string, tableOf: (id: string) => unknown): LoadSkirmishScenarioResult {
  const fail = (path: string, message: string): LoadSkirmishScenarioResult => ({ ok: false, errors: [{ file: fileName, path, message }] });
  let raw = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json) as unknown;
    } catch (e) {
      return fail('(file)', `not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (!isRecord(raw)) return fail('(file)', 'a scenario file must be a JSON object');
  const v = raw['version'];
  if (typeof v === 'number' && Number.isInteger(v) && v > SKIRMISH_SCENARIO_FILE_VERSION) {
    return fail('version', `this skirmish scenario is version ${v}, from a newer Sightline; this Sightline reads version ${SKIRMISH_SCENARIO_FILE_VERSION}`);
  }
  const parsed = skirmishScenarioFileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((iss: z.core.$ZodIssue) => ({ file: fileName, path: formatPath(iss.path), message: iss.message })) };
  const file = parsed.data;
  const tableFile = tableOf(file.table);
  if (tableFile === undefined) return fail('table', `"${file.table}" is not a bundled table nor one of the campaign's`);
  const table = parseTable(tableFile);
  if (!table.ok) return { ok: false, errors: table.errors.map((e) => ({ file: fileName, path: 'table', message: `table "${file.table}" does not read: ${formatTableError(e)}` })) };

  const problems: Problem[] = [];
  const add = (p: Problem) => problems.push(p);
  const built = checkAndBuild(file, table.table, add);
  if (problems.length > 0) return { ok: false, errors: problems.map((p) => ({ file: fileName, ...p })) };
  return { ok: true, file, table: table.table, setup: built.setup, ratedFrom: built.ratedFrom };
}

function checkAndBuild(file: SkirmishScenarioFile, table: SkirmishTable, add: (p: Problem) => void): { setup: ParsedSkirmishScenario; ratedFrom: Readonly<Record<string, string>> } {
  const checkPlace = (place: Place, path: string) => {
    const r = placePolygon(table, place);
    if (!r.ok) add({ path, message: r.message });
    return r;
  };
  const sides = new Set<string>();
  file.sides.forEach((s, i) => {
    if (sides.has(s.id)) add({ path: `sides[${i}].id`, message: `side id "${s.id}" is used twice` });
    sides.add(s.id);
    const areas = new Set<string>();
    s.deployment.forEach((d, j) => {
      if (areas.has(d.id)) add({ path: `sides[${i}].deployment[${j}].id`, message: `deployment area "${d.id}" is defined twice` });
      areas.add(d.id);
      checkPlace(d.place, `sides[${i}].deployment[${j}].place`);
    });
  });
  const forceSides = new Set<string>();
  file.forces.forEach((f, i) => {
    if (!sides.has(f.side)) add({ path: `forces[${i}].side`, message: `"${f.side}" is not a side of this scenario` });
    else if (forceSides.has(f.side)) add({ path: `forces[${i}].side`, message: `side "${f.side}" has two forces` });
    forceSides.add(f.side);
  });

  const ids = new Set<string>();
  const claim = (path: string, id: string) => {
    if (ids.has(id)) add({ path, message: `id "${id}" is used twice (units and figures share one set of ids)` });
    ids.add(id);
  };
  const aimed: Record<string, { table: string; row: string }> = {};
  file.forces.forEach((force, i) => {
    const side = file.sides.find((s) => s.id === force.side);
    force.units.forEach((u, j) => {
      const path = `forces[${i}].units[${j}]`;
      claim(`${path}.id`, u.id);
      const areas = side?.deployment.filter((d) => u.deployment === undefined || d.id === u.deployment) ?? [];
      if (side && u.deployment !== undefined && areas.length === 0) add({ path: `${path}.deployment`, message: `"${u.deployment}" is not a deployment area of ${side.name}` });
      u.figures.forEach((f, k) => {
        const fp = `${path}.figures[${k}]`;
        claim(`${fp}.id`, f.id);
        if (f.at.x < 0 || f.at.y < 0 || f.at.x > table.width || f.at.y > table.height) add({ path: `${fp}.at`, message: `(${f.at.x}, ${f.at.y}) is off the ${table.width}"×${table.height}" table` });
        else if (side && areas.length > 0 && !areas.some((d) => { const r = placePolygon(table, d.place); return r.ok && pointInPolygon(f.at, r.polygon); })) {
          add({ path: `${fp}.at`, message: `(${f.at.x}, ${f.at.y}) is outside ${u.deployment !== undefined ? `deployment area "${u.deployment}"` : `every deployment area of ${side.name}`}` });
        }
        if (f.aimed) {
          const t = (INDIVIDUAL_FIRE as Readonly<Record<string, { rows: Readonly<Record<string, unknown>> }>>)[f.aimed.table];
          if (!t) add({ path: `${fp}.aimed.table`, message: `"${f.aimed.table}" is not an individual fire table (seed lines 547–574); they are ${Object.keys(INDIVIDUAL_FIRE).join(', ')}` });
          else if (!(f.aimed.row in t.rows)) add({ path: `${fp}.aimed.row`, message: `table "${f.aimed.table}" has rows ${Object.keys(t.rows).join(', ')}, not "${f.aimed.row}"` });
          else aimed[f.id] = f.aimed;
        }
      });
    });
  });
  const forces = buildForces(file, add);

  file.minefields.forEach((m, i) => {
    claim(`minefields[${i}].id`, m.id);
    checkPlace(m.place, `minefields[${i}].place`);
    if (m.laidBy !== undefined && !sides.has(m.laidBy)) add({ path: `minefields[${i}].laidBy`, message: `"${m.laidBy}" is not a side of this scenario` });
  });
  file.victory.conditions.forEach((c, i) => {
    const path = `victory.conditions[${i}]`;
    if (!sides.has(c.winner)) add({ path: `${path}.winner`, message: `"${c.winner}" is not a side of this scenario` });
    if (c.kind === 'reach') checkPlace(c.place, `${path}.place`);
    if (c.kind === 'hold') c.places.forEach((p, j) => checkPlace(p, `${path}.places[${j}]`));
  });
  if (file.victory.otherwise !== 'draw' && !sides.has(file.victory.otherwise)) add({ path: 'victory.otherwise', message: `"${file.victory.otherwise}" is neither a side of this scenario nor "draw"` });
  file.optionalRules.forEach((r, i) => {
    if (!findOptionalRule(r)) add({ path: `optionalRules[${i}]`, message: `"${r}" is not an optional rule of the skirmish ruleset (${SKIRMISH_OPTIONAL_RULES.map((x) => x.id).join(', ')})` });
  });

  const setup: ParsedSkirmishScenario = {
    ruleset: 'skirmish',
    version: 1,
    id: file.id,
    name: file.name,
    table: tableToFile(table),
    night: file.night,
    sides: file.sides.map((s) => ({ id: s.id, name: s.name })),
    units: forces.units,
    figures: forces.figures,
    terms: {
      conflict: file.conflict,
      setUp: file.setUp,
      briefing: file.briefing,
      deployment: Object.fromEntries(file.sides.map((s) => [s.id, s.deployment])),
      minefields: file.minefields,
      gameLength: file.gameLength,
      victory: file.victory,
      optionalRules: file.optionalRules,
      aimed,
    },
  };
  return { setup, ratedFrom: forces.ratedFrom };
}
