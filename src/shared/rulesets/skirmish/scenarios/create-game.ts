/**
 * A new skirmish game from a scenario: the table parsed and checked, every
 * unit on a side of the game, every figure in a unit, each unit's leader one
 * of its own men, ids unique. Every error names the scenario and the field.
 */
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { Figure, Unit } from '../model/figures';
import type { SkirmishState } from '../model/state';
import { formatTableError, parseTable } from '../model/table-model';
import { skirmishScenarioSchema } from '../model/scenario';
import { seedLine } from '../tables/seed';

const SCENARIO = seedLine(382, 'unit ratings');

export function createSkirmishState(input: unknown): Result<SkirmishState, readonly RuleError[]> {
  const parsed = skirmishScenarioSchema.safeParse(input);
  if (!parsed.success) return err(parsed.error.issues.map((i) => ruleError('scenario/invalid', SCENARIO, `scenario field ${i.path.map(String).join('.') || '(file)'}: ${i.message}`)));
  const s = parsed.data;
  const where = `scenario "${s.id}"`;
  const table = parseTable(s.table);
  if (!table.ok) return err(table.errors.map((e) => ruleError('scenario/table', seedLine(15, 'the table'), `${where}, table: ${formatTableError(e)}`)));
  const errors: RuleError[] = [];
  const bad = (field: string, message: string) => errors.push(ruleError('scenario/invalid', SCENARIO, `${where}, ${field}: ${message}`));
  const sideIds = new Set(s.sides.map((x) => x.id));
  if (sideIds.size !== s.sides.length) bad('sides', 'two sides with the same id');
  const ids = new Set<string>();
  const claim = (field: string, id: string) => {
    if (ids.has(id)) bad(field, `id "${id}" is used twice`);
    ids.add(id);
  };
  const units: Record<string, Unit> = {};
  s.units.forEach((u, i) => {
    claim(`units[${i}].id`, u.id);
    if (!sideIds.has(u.side)) bad(`units[${i}].side`, `"${u.side}" is not a side of this scenario`);
    units[u.id] = u;
  });
  const figures: Record<string, Figure> = {};
  s.figures.forEach((f, i) => {
    claim(`figures[${i}].id`, f.id);
    if (!units[f.unitId]) bad(`figures[${i}].unitId`, `"${f.unitId}" is not a unit of this scenario`);
    if (f.at.x < 0 || f.at.y < 0 || f.at.x > table.table.width || f.at.y > table.table.height) bad(`figures[${i}].at`, `(${f.at.x}, ${f.at.y}) is off the ${table.table.width}"×${table.table.height}" table`);
    figures[f.id] = f;
  });
  s.units.forEach((u, i) => {
    if (figures[u.leaderId]?.unitId !== u.id) bad(`units[${i}].leaderId`, `"${u.leaderId}" is not a figure of unit "${u.id}"`);
  });
  if (errors.length > 0) return err(errors);
  return ok({
    version: 0,
    scenarioId: s.id,
    name: s.name,
    table: table.table,
    conditions: { night: s.night, smoke: [] },
    sides: s.sides,
    units,
    figures,
    bound: 1,
    step: 'orders',
    orders: {},
    revealed: false,
    reactions: {},
    knowledge: Object.fromEntries(s.units.map((u) => [u.id, []])),
    contactSeq: Object.fromEntries(s.sides.map((x) => [x.id, 0])),
  });
}
