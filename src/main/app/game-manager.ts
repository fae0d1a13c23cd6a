/**
 * The campaign's catalogue and games, for the umpire API: scenarios (the
 * bundled twelve and the campaign's own), maps (the bundled twelve, read-only
 * from the assets, and the campaign's own in the `maps` table), the list of
 * games, and setting up a new game of a scenario. Switching the host to a
 * game is the app shell's job (`SightlineApp.newGame` / `openGame`); this
 * class only reads and writes the database.
 */
import { specialRulesByHand } from '@shared/rulesets/commando/scenarios/special-rules';
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CurrentGameInfo,
  GameSummaryInfo,
  MapDetailInfo,
  MapSummaryInfo,
  NewGameInput,
  SaveMapOutcome,
  ScenarioDetailInfo,
  ScenarioSummaryInfo,
} from '@shared/contract/api';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { GameMap } from '@shared/map/map-model';
import { parseMap, serializeMap } from '@shared/map/map-schema';
import { canStart, formatScenarioError, loadScenario } from '@shared/rulesets/commando/scenarios/load-scenario';
import { builtOptionalRules } from '@shared/rulesets/commando/model/optional-rules';
import { findRuleset, rulesetOfFile } from '@shared/rulesets/index';
import { withNecessaryRules, type createGame } from '@shared/rulesets/commando/scenarios/setup-game';
import type { Database } from '../db/driver';
import { NotFoundError } from '../db/errors';
import type { JsonObject } from '../db/json';
import type { GameStatus } from '../db/queries/games';
import type { ScenarioRecord } from '../db/queries/scenarios';
import { createRepositories, type Repositories } from '../db/repositories/index';
import { HostError } from '../host/game-host';
import { installBundledScenarios, type BundledCatalogue } from './catalogue';
import { campaignGameLog, jsonSafe } from './campaign-persistence';
import { damageBeforeOpen, damagedGames, DamagedGameError, damageOnOpen } from './damaged-games';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import { isTableFile } from './table-catalogue';
import { skirmishSummary } from './skirmish-catalogue';
import { setUpSkirmishGame } from './skirmish-new-game';
import { CampaignTableOverrides } from './table-overrides';

/** Sets up a game from a scenario and its map (src/shared/rulesets/commando/scenarios/setup-game.ts); tests may pass their own. */
export type CreateGame = typeof createGame;

export interface CampaignRef {
  readonly db: Database;
  readonly databasePath: string;
  readonly campaignId: string;
}

const PROVENANCE_KINDS = ['printed', 'approximation', 'custom'] as const;
type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class GameManager {
  readonly repos: Repositories;

  /** Installs the bundled scenarios into the campaign (idempotent, one transaction). */
  constructor(
    readonly campaign: CampaignRef,
    readonly catalogue: BundledCatalogue,
    private readonly setup: CreateGame,
  ) {
    this.repos = createRepositories(campaign.db);
    installBundledScenarios(this.repos, catalogue);
  }

  // -------------------------------------------------------------- scenarios

  listScenarios(): ScenarioSummaryInfo[] {
    const out: ScenarioSummaryInfo[] = [];
    for (const s of this.repos.scenarios.list(this.campaign.campaignId)) {
      const record = this.repos.scenarios.get(s.id);
      // The training ground is a demo the app sets up by itself, not a scenario file.
      if (!record || record.scenario['kind'] === 'demo') continue;
      out.push(record.ruleset === 'skirmish' ? skirmishSummary(record, this.tableFile) : summarize(record));
    }
    return out.sort((a, b) => Number(b.bundled) - Number(a.bundled) || (a.section ?? 1e9) - (b.section ?? 1e9) || a.title.localeCompare(b.title));
  }

  getScenario(id: string): ScenarioDetailInfo {
    const record = this.scenarioRecord(id);
    return { ...(record.ruleset === 'skirmish' ? skirmishSummary(record, this.tableFile) : summarize(record)), file: record.scenario };
  }

  /** A skirmish table file by id: a bundled one, else the campaign's own (table-catalogue.ts). */
  private readonly tableFile = (id: string): unknown => {
    const bundled = this.catalogue.skirmish?.tables.find((t) => t.id === id);
    if (bundled) return bundled.file;
    const row = this.repos.maps.get(id);
    return row && row.campaignId === this.campaign.campaignId && isTableFile(row.map) ? row.map : undefined;
  };

  // ------------------------------------------------------------------- maps

  listMaps(): MapSummaryInfo[] {
    const bundled = this.catalogue.maps.map((m) => bundledMapSummary(m.map, m.letter));
    const own = this.repos.maps
      .list(this.campaign.campaignId)
      .map((row) => this.repos.maps.get(row.id))
      .filter((r): r is NonNullable<typeof r> => r !== null && !isTableFile(r.map))
      .map((r) => campaignMapSummary(r));
    return [...bundled, ...own];
  }

  getMap(id: string): MapDetailInfo {
    const b = this.catalogue.map(id);
    if (b) return { ...bundledMapSummary(b.map, b.letter), file: b.file };
    const r = this.campaignMap(id);
    return { ...campaignMapSummary(r), file: r.map };
  }

  /**
   * Checks the file with `parseMap` first: a faulty file is not saved and
   * every fault comes back naming its square (or side, zone, structure) and
   * field. A bundled map is never overwritten: saving over one (or saving a
   * new map whose file carries a bundled id) saves a campaign copy.
   */
  saveMap(id: string | undefined, file: Record<string, unknown>): SaveMapOutcome {
    const parsed = parseMap(file);
    if (!parsed.ok) return { ok: false, errors: parsed.errors.map((e) => ({ where: e.where, field: e.field, message: e.message })) };
    const fileId = typeof file['id'] === 'string' ? file['id'] : undefined;
    const bundled = id !== undefined ? this.catalogue.map(id) : fileId !== undefined ? this.catalogue.map(fileId) : undefined;
    if (id !== undefined && !bundled) {
      this.campaignMap(id);
      const stored = storedFile(parsed.map, id, parsed.map.name);
      const row = this.repos.maps.update({ id, name: parsed.map.name, map: stored, provenance: provenanceText(parsed.map) });
      return { ok: true, map: campaignMapSummary(row) };
    }
    const newId = randomUUID();
    const name = bundled && parsed.map.name === bundled.map.name ? `${parsed.map.name} (campaign copy)` : parsed.map.name;
    const stored = storedFile(parsed.map, newId, name);
    const row = this.repos.maps.create({ id: newId, campaignId: this.campaign.campaignId, name, map: stored, provenance: provenanceText(parsed.map) });
    return { ok: true, map: campaignMapSummary(row), ...(bundled ? { copiedFrom: bundled.id } : {}) };
  }

  deleteMap(id: string): { deleted: true; id: string } {
    if (this.catalogue.map(id)) throw new HostError(`Map ${id} ships with Sightline and cannot be deleted.`);
    this.campaignMap(id);
    this.repos.maps.delete(id);
    return { deleted: true, id };
  }

  // ------------------------------------------------------------------ games

  listGames(currentGameId: string | null, status?: GameStatus): GameSummaryInfo[] {
    const damaged = damagedGames(this.campaign.db, this.campaign.campaignId);
    const rules = this.repos.games.optionalRules(this.campaign.campaignId);
    return this.repos.games.list(this.campaign.campaignId, status).map((g) => ({
      id: g.id,
      scenarioId: g.scenarioId,
      scenarioName: g.scenarioName,
      ruleset: g.ruleset,
      rulesetName: findRuleset(g.ruleset)?.name ?? `unknown ruleset "${g.ruleset}"`,
      status: g.status,
      diceMode: g.diceMode,
      createdAt: g.createdAt,
      finishedAt: g.finishedAt,
      current: g.id === currentGameId,
      optionalRules: rules.get(g.id) ?? [],
      ...(damaged.has(g.id) ? { damaged: damaged.get(g.id)! } : {}),
    }));
  }

  gameInfo(gameId: string, state: GameState): CurrentGameInfo {
    const g = this.repos.games.get(gameId);
    return {
      gameId,
      scenarioId: g?.scenarioId ?? null,
      scenarioName: g?.scenarioName ?? state.scenarioName,
      status: g?.status ?? 'active',
      diceMode: g?.diceMode ?? 'seeded',
      createdAt: g?.createdAt ?? null,
      sides: state.sides.map((s) => ({ id: s.id, name: s.name })),
      optionalRules: this.repos.games.optionalRules(this.campaign.campaignId, gameId).get(gameId) ?? [],
    };
  }

  /**
   * Sets up a game of a scenario (`createGame`, its map by the scenario's map
   * letter) and stores it in ONE transaction: the game row (with the copy of
   * the scenario and a fresh secret seed), status active, the state before
   * any event as snapshot 0 (what the game is replayed from), and the
   * set-up's events (endurance, standard or rolled with its dice, Case 9.4)
   * as the first events of the log with an audit row `setup`. The set-up's
   * dice come from that seed whatever the dice mode; the physical mode
   * applies from the first command. Returns the new game's id and its
   * snapshot 0; the caller switches the host to it.
   */
  createGame(input: NewGameInput): { gameId: string; initial: GameState } {
    const record = this.scenarioRecord(input.scenarioId);
    if (record.ruleset === 'skirmish') return this.createSkirmishGame(record, input);
    const ruleset = rulesetOfFile(record.scenario);
    if (!ruleset.ok) throw new HostError(`Scenario "${record.name}" does not read, so no game was set up: ${ruleset.error}`);
    const loaded = loadScenario(record.scenario, `scenario ${record.id}`);
    if (!loaded.ok) throw new HostError(`Scenario "${record.name}" does not read, so no game was set up: ${loaded.errors.map(formatScenarioError).join('; ')}`);
    const scenario = loaded.scenario;
    const startable = canStart(scenario);
    if (!startable.ok) throw new HostError(`${scenario.title} (Section ${scenario.section}.0) cannot be started yet: ${startable.reasons.join('; ')}. No game was set up.`);
    const mapEntry = this.catalogue.mapByLetter(scenario.conditions.map.letter);
    if (!mapEntry) throw new HostError(`Map ${scenario.conditions.map.letter} is not among the bundled maps; no game was set up.`);

    const gameId = randomUUID();
    const dice = SeededDice.fromSeed(randomBytes(16).toString('hex'));
    // Section 22.0 Procedure: the mines each side may lay, as the umpire entered them (Optional Rule 22).
    const mines = input.mines ? { mines: input.mines.map((m) => ({ side: m.side, type: m.type, count: m.count })) } : {};
    // Issue 21: the campaign's chart overrides as they stand now; the game records them in its state.
    const tableOverrides = new CampaignTableOverrides(this.repos, this.campaign.campaignId).forNewGame();
    const made = this.setup(scenario, mapEntry.map, { gameId, endurance: input.endurance, optionalRules: [...input.optionalRules], ...mines, ...(tableOverrides.length > 0 ? { tableOverrides } : {}) }, dice);
    if (!made.ok) {
      throw new HostError(`${scenario.title} could not be set up: ${made.error.map((e) => `${e.message} (${e.caseRef}, ${e.code})`).join('; ')}. No game was set up.`);
    }
    const { initial, events } = made.value;
    // Case 38.23: the game is played with the scenario's necessary Optional Rules too (Hejaz: Section 19.0), though not ticked.
    const optionalRules = withNecessaryRules(scenario, input.optionalRules).sort();
    const db = this.campaign.db;
    db.transaction(() => {
      this.repos.games.create({
        id: gameId,
        campaignId: this.campaign.campaignId,
        scenarioId: record.id,
        diceMode: input.diceMode,
        rngState: JSON.stringify(dice.state()),
        options: jsonSafe({ endurance: input.endurance, optionalRules, map: mapEntry.id, ...mines }),
      });
      this.repos.games.setStatus(gameId, 'active');
      this.repos.snapshots.save(gameId, 0, jsonSafe(initial));
      if (events.length > 0) campaignGameLog(db, gameId).commit([{ events, audit: { kind: 'setup', detail: { scenario: record.id, map: mapEntry.id, endurance: input.endurance, optionalRules, ...mines } } }]);
    }).immediate();
    return { gameId, initial };
  }

  /** A skirmish game (skirmish-new-game.ts), stored as a Commando one is: its row, snapshot 0, no set-up events (nothing is rolled). */
  private createSkirmishGame(record: ScenarioRecord, input: NewGameInput): { gameId: string; initial: GameState } {
    const gameId = randomUUID();
    const dice = SeededDice.fromSeed(randomBytes(16).toString('hex'));
    const { initial, tableId } = setUpSkirmishGame(record, input, this.tableFile, dice);
    this.campaign.db.transaction(() => {
      this.repos.games.create({ id: gameId, campaignId: this.campaign.campaignId, scenarioId: record.id, diceMode: input.diceMode, rngState: JSON.stringify(dice.state()), options: jsonSafe({ table: tableId }) });
      this.repos.games.setStatus(gameId, 'active');
      this.repos.snapshots.save(gameId, 0, jsonSafe(initial));
    }).immediate();
    // The host takes it by its ruleset (campaignGamePersistence); to the app shell it is a setup like any other.
    return { gameId, initial: initial as unknown as GameState };
  }

  /**
   * The setup of a game about to be opened; a game whose setup is damaged (or
   * found damaged before) is refused (`DamagedGameError`, naming the seq)
   * before anything switches. Its event rows are not scanned here (issue 23):
   * the game is read once, by the switch (`openGame`), which scans the rows
   * it reads (the tail after the newest snapshot) and refuses a damaged one
   * before anything switches too (`damageOnOpen`); older rows are scanned
   * when its history is first read (undo, redo, replay, audit).
   */
  openableSetup(gameId: string): GameState {
    const known = damageBeforeOpen(this.campaign.db, gameId);
    if (known) throw new DamagedGameError(gameId, known);
    return this.initialOf(gameId);
  }

  /** The error that refuses a game the host could not read on opening it (remembered for the games list). */
  refusedOnOpen(gameId: string, error: unknown): DamagedGameError {
    return damageOnOpen(this.campaign.db, gameId, error);
  }

  initialOf(gameId: string): GameState {
    const g = this.repos.games.get(gameId);
    if (!g || g.campaignId !== this.campaign.campaignId) throw new NotFoundError(`game ${gameId} is not in this campaign`);
    const snap = this.repos.snapshots.latestAtOrBefore(gameId, 0);
    if (snap) return snap.state as unknown as GameState;
    if (g.scenarioId === DEMO_GAME_ID) return { ...trainingGroundState(), gameId };
    throw new HostError(`Game ${gameId} (${g.scenarioName}) has no stored set-up (snapshot 0), so it cannot be opened.`);
  }

  private scenarioRecord(id: string): ScenarioRecord {
    const record = this.repos.scenarios.get(id);
    if (!record || (record.campaignId !== null && record.campaignId !== this.campaign.campaignId)) throw new NotFoundError(`scenario ${id} is not in this campaign`);
    return record;
  }

  private campaignMap(id: string): NonNullable<ReturnType<Repositories['maps']['get']>> {
    const r = this.repos.maps.get(id);
    // A skirmish table shares the maps store (table-catalogue.ts) but is no map.
    if (!r || r.campaignId !== this.campaign.campaignId || isTableFile(r.map)) throw new NotFoundError(`map ${id} is not in this campaign`);
    return r;
  }
}

/**
 * A Commando scenario as the Games screen lists it: whether it can start (Case 38.23) and, if not, the Optional Rule
 * Sections it lacks by name. `built`: the Sections the engine plays (by default the registry's `built` flags).
 */
export function summarize(record: ScenarioRecord, built: ReadonlySet<number> = builtOptionalRules()): ScenarioSummaryInfo {
  const loaded = loadScenario(record.scenario, `scenario ${record.id}`, built);
  if (!loaded.ok) {
    return {
      id: record.id,
      ruleset: record.ruleset,
      bundled: record.bundled,
      section: null,
      title: record.name,
      mapLetter: null,
      era: null,
      sides: [],
      canStart: false,
      missingOptionalRules: [],
      specialRulesByHand: [],
      problems: loaded.errors.map(formatScenarioError),
    };
  }
  const s = loaded.scenario;
  const start = canStart(s, built);
  return {
    id: record.id,
    ruleset: record.ruleset,
    bundled: record.bundled,
    section: s.section,
    title: s.title,
    mapLetter: s.conditions.map.letter,
    era: s.conditions.era,
    sides: s.sides.map((x) => ({ id: x.id, name: x.name, mode: x.mode, numberOfMen: x.numberOfMen })),
    canStart: start.ok,
    missingOptionalRules: loaded.missingOptionalRules.map((m) => ({ section: m.section, title: m.title, case: m.case })),
    specialRulesByHand: specialRulesByHand(s.specialRules.map((r) => r.id)),
    problems: start.ok ? [] : [...start.reasons],
  };
}

function bundledMapSummary(map: GameMap, letter: string): MapSummaryInfo {
  return { id: map.id, name: map.name, bundled: true, letter, width: map.width, height: map.height, provenance: { kind: map.provenance.kind, note: map.provenance.note }, updatedAt: null };
}

function campaignMapSummary(r: { id: string; name: string; provenance: string; updatedAt: string; map: JsonObject }): MapSummaryInfo {
  const p = r.map['provenance'];
  const kind = isRecord(p) && PROVENANCE_KINDS.includes(p['kind'] as ProvenanceKind) ? (p['kind'] as ProvenanceKind) : 'custom';
  const note = isRecord(p) && typeof p['note'] === 'string' ? p['note'] : r.provenance;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  return { id: r.id, name: r.name, bundled: false, letter: null, width: num(r.map['width']), height: num(r.map['height']), provenance: { kind, note }, updatedAt: r.updatedAt };
}

/** The map as the campaign keeps it: the canonical file form, its id the row's id. */
function storedFile(map: GameMap, id: string, name: string): JsonObject {
  return jsonSafe(serializeMap({ ...map, id, name }));
}

function provenanceText(map: GameMap): string {
  const note = map.provenance.note.trim();
  return note ? `${map.provenance.kind}: ${note}`.slice(0, 2000) : map.provenance.kind;
}
