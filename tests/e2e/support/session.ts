import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';

export interface E2ESession {
  umpireUrl: string;
  umpireToken: string;
  port: number;
  players: { side: string; sideName: string; token: string; url: string }[];
}

export function readSession(): E2ESession {
  const dir = process.env.SIGHTLINE_E2E_DIR;
  if (!dir) throw new Error('SIGHTLINE_E2E_DIR is not set; run the suite through playwright.config.ts.');
  return JSON.parse(readFileSync(join(dir, 'session.json'), 'utf8')) as E2ESession;
}

/** Relative path + query of a URL the server printed, so the page uses the configured baseURL. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/**
 * Records every payload the page receives from our API: fetch/XHR bodies and
 * each Server-Sent Event message (through the DevTools protocol, since
 * streamed bodies are not available as responses).
 */
export async function capturePayloads(page: Page): Promise<{ payloads: string[]; cdp: CDPSession }> {
  const payloads: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.eventSourceMessageReceived', (e) => payloads.push(e.data));
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/')) return;
    if ((res.headers()['content-type'] ?? '').startsWith('text/event-stream')) return;
    try {
      payloads.push(await res.text());
    } catch {
      // A response the page abandoned has no body to check.
    }
  });
  return { payloads, cdp };
}

/**
 * Puts game `gameId` back behind every window and writes its side links
 * into session.json, so a spec that started another game leaves the server
 * as the specs after it expect it (each game has its own side tokens, kept
 * in the campaign: docs/links.md).
 */
export async function switchBackTo(page: Page, gameId: string): Promise<void> {
  const session = readSession();
  const res = await page.request.post('/api/umpire/openGame', { maxRetries: 2, headers: { Authorization: `Bearer ${session.umpireToken}` }, data: { gameId } });
  if (!res.ok()) throw new Error(`openGame ${gameId}: ${await res.text()}`);
  const { session: now } = (await res.json()) as { session: { players: E2ESession['players'] } };
  const dir = process.env.SIGHTLINE_E2E_DIR!;
  writeFileSync(join(dir, 'session.json'), JSON.stringify({ ...session, players: now.players.map((p) => ({ side: p.side, sideName: p.sideName, token: p.token, url: p.url })) }, null, 2));
}

/**
 * Opens the demo game (the training ground) if another spec left a different
 * one open on the shared server, and returns how to put that one back.
 */
export async function openDemoGame(browser: Browser): Promise<() => Promise<void>> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const res = await page.request.post('/api/umpire/listGames', { maxRetries: 2, headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: {} });
  if (!res.ok()) throw new Error(`listGames: ${await res.text()}`);
  const games = (await res.json()) as { id: string; scenarioId: string; current: boolean }[];
  const demo = games.find((g) => g.scenarioId === 'training-ground');
  const before = games.find((g) => g.current);
  if (!demo) throw new Error('the demo game (training-ground) is not in the e2e campaign');
  if (!demo.current) await switchBackTo(page, demo.id);
  return async () => {
    if (before && before.id !== demo.id) await switchBackTo(page, before.id);
    await ctx.close();
  };
}
