import type { Client } from './client';
import { httpPlayerClient, httpScreenClient, httpUmpireClient } from './http-client';
import { ipcPlayerClient, ipcUmpireClient, type PlayerBridge, type UmpireBridge } from './ipc-client';

/**
 * The same renderer runs in Electron (through `window.api`) and in a browser
 * (through HTTP); which one is decided once, at start.
 */
export function chooseClient(location: { pathname: string; search: string }, bridge: UmpireBridge | PlayerBridge | undefined): Client | { error: string } {
  if (bridge) return bridge.role === 'umpire' ? ipcUmpireClient(bridge) : ipcPlayerClient(bridge);
  const token = new URLSearchParams(location.search).get('token');
  if (!token) return { error: 'This page needs the link Sightline printed or showed on the umpire console (it carries a token).' };
  if (location.pathname === '/umpire' || location.pathname === '/') return httpUmpireClient(token);
  // The shared screen is always HTTP (Electron's screen pop-out has no preload and loads the loopback page).
  if (location.pathname === '/screen') return httpScreenClient(token);
  const m = /^\/player\/([^/]+)$/.exec(location.pathname);
  if (m?.[1]) return httpPlayerClient(decodeURIComponent(m[1]), token);
  return { error: `Unknown page ${location.pathname}.` };
}
