/**
 * The bundled skirmish scenarios (`assets/skirmish-scenarios/*.json`; in the
 * packaged app `<resourcesPath>/skirmish-scenarios`, electron-builder.yml),
 * each read and checked against the bundled tables before anything is
 * installed: a malformed one throws a `BundledAssetError` naming the file and
 * the field (src/shared/rulesets/skirmish/scenarios/load-scenario.ts), and
 * the campaign database is not touched. They are installed with the Commando
 * scenarios, in the same transaction (catalogue.ts installBundledScenarios).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatSkirmishScenarioError, loadSkirmishScenario } from '@shared/rulesets/skirmish/scenarios/load-scenario';
import type { ScenarioSummaryInfo } from '@shared/contract/api';
import { CONFLICT_TITLE } from '@shared/rulesets/skirmish/tables/unit-ratings';
import type { ScenarioRecord } from '../db/queries/scenarios';
import { BundledAssetError, type AssetDirs, type BundledCatalogue, type BundledSkirmishScenarioEntry } from './catalogue';
import { readBundledTables, tablesDirOf } from './table-catalogue';

export const skirmishScenariosDirOf = (dirs: AssetDirs): string => join(dirname(dirs.maps), 'skirmish-scenarios');

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The catalogue with its skirmish scenarios and tables read and checked. */
export function withSkirmish(catalogue: BundledCatalogue): BundledCatalogue {
  const tables = readBundledTables(tablesDirOf(catalogue.dirs));
  const dir = skirmishScenariosDirOf(catalogue.dirs);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BundledAssetError('skirmish-scenarios/', [`(folder): the bundled skirmish scenarios are missing from ${dir}`]);
  const tableOf = (id: string) => tables.find((t) => t.id === id)?.file;
  const scenarios: BundledSkirmishScenarioEntry[] = [];
  const taken = new Set(catalogue.scenarios.map((s) => s.id));
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const fileName = `skirmish-scenarios/${name}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
    } catch (e) {
      throw new BundledAssetError(fileName, [`(file): not valid JSON: ${e instanceof Error ? e.message : String(e)}`]);
    }
    if (!isRecord(raw)) throw new BundledAssetError(fileName, ['(file): must be a JSON object']);
    const loaded = loadSkirmishScenario(raw, fileName, tableOf);
    if (!loaded.ok) throw new BundledAssetError(fileName, loaded.errors.map(formatSkirmishScenarioError));
    if (taken.has(loaded.file.id)) throw new BundledAssetError(fileName, [`id: "${loaded.file.id}" is used by another bundled scenario`]);
    taken.add(loaded.file.id);
    scenarios.push({ id: loaded.file.id, name: loaded.file.name, fileName, file: raw });
  }
  return { ...catalogue, skirmish: { scenarios, tables: tables.map((t) => ({ id: t.id, file: t.file })) } };
}

/** A skirmish scenario for the Games screen: its facts, or the file's faults naming the field. */
export function skirmishSummary(record: ScenarioRecord, tableOf: (id: string) => unknown): ScenarioSummaryInfo {
  const base = { id: record.id, ruleset: 'skirmish', bundled: record.bundled, section: null, mapLetter: null, era: null, missingOptionalRules: [], specialRulesByHand: [] } as const;
  const loaded = loadSkirmishScenario(record.scenario, `scenario ${record.id}`, tableOf);
  if (!loaded.ok) return { ...base, title: record.name, sides: [], canStart: false, problems: loaded.errors.map(formatSkirmishScenarioError) };
  const { file, setup, table } = loaded;
  const sides = file.sides.map((s) => ({ id: s.id, name: s.name, figures: setup.figures.filter((f) => setup.units.find((u) => u.id === f.unitId)?.side === s.id).length }));
  return {
    ...base,
    title: file.name,
    sides: sides.map((s) => ({ id: s.id, name: s.name, mode: file.setUp, numberOfMen: s.figures })),
    canStart: true,
    problems: [],
    skirmish: {
      conflict: CONFLICT_TITLE[file.conflict],
      tableId: table.id,
      tableName: table.name,
      setUp: file.setUp,
      bounds: file.gameLength.bounds,
      provenance: file.provenance.note,
      sides,
    },
  };
}
