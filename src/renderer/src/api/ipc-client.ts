import type { Command } from '@shared/rulesets/commando/model/commands';
import type { CommandOutcome, PlayerPush, SessionInfo, SideOrdersInfo, UmpirePush } from '@shared/contract/api';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient, UmpireClient } from './client';
import { newCommandId } from './command-id';
import { followPushes, ViewFollower, type PatchMessage, type SideStreamMessage } from './view-follower';

/** What the umpire preload exposes as `window.api` (src/main/electron/preload-umpire.ts). */
export interface UmpireBridge {
  readonly role: 'umpire';
  invoke(method: string, params: unknown): Promise<unknown>;
  /** Pushes: the whole view, then patches of it (issue 13), and session news. */
  onPush(listener: (msg: UmpirePush | PatchMessage) => void): () => void;
  /** Asks for the pushes (again, to resync): the whole view comes first. */
  watch(): Promise<void>;
}

/** What a player preload exposes as `window.api` (src/main/electron/preload-player.ts). */
export interface PlayerBridge {
  readonly role: 'player';
  readonly side: string;
  invoke(method: string, params: unknown): Promise<unknown>;
  onPush(listener: (msg: PlayerPush | PatchMessage) => void): () => void;
  watch(manId?: string): Promise<void>;
}

export function ipcUmpireClient(bridge: UmpireBridge): UmpireClient {
  return {
    role: 'umpire',
    getView: () => bridge.invoke('getView', {}) as Promise<UmpireView>,
    getSession: () => bridge.invoke('getSession', {}) as Promise<SessionInfo>,
    command: (command: Command) => bridge.invoke('command', { command, commandId: newCommandId() }) as Promise<CommandOutcome>,
    setLan: (enabled: boolean, port?: number) => bridge.invoke('setLan', port === undefined ? { enabled } : { enabled, port }) as Promise<SessionInfo>,
    call: (method, params) => bridge.invoke(method, params) as Promise<never>,
    // The whole view once, then patches; a gap asks for the whole view again (issue 13).
    onView: (listener) =>
      followPushes<SideStreamMessage<UmpireView>, UmpireView>(
        () => void bridge.watch(),
        (l) => bridge.onPush((msg) => msg.type !== 'session' && l(msg)),
        () => new ViewFollower<UmpireView>(),
        listener,
      ),
  };
}

export function ipcPlayerClient(bridge: PlayerBridge): PlayerClient {
  return {
    role: 'player',
    side: bridge.side,
    getView: (manId?: string) => bridge.invoke('getView', manId ? { manId } : {}) as Promise<PlayerView>,
    deploy: (params) => bridge.invoke('deploy', params) as Promise<CommandOutcome>,
    placeMine: (params) => bridge.invoke('placeMine', params) as Promise<CommandOutcome>,
    removeMine: (params) => bridge.invoke('removeMine', params) as Promise<CommandOutcome>,
    order: (order) => bridge.invoke('order', { order }) as Promise<CommandOutcome>,
    myOrders: () => bridge.invoke('myOrders', {}) as Promise<SideOrdersInfo>,
    submitOrders: (params) => bridge.invoke('submitOrders', params) as Promise<CommandOutcome>,
    rollMyDie: (face) => bridge.invoke('rollMyDie', { face }) as Promise<CommandOutcome>,
    onView: (listener, manId) => followPushes<SideStreamMessage<PlayerView>, PlayerView>(() => void bridge.watch(manId), (l) => bridge.onPush(l), () => new ViewFollower<PlayerView>(), listener),
  };
}
