import type { Command } from '@shared/rulesets/commando/model/commands';
import type { CommandOutcome, ScreenPush, SessionInfo, SideOrdersInfo } from '@shared/contract/api';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient, ScreenClient, UmpireClient } from './client';
import { newCommandId, withRetries } from './command-id';
import { followSideLink, probeSideLink } from './side-link';
import { followStream, ScreenFollower, ViewFollower, type ScreenStreamMessage, type SideStreamMessage } from './view-follower';

async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(json.message ?? `Request failed (${res.status}).`);
  return json;
}

/**
 * A side's stream: a whole view, then patches of it (issue 13). On a gap the
 * stream is opened again, and the host sends the whole view first.
 */
export function followSide<V extends { readonly version: number; readonly map?: unknown }>(url: string, listener: (view: V) => void, open?: (url: string) => EventSource): () => void {
  return followStream<SideStreamMessage<V>, V>(url, () => new ViewFollower<V>(), listener, open);
}

export function httpUmpireClient(token: string): UmpireClient {
  return {
    role: 'umpire',
    getView: () => post<UmpireView>('/api/umpire/getView', token, {}),
    getSession: () => post<SessionInfo>('/api/umpire/getSession', token, {}),
    // One id per command, the same on every retry: the host applies it once however often it arrives.
    command: (command: Command) => {
      const commandId = newCommandId();
      return withRetries(() => post<CommandOutcome>('/api/umpire/command', token, { command, commandId }));
    },
    setLan: (enabled: boolean, port?: number) => post<SessionInfo>('/api/umpire/setLan', token, port === undefined ? { enabled } : { enabled, port }),
    call: (method, params) => post(`/api/umpire/${method}`, token, params),
    // The whole view (and map) once, then patches, as a side's stream (issue 13).
    onView: (listener) => followSide<UmpireView>(`/api/umpire/events?token=${encodeURIComponent(token)}`, listener),
  };
}

export function httpPlayerClient(side: string, token: string): PlayerClient {
  return {
    role: 'player',
    side,
    getView: (manId?: string) => post<PlayerView>('/api/player/getView', token, manId ? { manId } : {}),
    deploy: (params) => post<CommandOutcome>('/api/player/deploy', token, params),
    placeMine: (params) => post<CommandOutcome>('/api/player/placeMine', token, params),
    removeMine: (params) => post<CommandOutcome>('/api/player/removeMine', token, params),
    submitOrders: (params) => post<CommandOutcome>('/api/player/submitOrders', token, params),
    order: (order) => post<CommandOutcome>('/api/player/order', token, { order }),
    myOrders: () => post<SideOrdersInfo>('/api/player/myOrders', token, {}),
    rollMyDie: (face) => post<CommandOutcome>('/api/player/rollMyDie', token, { face }),
    // Kept up by itself (issue 15): reconnects with backoff after a drop or a restart; told when its game moved or closed.
    onView: (listener, manId, onLink) => {
      const q = new URLSearchParams({ token, ...(manId ? { manId } : {}) });
      const deps = { open: (u: string) => new EventSource(u), probe: probeSideLink(token), setTimer: (f: () => void, ms: number) => setTimeout(f, ms), clearTimer: (t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>) };
      return followSideLink<PlayerView>(`/api/player/events?${q.toString()}`, deps, listener, onLink ?? (() => undefined));
    },
  };
}

/** The shared screen, in a browser or in Electron's screen pop-out (which loads the loopback page). */
export function httpScreenClient(token: string): ScreenClient {
  return {
    role: 'screen',
    getScreen: () => post<ScreenPush>('/api/screen/getScreen', token, {}),
    onScreen: (listener) => followStream<ScreenStreamMessage<ScreenPush>, ScreenPush>(`/api/screen/events?token=${encodeURIComponent(token)}`, () => new ScreenFollower<PlayerView>(), listener),
  };
}
