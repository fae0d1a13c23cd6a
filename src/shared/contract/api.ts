import { z } from 'zod';
import { commandSchema } from '../game/commands';
import type { PlayerView, UmpireView } from '../game/view';
import type { RuleError } from '../rules/rule-error';

/**
 * The one typed contract both transports (Electron IPC and local HTTP) carry.
 * There is one API per audience; a player connection can reach nothing of the
 * umpire's. Parameters are validated with zod on the host side of every
 * transport, because a request is untrusted input.
 */
export const umpireApi = {
  getView: z.object({}).strict(),
  getSession: z.object({}).strict(),
  command: z.object({ command: commandSchema }).strict(),
  setLan: z.object({ enabled: z.boolean() }).strict(),
  /** Electron opens a pop-out on the second monitor; a browser gets the URL to open. */
  openPlayerWindow: z.object({ side: z.string().min(1) }).strict(),
} as const;

export const playerApi = {
  /** `manId` narrows the window to what one of the side's own men observes. */
  getView: z.object({ manId: z.string().min(1).optional() }).strict(),
} as const;

export type UmpireMethod = keyof typeof umpireApi;
export type PlayerMethod = keyof typeof playerApi;
export type UmpireParams<M extends UmpireMethod> = z.infer<(typeof umpireApi)[M]>;
export type PlayerParams<M extends PlayerMethod> = z.infer<(typeof playerApi)[M]>;

export interface PlayerLink {
  readonly side: string;
  readonly sideName: string;
  /** The side's own token; it opens that side's projection and nothing else. */
  readonly token: string;
  /** Loopback URL for a pop-out or a browser on this machine. */
  readonly url: string;
  /** URLs on the local network, when LAN play is on. */
  readonly lanUrls: readonly string[];
}

export interface SessionInfo {
  readonly mode: 'electron' | 'browser';
  readonly databasePath: string;
  readonly umpireUrl?: string;
  readonly lan: { readonly enabled: boolean; readonly port?: number };
  readonly players: readonly PlayerLink[];
}

export type CommandOutcome = { readonly ok: true; readonly version: number; readonly events: number } | { readonly ok: false; readonly error: RuleError };

export interface UmpireResults {
  getView: UmpireView;
  getSession: SessionInfo;
  command: CommandOutcome;
  setLan: SessionInfo;
  openPlayerWindow: { readonly opened: boolean; readonly url: string };
}

export interface PlayerResults {
  getView: PlayerView;
}

/** What a host pushes to a connected window whenever its view changes. */
export type UmpirePush = { readonly type: 'view'; readonly view: UmpireView } | { readonly type: 'session'; readonly session: SessionInfo };
export type PlayerPush = { readonly type: 'view'; readonly view: PlayerView };

/** Transport error codes, shared so both transports refuse the same way. */
export type ApiErrorCode = 'bad-request' | 'unknown-method' | 'forbidden' | 'internal';
export interface ApiError {
  readonly error: ApiErrorCode;
  readonly message: string;
}

export function parseUmpireParams<M extends UmpireMethod>(method: M, params: unknown): UmpireParams<M> {
  return umpireApi[method].parse(params ?? {}) as UmpireParams<M>;
}

export function parsePlayerParams<M extends PlayerMethod>(method: M, params: unknown): PlayerParams<M> {
  return playerApi[method].parse(params ?? {}) as PlayerParams<M>;
}

export function isUmpireMethod(name: string): name is UmpireMethod {
  return Object.prototype.hasOwnProperty.call(umpireApi, name);
}

export function isPlayerMethod(name: string): name is PlayerMethod {
  return Object.prototype.hasOwnProperty.call(playerApi, name);
}

export { ipcChannel } from './channels';
