import type { Outcome } from './umpire-api';
import type { SessionInfo } from './session';

/** The campaign: its archive, statistics, players, files, catalogue of scenarios and maps, and its games. */
/** One side's result in the archive. */
export interface SideResultInfo {
  readonly outcome: Outcome;
  /** The scenario's own word for it ("decisive", "marginal"), when it has one. */
  readonly level: string | null;
  readonly casualties: number;
}

export interface ArchivePlayerInfo {
  readonly side: string;
  readonly playerId: string;
  readonly playerName: string;
}

/** The one declaration of an archive entry: src/main/db builds it, the renderer shows it. */
export interface ArchiveEntryInfo {
  readonly gameId: string;
  readonly campaignId: string;
  readonly scenarioId: string;
  readonly scenarioName: string;
  readonly ruleset: string;
  readonly finishedAt: string;
  readonly turnsPlayed: number;
  readonly rulings: readonly string[];
  readonly notes: string;
  /** The game's sides in the scenario's order, with their names. */
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  /** Outcome per side. */
  readonly outcome: Readonly<Record<string, SideResultInfo>>;
  readonly players: readonly ArchivePlayerInfo[];
  /** The Optional Rules the game was played with, as its options keep them ("22"), sorted; [] for none. */
  readonly optionalRules: readonly string[];
}

export interface SideStatisticsInfo {
  readonly side: string;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly averageCasualties: number;
  readonly totalCasualties: number;
}

export interface ScenarioStatisticsInfo {
  readonly scenarioId: string;
  readonly scenarioName: string;
  readonly ruleset: string;
  readonly games: number;
  readonly averageTurns: number;
  readonly sides: readonly SideStatisticsInfo[];
}

export interface PlayerInfo {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  /** Games he is recorded as playing (a player who played stays in the archive and cannot be deleted). */
  readonly gamesPlayed: number;
}

export interface GamePlayersInfo {
  readonly gameId: string;
  readonly sides: readonly { readonly id: string; readonly name: string; readonly players: readonly { readonly playerId: string; readonly playerName: string }[] }[];
}

/** A file for the umpire to save: the text is exactly what goes on disk. */
export interface FileDownload {
  readonly fileName: string;
  readonly mediaType: string;
  readonly text: string;
}

export interface ImportReport {
  readonly gameId: string;
  readonly events: number;
  readonly createdPlayers: readonly string[];
}

export interface BackupInfo {
  readonly path: string;
  readonly takenAt: string;
  readonly schemaVersion: number;
}

/** A necessary Optional Rule Sightline does not play yet (Case 38.23). */
export interface MissingOptionalRuleInfo {
  readonly section: number;
  readonly title: string;
  /** The scenario's Case that makes it necessary. */
  readonly case: string;
}

/** A skirmish scenario's facts for the Games screen (docs/rulings/skirmish-game.md). */
export interface SkirmishScenarioFacts {
  /** One of the seed's eight conflicts, as titled there ("VIETNAM ('62/3-'75/6)"). */
  readonly conflict: string;
  readonly tableId: string;
  readonly tableName: string;
  readonly setUp: 'hidden' | 'open';
  readonly bounds: number;
  /** "Written for Sightline: …" or the umpire's own note. */
  readonly provenance: string;
  readonly sides: readonly { readonly id: string; readonly name: string; readonly figures: number }[];
}

export interface ScenarioSummaryInfo {
  readonly id: string;
  /** The ruleset that plays it: "commando" or "skirmish" (src/shared/rulesets/index.ts). */
  readonly ruleset: string;
  /** A skirmish scenario's facts; absent for Commando's. */
  readonly skirmish?: SkirmishScenarioFacts;
  /** Ships with Sightline (read-only), or the campaign's own. */
  readonly bundled: boolean;
  /** The Section that prints it (39–50 for the bundled twelve); null when the file does not read. */
  readonly section: number | null;
  readonly title: string;
  /** Case 7.12: A–M. */
  readonly mapLetter: string | null;
  readonly era: 'WWI' | 'WWII' | 'Modern' | null;
  readonly sides: readonly { readonly id: string; readonly name: string; readonly mode: string; readonly numberOfMen: number }[];
  /** Every necessary Optional Rule is built (Case 38.23) and the file reads. */
  readonly canStart: boolean;
  readonly missingOptionalRules: readonly MissingOptionalRuleInfo[];
  /** Its special rules Sightline does not play yet: the umpire applies these by hand (Case 38.23). */
  readonly specialRulesByHand: readonly { readonly id: string; readonly title: string }[];
  /** Why it cannot start, in words (missing rules, or the file's faults naming the field). */
  readonly problems: readonly string[];
}

export interface ScenarioDetailInfo extends ScenarioSummaryInfo {
  /** The scenario file (src/shared/rulesets/commando/model/scenario-schema.ts). */
  readonly file: Readonly<Record<string, unknown>>;
}

export interface MapSummaryInfo {
  readonly id: string;
  readonly name: string;
  /** A bundled map (read-only, from the app's assets), or the campaign's own. */
  readonly bundled: boolean;
  /** The bundled map's letter (Case 7.12); null for a campaign map. */
  readonly letter: string | null;
  readonly width: number;
  readonly height: number;
  /** Where the map came from: printed, an approximation drawn from the scenario text, or custom. */
  readonly provenance: { readonly kind: 'printed' | 'approximation' | 'custom'; readonly note: string };
  /** Null for a bundled map. */
  readonly updatedAt: string | null;
}

export interface MapDetailInfo extends MapSummaryInfo {
  /** The map file (src/shared/map/map-schema.ts). */
  readonly file: Readonly<Record<string, unknown>>;
}

/** One fault in a map file: where (a square such as "square 2547", a side, zone or structure), the field, and what is wrong. */
export interface MapFaultInfo {
  readonly where: string;
  readonly field: string;
  readonly message: string;
}

export type SaveMapOutcome =
  | { readonly ok: true; readonly map: MapSummaryInfo; /** The bundled map this is a copy of, when the save was over a bundled one. */ readonly copiedFrom?: string }
  | { readonly ok: false; readonly errors: readonly MapFaultInfo[] };

/**
 * One cell of a Commando chart the campaign plays with its own value (issue 21: a club that owns the printed
 * chart enters it): the cell (`table` is the chart's registry id, `field` absent for a single value), the value,
 * the one-line rationale, and when it was set. A game records the overrides it was started with.
 */
export interface TableOverrideInfo {
  readonly table: string;
  readonly key: string;
  readonly field?: string;
  readonly value: number | string | boolean;
  readonly rationale: string;
  readonly updatedAt: string;
}

/** A skirmish table (a tabletop in inches, not a square map): bundled (read-only) or the campaign's own. */
export interface TableSummaryInfo {
  readonly id: string;
  readonly name: string;
  readonly bundled: boolean;
  /** Inches. */
  readonly width: number;
  readonly height: number;
  /** Drawn for Sightline, traced from a photo, or the club's own. */
  readonly provenance: { readonly kind: 'sightline' | 'traced' | 'custom'; readonly note: string };
  /** Null for a bundled table. */
  readonly updatedAt: string | null;
}

export interface TableDetailInfo extends TableSummaryInfo {
  /** The table file (src/shared/rulesets/skirmish/model/table-schema.ts). */
  readonly file: Readonly<Record<string, unknown>>;
}

export type SaveTableOutcome =
  | { readonly ok: true; readonly table: TableSummaryInfo; /** The bundled table this is a copy of, when the save was over a bundled one. */ readonly copiedFrom?: string }
  /** Each fault names the feature (`buildings[0] "house-1"`), the field and what is wrong. */
  | { readonly ok: false; readonly errors: readonly MapFaultInfo[] };

export interface GameSummaryInfo {
  readonly id: string;
  readonly scenarioId: string;
  readonly scenarioName: string;
  /** The ruleset it is played by (its scenario's, issue 19) and that ruleset's name ("Modern skirmish (1989)"). */
  readonly ruleset: string;
  readonly rulesetName: string;
  readonly status: 'setup' | 'active' | 'finished' | 'abandoned';
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** The game behind the windows now. */
  readonly current: boolean;
  /** The Optional Rules it is played with ("22": Section 22.0), sorted; [] for none. */
  readonly optionalRules: readonly string[];
  /** Present when a stored row of the game cannot be read or replayed: the first such seq (0: its setup) and why. It cannot be opened; it can be exported as stored. */
  readonly damaged?: { readonly seq: number; readonly reason: string };
}

export interface CurrentGameInfo {
  readonly gameId: string;
  /** The ruleset the game is played by (issue 19). */
  readonly ruleset?: string;
  readonly scenarioId: string | null;
  readonly scenarioName: string;
  readonly status: 'setup' | 'active' | 'finished' | 'abandoned';
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly createdAt: string | null;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  /** The Optional Rules it is played with ("22": Section 22.0), sorted; [] for none. */
  readonly optionalRules: readonly string[];
}

/** After newGame / openGame: the game now behind every window, and the session with the new player links. */
export interface GameSwitchInfo {
  readonly game: CurrentGameInfo;
  readonly session: SessionInfo;
}

