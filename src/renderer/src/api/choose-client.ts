import type { Client } from './client';
import { httpPlayerClient, httpScreenClient, httpUmpireClient } from './http-client';
import { ipcPlayerClient, ipcUmpireClient, type PlayerBridge, type UmpireBridge } from './ipc-client';

/**
 * The same renderer runs in Electron (through `window.api`) and in a browser
 * (through HTTP); which one is decided once, at start.
 */
export function chooseClient(
  location: { pathname: string; search: string },
  bridge: UmpireBridge | PlayerBridge | undefined,
  token: string | null = new URLSearchParams(location.search).get('token'),
): Client | { error: string } {
  if (bridge) return bridge.role === 'umpire' ? ipcUmpireClient(bridge) : ipcPlayerClient(bridge);
  if (!token) return { error: 'This page needs the link Sightline printed or showed on the umpire console (it carries a token).' };
  if (location.pathname === '/umpire' || location.pathname === '/') return httpUmpireClient(token);
  // The shared screen is always HTTP (Electron's screen pop-out has no preload and loads the loopback page).
  if (location.pathname === '/screen') return httpScreenClient(token);
  const m = /^\/player\/([^/]+)$/.exec(location.pathname);
  if (m?.[1]) return httpPlayerClient(decodeURIComponent(m[1]), token);
  return { error: `Unknown page ${location.pathname}.` };
}

/**
 * The page's token, taken out of the address bar (issue 14, failure 5: a link with its token sat in the
 * address bar, in screen shares and in the tab's history). The first load moves it from the query to
 * this tab's session storage and replaces the URL without it; a reload of the tab finds it there.
 */
export function takeToken(
  location: { pathname: string; search: string; hash: string },
  history: { replaceState(data: unknown, unused: string, url: string): void },
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void },
): string | null {
  const key = `sightline-token:${location.pathname}`;
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  if (!token) return storage.getItem(key);
  try {
    storage.setItem(key, token);
  } catch {
    return token; // no storage (a private window that refuses it): keep the link as it is, or a reload would lose the token
  }
  query.delete('token');
  const rest = query.toString();
  history.replaceState(null, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  return token;
}
