import type { LinkNotice } from '@shared/contract/session';
import { createRepositories } from '../db/repositories/index';
import { LinksRepository, type StoredLink } from '../db/repositories/links';
import { newToken } from '../http/tokens';
import { HostError } from '../host/host-errors';
import { streamToken } from '../http/http-transport';
import type { TokenRegistry } from '../http/tokens';
import type { CampaignAccess, GamePersistence } from './game-persistence';
import type { PlayerStreams } from './player-streams';

/** What a side's window is told when its game is no longer the one open and its seat has no side in the new one. */
export const GAME_CLOSED = 'This game has been closed by the umpire.';
/** What a token no game has gets (never issued, or replaced by the umpire). */
export const LINK_INVALID = "This link is no longer valid: the umpire may have issued a new one for this side (Players tab). Ask the umpire for your side's link.";

/** A side's own page with its token, relative, so it works on this computer and on the club's network alike. */
export const sidePath = (side: string, token: string): string => `/player/${encodeURIComponent(side)}?token=${encodeURIComponent(token)}`;

/** The game open now: its campaign file, id, sides and their tokens. */
export interface OpenGameLinks {
  readonly access: CampaignAccess;
  readonly sides: Readonly<Record<string, string>>;
}

/**
 * Links that last (issue 15): the stored tokens of a game's sides (made once,
 * kept until rotated), the file's umpire and screen tokens, the game open
 * last, and where a window of one game goes when another is open.
 */
export const sideLinks = {
  /** Each side's stored token of the game, made the first time the game is opened. */
  tokens(access: CampaignAccess, sides: readonly string[]): Record<string, string> {
    return new LinksRepository(access.db).sideTokens(access.gameId, sides, newToken);
  },

  /** The umpire's and the shared screen's tokens, kept in the file so the console's link outlives a restart. */
  ownTokens(access: CampaignAccess): { umpire: string; screen: string } {
    const repo = new LinksRepository(access.db);
    return { umpire: repo.settingOr('umpire-token', newToken), screen: repo.settingOr('screen-token', newToken) };
  },

  /** A new token for one side of the open game; the old one stops opening anything. The game's audit trail notes it (the side, never a token), in the same transaction. */
  rotate(access: CampaignAccess, side: string): string {
    const token = newToken();
    access.db.transaction(() => {
      new LinksRepository(access.db).rotate(access.gameId, side, token);
      createRepositories(access.db).audit.append(access.gameId, 'link-rotated', { side, by: { kind: 'umpire' } });
    })();
    return token;
  },

  /** Remembers the game open now, so the next start reopens it (and prints its links). */
  remember(access: CampaignAccess): void {
    new LinksRepository(access.db).setSetting(`open-game:${access.campaignId}`, access.gameId);
  },

  /** The game open last in a campaign of this file, if one was remembered. */
  lastOpen(db: CampaignAccess['db'], campaignId: string): string | null {
    return new LinksRepository(db).setting(`open-game:${campaignId}`);
  },

  /** The game and side a stored token opens. */
  find(access: CampaignAccess, token: string): StoredLink | null {
    return new LinksRepository(access.db).find(token);
  },

  /**
   * Where a window of `from`'s side goes when `to` is open (ruling in
   * docs/links.md): to the side played by the same player when both games
   * have their players assigned (in the same file) and exactly one side of
   * `to` has one of them; otherwise to the side of the same id. Neither: the
   * game is closed for it. The answer carries the window's own next link only.
   */
  follow(fromAccess: CampaignAccess | undefined, from: StoredLink, to: OpenGameLinks): LinkNotice {
    if (fromAccess && fromAccess.db === to.access.db) {
      const games = createRepositories(to.access.db).games;
      const before = games.players(from.gameId).filter((p) => p.side === from.side).map((p) => p.playerId);
      const now = games.players(to.access.gameId);
      if (before.length > 0 && now.length > 0) {
        const seats = [...new Set(now.filter((p) => before.includes(p.playerId)).map((p) => p.side))].filter((s) => to.sides[s] !== undefined);
        return seats.length === 1 ? { kind: 'moved', url: sidePath(seats[0]!, to.sides[seats[0]!]!) } : { kind: 'closed', message: GAME_CLOSED };
      }
    }
    const token = to.sides[from.side];
    return token ? { kind: 'moved', url: sidePath(from.side, token) } : { kind: 'closed', message: GAME_CLOSED };
  },
};

/**
 * The tokens an app starts with: for a game kept in a campaign, its sides'
 * stored tokens and the file's umpire and screen tokens (and the game is
 * remembered as the one open); `fixed` (tests) wins.
 */
export function storedTokens(
  persistence: GamePersistence,
  sides: readonly { readonly id: string }[],
  fixed: { umpire?: string; sides?: Record<string, string>; screen?: string } | undefined,
): { umpire?: string; sides?: Record<string, string>; screen?: string } | undefined {
  const access = persistence.campaign?.();
  if (!access) return fixed;
  sideLinks.remember(access);
  const own = sideLinks.ownTokens(access);
  return {
    umpire: fixed?.umpire ?? own.umpire,
    screen: fixed?.screen ?? own.screen,
    sides: { ...sideLinks.tokens(access, sides.map((s) => s.id)), ...fixed?.sides },
  };
}

/** What a side token that opens nothing now is told: where its seat is in the game open now, that its game was closed, or that it is no link. */
export function deadLinkNotice(access: CampaignAccess | undefined, token: string, open: Readonly<Record<string, string>>): LinkNotice {
  const from = access ? sideLinks.find(access, token) : null;
  if (!access || !from) return { kind: 'invalid', message: LINK_INVALID };
  return sideLinks.follow(access, from, { access, sides: open });
}

/** A new stored token for one side of the open game: the old one stops working, and a window still open on it is told so and its stream ended. */
export function rotateLink(access: CampaignAccess, sides: readonly { readonly id: string }[], tokens: TokenRegistry, streams: PlayerStreams, side: string): void {
  if (!sides.some((s) => s.id === side)) throw new HostError(`No side "${side}" in this game.`);
  tokens.setSides({ ...tokens.allSides(), [side]: sideLinks.rotate(access, side) });
  void streams.closeWhere((req) => (tokens.sideFor(streamToken(req)) === undefined ? { type: 'link', link: { kind: 'invalid', message: LINK_INVALID } } : undefined));
}
