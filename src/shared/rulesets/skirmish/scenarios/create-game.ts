/**
 * A new skirmish game from a scenario: the table parsed and checked, every
 * unit on a side of the game, every figure in a unit, each unit's leader one
 * of its own men, ids unique. Every error names the scenario and the field.
 */
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { Figure, Unit } from '../model/figures';
import type { Contact, SkirmishState } from '../model/state';
import { formatTableError, parseTable } from '../model/table-model';
import { skirmishScenarioSchema } from '../model/scenario';
import { seedLine } from '../tables/seed';
import { contactIdFor } from '../engine/spotting-check';
import type { MinesInPlay } from '../model/mines';
import { placePolygon } from './places';

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
  // The scenario's mined areas go into play as the umpire's mine areas (ruling SK24): a side knows only those it laid.
  const mines: MinesInPlay[] = [];
  (s.terms?.minefields ?? []).forEach((m, i) => {
    const place = placePolygon(table.table, m.place);
    if (!place.ok) return bad(`terms.minefields[${i}].place`, place.message);
    if (m.laidBy !== undefined && !sideIds.has(m.laidBy)) return bad(`terms.minefields[${i}].laidBy`, `"${m.laidBy}" is not a side of this scenario`);
    mines.push({ area: { id: m.id, polygon: place.polygon.map((p) => ({ x: p.x, y: p.y })), density: m.density, terrain: m.terrain, cards: m.cards, ...(m.laidBy ? { laidBy: m.laidBy } : {}) }, turned: 0, knownTo: m.laidBy ? [m.laidBy] : [] });
  });
  if (errors.length > 0) return err(errors);
  const open = s.terms?.setUp === 'open' ? openSetUp(s.sides, s.units, figures) : undefined;
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
    knowledge: open?.knowledge ?? Object.fromEntries(s.units.map((u) => [u.id, []])),
    contactSeq: open?.contactSeq ?? Object.fromEntries(s.sides.map((x) => [x.id, 0])),
    ...(s.terms ? { terms: s.terms } : {}),
    ...(mines.length > 0 ? { mines } : {}),
    // A scenario that names the hit location plays it from the first wound roll (rulings SG5, SK26).
    ...(s.terms?.optionalRules.includes('hit-location') || s.terms?.optionalRules.includes('wwii')
      ? { options: { hitLocation: s.terms.optionalRules.includes('hit-location'), ...(s.terms.optionalRules.includes('wwii') ? { wwii: true } : {}) } }
      : {}),
  });
}

/**
 * An open set-up (ruling SG3): each side starts knowing where every enemy
 * figure stands, as one contact per figure that all its units share, numbered
 * from the side's sequence in the scenario's order of figures.
 */
function openSetUp(sides: readonly { id: string }[], units: readonly Unit[], figures: Readonly<Record<string, Figure>>): Pick<SkirmishState, 'knowledge' | 'contactSeq'> {
  const sideOf = new Map(units.map((u) => [u.id, u.side]));
  const knowledge: Record<string, Contact[]> = {};
  const contactSeq: Record<string, number> = {};
  for (const side of sides) {
    const seen = Object.values(figures)
      .filter((f) => sideOf.get(f.unitId) !== side.id)
      .map((f, i) => ({ contactId: contactIdFor(side.id, i + 1), figureId: f.id, at: f.at, bound: 0 }));
    contactSeq[side.id] = seen.length;
    for (const u of units) if (u.side === side.id) knowledge[u.id] = seen;
  }
  return { knowledge, contactSeq };
}
