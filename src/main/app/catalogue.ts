/**
 * The content that ships with Sightline: the twelve Commando scenarios
 * (Sections 39–50, `assets/scenarios/*.json`) and the twelve maps A–M
 * (`assets/maps/<letter>.json`); the skirmish scenarios and tables are
 * read beside them (skirmish-catalogue.ts). In development they are read from the
 * repository's `assets/` folder; in the packaged app from
 * `process.resourcesPath/scenarios` and `/maps` (electron-builder.yml,
 * extraResources).
 *
 * Every file is read and checked before anything is installed: a malformed
 * asset throws a `BundledAssetError` naming the file and the field
 * (`loadScenario` / `parseMap` messages), and the campaign database is not
 * touched. The scenarios are then installed in one transaction
 * (`scenarios.installBundled`); the maps stay read-only files, never copied
 * into the campaign's `maps` table.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameMap } from '@shared/map/map-model';
import { formatMapError, parseMap } from '@shared/map/map-schema';
import { formatScenarioError, loadScenario } from '@shared/rulesets/commando/scenarios/load-scenario';
import { rulesetOfFile } from '@shared/rulesets/index';
import type { MissingOptionalRule } from '@shared/rulesets/commando/model/optional-rules';
import { MAP_LETTERS, type Scenario } from '@shared/rulesets/commando/model/scenario-schema';
import type { JsonObject } from '../db/json';
import type { Repositories } from '../db/repositories/index';

/** Where the bundled scenario and map files are. */
export interface AssetDirs {
  readonly scenarios: string;
  readonly maps: string;
}

/** A bundled asset that does not read: the message names the file and the field. Nothing was installed. */
export class BundledAssetError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`bundled asset ${file} is malformed; no bundled scenario was installed:\n  ${problems.join('\n  ')}`);
    this.name = 'BundledAssetError';
  }
}

export interface BundledScenarioEntry {
  readonly id: string;
  readonly fileName: string;
  /** The file as it is on disk (parsed JSON, before defaults): what the database keeps. */
  readonly file: Record<string, unknown>;
  readonly scenario: Scenario;
  readonly missingOptionalRules: readonly MissingOptionalRule[];
}

export interface BundledMapEntry {
  /** The map file's own id ("commando-j"). */
  readonly id: string;
  /** Case 7.12: A–M (no I). */
  readonly letter: string;
  readonly fileName: string;
  readonly file: Record<string, unknown>;
  readonly map: GameMap;
}

/** A bundled skirmish scenario (`assets/skirmish-scenarios/*.json`), checked against the bundled tables (skirmish-catalogue.ts). */
export interface BundledSkirmishScenarioEntry {
  readonly id: string;
  readonly name: string;
  readonly fileName: string;
  readonly file: Record<string, unknown>;
}

export interface BundledCatalogue {
  readonly dirs: AssetDirs;
  readonly scenarios: readonly BundledScenarioEntry[];
  /** The skirmish scenarios and the tables they are played on, when read (skirmish-catalogue.ts `withSkirmish`). */
  readonly skirmish?: { readonly scenarios: readonly BundledSkirmishScenarioEntry[]; readonly tables: readonly { readonly id: string; readonly file: Record<string, unknown> }[] };
  readonly maps: readonly BundledMapEntry[];
  scenario(id: string): BundledScenarioEntry | undefined;
  map(id: string): BundledMapEntry | undefined;
  mapByLetter(letter: string): BundledMapEntry | undefined;
}

const isDir = (p: string): boolean => existsSync(p) && statSync(p).isDirectory();

/**
 * The asset folders: `override` when given; in the packaged app
 * `<resourcesPath>/scenarios` and `/maps`; otherwise the nearest `assets/`
 * folder above this module (the repository in development and tests).
 */
export function resolveAssetDirs(
  options: { override?: AssetDirs | string; resourcesPath?: string | undefined; moduleUrl?: string } = {},
): AssetDirs {
  if (options.override !== undefined) {
    return typeof options.override === 'string' ? { scenarios: join(options.override, 'scenarios'), maps: join(options.override, 'maps') } : options.override;
  }
  const tried: string[] = [];
  const resources = options.resourcesPath ?? (process as { resourcesPath?: string }).resourcesPath;
  if (resources) {
    const packaged = { scenarios: join(resources, 'scenarios'), maps: join(resources, 'maps') };
    if (isDir(packaged.scenarios) && isDir(packaged.maps)) return packaged;
    tried.push(resources);
  }
  let dir = dirname(fileURLToPath(options.moduleUrl ?? import.meta.url));
  for (;;) {
    const candidate = join(dir, 'assets');
    if (isDir(join(candidate, 'scenarios')) && isDir(join(candidate, 'maps'))) return { scenarios: join(candidate, 'scenarios'), maps: join(candidate, 'maps') };
    tried.push(candidate);
    const up = resolve(dir, '..');
    if (up === dir) break;
    dir = up;
  }
  throw new Error(`The bundled scenarios and maps were not found (looked in ${tried.join(', ')}). The installation is incomplete.`);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readJson(path: string, fileName: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (e) {
    throw new BundledAssetError(fileName, [`(file): not valid JSON: ${e instanceof Error ? e.message : String(e)}`]);
  }
  if (!isRecord(raw)) throw new BundledAssetError(fileName, ['(file): must be a JSON object']);
  return raw;
}

/**
 * Reads and checks every bundled scenario and map. Throws `BundledAssetError`
 * at the first malformed file (naming every fault in it); cross-checks that
 * every scenario's map exists and that ids are unique.
 */
export function readBundledCatalogue(dirs: AssetDirs): BundledCatalogue {
  const maps: BundledMapEntry[] = [];
  for (const letter of MAP_LETTERS) {
    const fileName = `maps/${letter.toLowerCase()}.json`;
    const path = join(dirs.maps, `${letter.toLowerCase()}.json`);
    if (!existsSync(path)) throw new BundledAssetError(fileName, [`(file): missing from ${dirs.maps}`]);
    const file = readJson(path, fileName);
    const parsed = parseMap(file);
    if (!parsed.ok) throw new BundledAssetError(fileName, parsed.errors.map(formatMapError));
    maps.push({ id: parsed.map.id, letter, fileName, file, map: parsed.map });
  }
  const mapIds = new Set<string>();
  for (const m of maps) {
    if (mapIds.has(m.id)) throw new BundledAssetError(m.fileName, [`id: "${m.id}" is used by another bundled map`]);
    mapIds.add(m.id);
  }

  const names = readdirSync(dirs.scenarios)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (names.length === 0) throw new BundledAssetError(dirs.scenarios, ['(folder): no scenario files']);
  const scenarios: BundledScenarioEntry[] = [];
  const ids = new Set<string>();
  for (const name of names) {
    const fileName = `scenarios/${name}`;
    const file = readJson(join(dirs.scenarios, name), fileName);
    const ruleset = rulesetOfFile(file);
    if (!ruleset.ok) throw new BundledAssetError(fileName, [`ruleset: ${ruleset.error}`]);
    const loaded = loadScenario(file, fileName);
    if (!loaded.ok) throw new BundledAssetError(fileName, loaded.errors.map(formatScenarioError));
    const s = loaded.scenario;
    if (ids.has(s.id)) throw new BundledAssetError(fileName, [`id: "${s.id}" is used by another bundled scenario`]);
    ids.add(s.id);
    if (!maps.some((m) => m.letter === s.conditions.map.letter)) {
      throw new BundledAssetError(fileName, [`conditions.map.letter: map ${s.conditions.map.letter} is not among the bundled maps`]);
    }
    scenarios.push({ id: s.id, fileName, file, scenario: s, missingOptionalRules: loaded.missingOptionalRules });
  }
  scenarios.sort((a, b) => a.scenario.section - b.scenario.section);
  return {
    dirs,
    scenarios,
    maps,
    scenario: (id) => scenarios.find((s) => s.id === id),
    map: (id) => maps.find((m) => m.id === id),
    mapByLetter: (letter) => maps.find((m) => m.letter === letter.toUpperCase()),
  };
}

const cache = new Map<string, BundledCatalogue>();

/** `readBundledCatalogue`, read once per folder per process (the files do not change while the app runs). */
export function bundledCatalogue(dirs: AssetDirs = resolveAssetDirs()): BundledCatalogue {
  const key = `${dirs.scenarios}\u0000${dirs.maps}`;
  let c = cache.get(key);
  if (!c) {
    c = readBundledCatalogue(dirs);
    cache.set(key, c);
  }
  return c;
}

/**
 * Installs (or updates in place) the bundled scenarios in the campaign
 * database, in one transaction, under the ids their files give. Idempotent:
 * an unchanged scenario is not rewritten.
 */
export function installBundledScenarios(repos: Repositories, catalogue: BundledCatalogue): void {
  repos.scenarios.installBundled([
    ...catalogue.scenarios.map((s) => ({ id: s.id, ruleset: s.scenario.ruleset, name: s.scenario.title, scenario: s.file as JsonObject })),
    ...(catalogue.skirmish?.scenarios ?? []).map((s) => ({ id: s.id, ruleset: 'skirmish', name: s.name, scenario: s.file as JsonObject })),
  ]);
}
