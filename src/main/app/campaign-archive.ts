import type {
  ArchivePlayerInfo,
  FileDownload,
  FinishInput,
  FinishReport,
  GamePlayersInfo,
  PlayerInfo,
  ReplayFrame,
  ReplayViewer,
} from '@shared/contract/api';
import type { DiceSource } from '@shared/kernel/dice/dice-source';
import { commandoRuleset } from '@shared/rulesets/commando';
import { skirmishRuleset } from '@shared/rulesets/skirmish';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { exportGameFile, fileNameFor, gameFileText, sideFile, type GameFile } from '../archive/game-file';
import { sideReport, umpireReport } from '../archive/report';
import { skirmishSideReport } from '../archive/report-skirmish-side';
import { skirmishSideFile } from '../archive/skirmish-side-file';
import { normalisePlayerName, playerNameKey } from '../db/queries/player-names';
import type { SidePlayers } from '../db/queries/games';
import { createRepositories, type Repositories } from '../db/repositories/index';
import { GameHost, HostError } from '../host/game-host';
import { damagedSeq } from '../host/host-errors';
import { campaignGameLog, rulesetOfGame, type CampaignAccess } from './campaign-persistence';
import { damagedGameDump, damagedGames, DamagedGameError, type GameDamage } from './damaged-games';
import type { CommandoHost } from './commando-host';

const UMPIRE = { kind: 'umpire' } as const;

/** A stored game is replayed and finished, never played on: nothing may roll. */
const NO_DICE: DiceSource = {
  mode: 'seeded',
  roll() {
    throw new HostError('A game that is not open cannot roll dice; open it to play on.');
  },
};

/**
 * The campaign's players and any of its games by id: who played which side,
 * export, side export, after-action report, replay and finish. The open game
 * is served by the live host (so its windows follow); any other game by a
 * host over its stored log, which is read and never played on.
 */
export class CampaignArchive {
  private readonly repos: Repositories;

  constructor(
    private readonly access: CampaignAccess,
    private readonly openHost: CommandoHost,
  ) {
    this.repos = createRepositories(access.db);
  }

  // ---------------------------------------------------------------- players

  listPlayers(): PlayerInfo[] {
    return this.repos.players.listWithGames(this.access.campaignId).map(playerInfo);
  }

  /**
   * Names are unique in a campaign regardless of case, width, spacing and
   * invisible characters ("ann", "Ａｎｎ" and "Ann\u200d" are Ann), so the
   * archive filter never shows two of one person; control and bidi-override
   * characters are refused (db/queries/player-names.ts).
   */
  addPlayer(name: string): PlayerInfo {
    const clean = cleanName(name);
    this.refuseTaken(clean);
    const row = this.repos.players.create({ campaignId: this.access.campaignId, name: clean });
    return this.player(row.id);
  }

  renamePlayer(playerId: string, name: string): PlayerInfo {
    this.player(playerId);
    const clean = cleanName(name);
    this.refuseTaken(clean, playerId);
    this.repos.players.rename(playerId, clean);
    return this.player(playerId);
  }

  gamePlayers(gameId?: string): GamePlayersInfo {
    const id = this.gameIdOf(gameId);
    const assigned = this.repos.games.players(id);
    return {
      gameId: id,
      sides: this.sidesOf(id).map((s) => ({
        id: s.id,
        name: s.name,
        players: assigned.filter((a) => a.side === s.id).map((a) => ({ playerId: a.playerId, playerName: a.playerName })),
      })),
    };
  }

  /** Replaces who plays each side; every side named must be one of the game's. */
  setGamePlayers(gameId: string | undefined, sides: SidePlayers): GamePlayersInfo {
    const id = this.gameIdOf(gameId);
    this.checkSides(id, Object.keys(sides));
    this.repos.games.setPlayers(id, sides);
    return this.gamePlayers(id);
  }

  // ------------------------------------------------------------ games by id

  /** The game as one JSON file (canonical, no RNG state); with `side`, only that side's projection timeline. */
  exportGame(gameId?: string, side?: string): FileDownload {
    const id = this.gameIdOf(gameId);
    const damage = this.damageOf(id);
    if (damage) {
      // For repair: the rows as stored (a side's file would need the log replayed).
      if (side) throw new DamagedGameError(id, damage);
      return { fileName: `${id}.damaged.json`, mediaType: 'application/json', text: JSON.stringify(damagedGameDump(this.access.db, id, damage), null, 2) + '\n' };
    }
    const file = this.file(id);
    return { fileName: fileNameFor(file, side), mediaType: 'application/json', text: gameFileText(side ? this.sideCopyOf(file, side).file : file) };
  }

  /** The printable after-action report: the umpire's, or a side's built from that side's file alone. */
  report(gameId?: string, side?: string): FileDownload {
    const id = this.gameIdOf(gameId);
    const file = this.file(id);
    return { fileName: fileNameFor(file, side, 'html'), mediaType: 'text/html', text: side ? this.sideCopyOf(file, side).report() : umpireReport(file) };
  }

  /** The game right after event `seq`, with the fog lifted or as one side saw it then, and where its log ends. */
  replayAt(gameId: string, seq: number, viewer: ReplayViewer): ReplayFrame {
    const host = this.hostOf(this.gameIdOf(gameId));
    const last = host.audit(UMPIRE).events.at(-1)?.seq ?? 0;
    return { ...host.replayAt(UMPIRE, seq, viewer), last };
  }

  /**
   * Ends a game with its result and, when given, records who played each
   * side in the same transaction: a refused result assigns nobody.
   */
  finishGame(gameId: string | undefined, result: FinishInput, players?: SidePlayers): FinishReport {
    const id = this.gameIdOf(gameId);
    const host = this.hostOf(id);
    if (players) this.checkSides(id, Object.keys(players));
    const report = this.access.db.transaction(() => {
      if (players) this.repos.games.setPlayers(id, players);
      return host.finishGame(UMPIRE, result);
    })();
    const recorded: ArchivePlayerInfo[] = this.repos.games.players(id).map((p) => ({ side: p.side, playerId: p.playerId, playerName: p.playerName }));
    return { ...report, players: recorded };
  }

  // ----------------------------------------------------------------- private

  private get openGameId(): string {
    return this.access.gameId;
  }

  /** The game asked for (the open one by default), refused unless it is this campaign's. */
  private gameIdOf(gameId?: string): string {
    const id = gameId ?? this.openGameId;
    const game = this.repos.games.get(id);
    if (!game || game.campaignId !== this.access.campaignId) throw new HostError(`Game ${id} is not one of this campaign's games.`);
    return id;
  }

  private damageOf(gameId: string): GameDamage | null {
    if (gameId === this.openGameId) return null;
    return damagedGames(this.access.db, this.access.campaignId, gameId).get(gameId) ?? null;
  }

  private hostOf(gameId: string): CommandoHost {
    if (gameId === this.openGameId) return this.openHost;
    const damage = this.damageOf(gameId);
    if (damage) throw new DamagedGameError(gameId, damage);
    const initial = this.storedSetup(gameId);
    if (!initial) throw new HostError(`Game ${gameId} has no stored setup; open it once in Sightline first.`);
    try {
      return new GameHost(rulesetOfGame(this.access.db, gameId) as CommandoHost['ruleset'], initial, NO_DICE, campaignGameLog(this.access.db, gameId));
    } catch (e) {
      const seq = damagedSeq(e);
      if (seq !== undefined) throw new DamagedGameError(gameId, { seq, reason: (e as Error).message });
      throw e;
    }
  }

  private storedSetup(gameId: string): GameState | null {
    return (this.repos.snapshots.latestAtOrBefore(gameId, 0)?.state as unknown as GameState | undefined) ?? null;
  }

  private file(gameId: string): GameFile {
    const damage = this.damageOf(gameId);
    if (damage) throw new DamagedGameError(gameId, damage);
    try {
      return exportGameFile(this.access.db, gameId, gameId === this.openGameId ? this.openHost.initialState : undefined);
    } catch (e) {
      throw new HostError(e instanceof Error ? e.message : String(e));
    }
  }

  /** A side's copy in its ruleset's shape (Commando: its men, their squares, the enemies they saw; skirmish: its projection step by step), and its report from that copy alone. */
  private sideCopyOf(file: GameFile, side: string): { file: unknown; report: () => string } {
    try {
      if (file.scenario.ruleset === skirmishRuleset.id) {
        const copy = skirmishSideFile(file, side);
        return { file: copy, report: () => skirmishSideReport(copy) };
      }
      if (file.scenario.ruleset !== commandoRuleset.id) throw new HostError(`A side's copy and report are built for Commando and skirmish games; ${file.scenario.name} is played by the ruleset "${file.scenario.ruleset}".`);
      const copy = sideFile(file, side);
      return { file: copy, report: () => sideReport(copy) };
    } catch (e) {
      throw e instanceof HostError ? e : new HostError(e instanceof Error ? e.message : String(e));
    }
  }

  private sidesOf(gameId: string): { id: string; name: string }[] {
    const state = gameId === this.openGameId ? this.openHost.current : this.storedSetup(gameId);
    return (state?.sides ?? []).map((s) => ({ id: s.id, name: s.name }));
  }

  private checkSides(gameId: string, named: readonly string[]): void {
    const ids = this.sidesOf(gameId).map((s) => s.id);
    for (const side of named) if (!ids.includes(side)) throw new HostError(`No side "${side}" in game ${gameId} (sides: ${ids.join(', ') || 'none stored'}).`);
  }

  private player(playerId: string): PlayerInfo {
    const found = this.repos.players.listWithGames(this.access.campaignId).find((p) => p.id === playerId);
    if (!found) throw new HostError(`Player ${playerId} is not one of this campaign's players.`);
    return playerInfo(found);
  }

  private refuseTaken(name: string, except?: string): void {
    const key = playerNameKey(name);
    const taken = this.repos.players.list(this.access.campaignId).find((p) => p.id !== except && playerNameKey(p.name) === key);
    if (taken) throw new HostError(`The campaign already has a player called "${taken.name}".`);
  }
}

function cleanName(name: string): string {
  return normalisePlayerName(name);
}

function playerInfo(p: { id: string; name: string; createdAt: string; gamesPlayed: number }): PlayerInfo {
  return { id: p.id, name: p.name, createdAt: p.createdAt, gamesPlayed: p.gamesPlayed };
}
