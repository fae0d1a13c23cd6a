/**
 * The one typed contract both transports (Electron IPC and local HTTP)
 * carry, as the renderer imports it: the generic contract (one API per
 * audience; a player connection reaches nothing of the umpire's) with
 * Commando's names where a result carries a view, a command or an event.
 * The host and the transports import the generic files directly:
 * umpire-api.ts, player-api.ts, session.ts, host-results.ts, catalogue.ts,
 * results.ts.
 */
export * from './umpire-api';
export * from './player-api';
export * from './session';
export * from './host-results';
export * from './catalogue';
export * from './results';
export {
  commandoNewGameSchema,
  type AuditEvent,
  type AuditReport,
  type NewGameInput,
  type PendingDiceInfo,
  type PlayerParams,
  type PlayerPush,
  type PlayerResults,
  type ReplayFrame,
  type ScreenPush,
  type ScreenResults,
  type UmpireParams,
  type UmpirePush,
  type UmpireResults,
} from './commando-api';
export { ipcChannel } from './channels';
