import type { Command } from '@shared/rulesets/commando/model/commands';
import type { CommandOutcome, PlayerPush, SessionInfo, UmpirePush } from '@shared/contract/api';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient, UmpireClient } from './client';
import { newCommandId } from './command-id';

/** What the umpire preload exposes as `window.api` (src/main/electron/preload-umpire.ts). */
export interface UmpireBridge {
  readonly role: 'umpire';
  invoke(method: string, params: unknown): Promise<unknown>;
  onPush(listener: (msg: UmpirePush) => void): () => void;
}

/** What a player preload exposes as `window.api` (src/main/electron/preload-player.ts). */
export interface PlayerBridge {
  readonly role: 'player';
  readonly side: string;
  invoke(method: string, params: unknown): Promise<unknown>;
  onPush(listener: (msg: PlayerPush) => void): () => void;
  watch(manId?: string): Promise<void>;
}

export function ipcUmpireClient(bridge: UmpireBridge): UmpireClient {
  return {
    role: 'umpire',
    getView: () => bridge.invoke('getView', {}) as Promise<UmpireView>,
    getSession: () => bridge.invoke('getSession', {}) as Promise<SessionInfo>,
    command: (command: Command) => bridge.invoke('command', { command, commandId: newCommandId() }) as Promise<CommandOutcome>,
    setLan: (enabled: boolean) => bridge.invoke('setLan', { enabled }) as Promise<SessionInfo>,
    call: (method, params) => bridge.invoke(method, params) as Promise<never>,
    onView: (listener) =>
      bridge.onPush((msg) => {
        if (msg.type === 'view') listener(msg.view);
      }),
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
    onView: (listener, manId) => {
      void bridge.watch(manId);
      return bridge.onPush((msg) => listener(msg.view));
    },
  };
}
