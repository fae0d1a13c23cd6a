import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiFailure, callPlayer, callScreen, callUmpire, type UmpireShell } from '../host/api-service';
import type { AnyGameHost } from '../host/game-host';
import type { LinkNotice } from '@shared/contract/session';
import { BodyTooLargeError, closeAfter, readJson, readJsonViaFile } from './request-body';
import { readStatic } from './static-files';
import type { TokenRegistry } from './tokens';
import { PatchStream, screenShape, viewShape, ViewStream } from './view-stream';

/**
 * Browser mode and LAN player views: the same renderer, served over HTTP with
 * Server-Sent Events for pushes. Two kinds of listener:
 *   - `loopback`: 127.0.0.1 only; serves the umpire API and the player API.
 *   - `lan`: the player API only; the umpire API answers 403 there, always.
 * Every API request needs a token: the umpire's, one side's, or the shared
 * screen's. The shared screen (/screen, /api/screen/) is a monitor of the
 * umpire's own computer, so, like the umpire's, it is served on 127.0.0.1 only.
 */
export type ListenerKind = 'loopback' | 'lan';

export interface HttpTransportOptions {
  readonly host: AnyGameHost;
  readonly shell: UmpireShell;
  readonly tokens: TokenRegistry;
  /** The built renderer (out/renderer). */
  readonly staticDir: string;
}

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

const MAX_BODY = 256 * 1024;
/** A whole exported game may be large; only the import method accepts that much. */
const MAX_IMPORT_BODY = 64 * 1024 * 1024;
/** A map traced from the printed board (every square's trees, walls, contours) runs past 256 KB; `saveMap` accepts 4 MB (docs/maps.md). */
export const MAX_MAP_BODY = 4 * 1024 * 1024;

/** The largest request body an umpire method accepts. */
export function bodyLimit(method: string): number {
  return method === 'importGame' ? MAX_IMPORT_BODY : method === 'saveMap' || method === 'saveTable' ? MAX_MAP_BODY : MAX_BODY;
}

export function createHttpListener(kind: ListenerKind, opts: HttpTransportOptions): Server {
  const server = createServer((req, res) => {
    handle(kind, opts, req, res).catch((e: unknown) => {
      if (!res.headersSent) {
        closeAfter(req, res, MAX_IMPORT_BODY);
        sendJson(res, 500, { error: 'internal', message: e instanceof Error ? e.message : String(e) });
      }
      else res.end();
    });
  });
  // Longer than the clients keep an idle socket for reuse, so the server is not the one closing a socket
  // just as a client sends on it (a reset the client sees as ECONNRESET; CI saw it from Playwright).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

export function listen(server: Server, port: number, hostname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** An answer before (or instead of) reading the body: the connection is closed after it, the body drained (request-body.ts). */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, body: { error: string; message: string; link?: LinkNotice }): void {
  closeAfter(req, res, MAX_IMPORT_BODY);
  sendJson(res, status, body);
}

/**
 * A POST to the API: JSON only (a form or `text/plain` POST, which a page of
 * another site may send without asking, is refused) and from the page's own
 * origin, or from no page at all (a non-browser client, which must then send
 * the token in the Authorization header: the query's token is for streams).
 */
function postRefusal(req: IncomingMessage): { status: number; body: { error: string; message: string } } | null {
  if (req.method !== 'POST') return { status: 405, body: { error: 'bad-request', message: 'Use POST.' } };
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return { status: 415, body: { error: 'bad-request', message: `The request must be JSON (Content-Type: application/json), not ${JSON.stringify(type || 'none')}.` } };
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) return { status: 403, body: { error: 'forbidden', message: `Requests from another origin (${origin}) are refused.` } };
  return null;
}

async function handle(kind: ListenerKind, opts: HttpTransportOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  let url: URL;
  let path: string;
  try {
    url = new URL(req.url ?? '/', 'http://sightline.invalid');
    path = url.pathname;
    decodeURIComponent(path);
  } catch {
    return refuse(req, res, 400, { error: 'bad-request', message: 'Malformed URL.' });
  }
  const stream = req.method === 'GET' && path.endsWith('/events');

  if (path.startsWith('/api/umpire/')) {
    if (kind !== 'loopback') return refuse(req, res, 403, { error: 'forbidden', message: 'The umpire API is only served on 127.0.0.1.' });
    if (!loopbackHost(req)) return refuse(req, res, 403, { error: 'forbidden', message: 'Unexpected Host header.' });
    const token = tokenOf(req, url, stream);
    if (!opts.tokens.isUmpire(token)) return refuse(req, res, 401, { error: 'forbidden', message: 'The umpire token is required (in the Authorization header; in the query only for the event stream).' });
    const method = path.slice('/api/umpire/'.length);
    if (method === 'events' && stream) {
      // As a side's: the whole view (with its map) once, then patches of the view without its map; a stalled client is not queued for (view-stream.ts).
      return openStream(req, res, () => {
        const latest = () => opts.host.umpireView({ kind: 'umpire' });
        const stream = new PatchStream(res, latest, viewShape());
        stream.start(latest());
        return opts.host.subscribeUmpire({ kind: 'umpire' }, (view) => stream.push(view));
      });
    }
    const refusal = postRefusal(req);
    if (refusal) return refuse(req, res, refusal.status, refusal.body);
    const body = method === 'importGame' ? readJsonViaFile(req, MAX_IMPORT_BODY) : readJson(req, bodyLimit(method));
    return answer(req, res, () => body.then((params) => callUmpire(opts.host, opts.shell, method, params)));
  }

  if (path.startsWith('/api/screen/')) {
    if (kind !== 'loopback') return refuse(req, res, 403, { error: 'forbidden', message: 'The shared screen is only served on 127.0.0.1.' });
    if (!loopbackHost(req)) return refuse(req, res, 403, { error: 'forbidden', message: 'Unexpected Host header.' });
    const screen = opts.shell.sharedScreen;
    if (!screen) return refuse(req, res, 404, { error: 'unknown-method', message: 'This Sightline has no shared screen.' });
    if (!opts.tokens.isScreen(tokenOf(req, url, stream))) return refuse(req, res, 401, { error: 'forbidden', message: "The shared screen's token is required." });
    const method = path.slice('/api/screen/'.length);
    if (method === 'events' && stream) {
      // The curtain and each reveal whole; while a side is shown, patches of its view without the map.
      return openStream(req, res, () => {
        const stream = new PatchStream(res, () => screen.current(), screenShape());
        stream.start(screen.current());
        return screen.subscribe((push) => stream.push(push));
      });
    }
    const refusal = postRefusal(req);
    if (refusal) return refuse(req, res, refusal.status, refusal.body);
    return answer(req, res, () => readJson(req, MAX_BODY).then((params) => callScreen(screen, method, params)));
  }

  if (path.startsWith('/api/player/')) {
    // The same DNS-rebinding guard as the umpire's: a loopback request names a loopback host, a LAN request an address.
    if (!(kind === 'loopback' ? loopbackHost(req) : addressHost(req))) return refuse(req, res, 403, { error: 'forbidden', message: 'Unexpected Host header.' });
    const token = tokenOf(req, url, stream);
    const side = opts.tokens.sideFor(token);
    if (!side) {
      // A link of a game not open now, or replaced: say so, and where its seat is now (issue 15).
      const link = token !== undefined ? opts.shell.deadLink?.(token) : undefined;
      return refuse(req, res, 401, { error: 'forbidden', message: link ? (link.kind === 'moved' ? 'This link is for a game that is not open now; its seat plays in the game the umpire opened.' : link.message) : "A side's token is required.", ...(link ? { link } : {}) });
    }
    const method = path.slice('/api/player/'.length);
    if (method === 'events' && stream) {
      const manId = url.searchParams.get('manId') ?? undefined;
      const caller = { kind: 'player', side } as const;
      // Validate the narrowing before opening the stream, so a bad man id is a 400, not a dead stream.
      try {
        opts.host.playerView(caller, side, manId);
      } catch (e) {
        return refuse(req, res, 400, { error: 'bad-request', message: e instanceof Error ? e.message : String(e) });
      }
      // The whole view on connecting, then patches of the side's own projection; a stalled client is not queued for (view-stream.ts).
      return openStream(req, res, () => {
        const stream = new ViewStream(res, () => opts.host.playerView(caller, side, manId));
        stream.start(opts.host.playerView(caller, side, manId));
        return opts.host.subscribePlayer(caller, side, (view) => stream.push(view), manId);
      });
    }
    const refusal = postRefusal(req);
    if (refusal) return refuse(req, res, refusal.status, refusal.body);
    return answer(req, res, () => readJson(req, MAX_BODY).then((params) => callPlayer(opts.host, side, method, params)));
  }

  if (path.startsWith('/api/')) return refuse(req, res, 404, { error: 'unknown-method', message: `No API at ${path}.` });
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 405, { error: 'bad-request', message: 'Use GET.' });

  // The renderer: the same single page serves /umpire, /player/<side> and /screen; the token in the URL decides what it can fetch.
  // A renderer built with a relative base (electron-vite's './') asks for /player/assets/… from /player/<side>: one assets folder serves every page.
  const asset = /\/assets\/[^/]+$/.exec(path)?.[0];
  const isPage = !asset && (path === '/' || path === '/umpire' || path.startsWith('/player/') || path === '/screen');
  if (isPage && kind === 'lan' && !path.startsWith('/player/')) {
    return sendText(res, 403, path === '/screen' ? 'The shared screen is only served on this computer.' : 'The umpire console is only served on this computer.');
  }
  const file = await readStatic(opts.staticDir, isPage ? '/index.html' : (asset ?? path));
  if (!file) {
    if (isPage) return sendText(res, 503, 'The renderer has not been built. Run "npm run build:renderer" (npm start does this for you).');
    return sendText(res, 404, 'Not found.');
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', file.type);
  if (file.type.startsWith('text/html')) res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

/** The token an event stream was opened with (the header's, or the query's). */
export function streamToken(req: IncomingMessage): string | undefined {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://sightline.invalid');
  } catch {
    return undefined;
  }
  return tokenOf(req, url, true);
}

/** The token: in the Authorization header, or — for an event stream only (EventSource cannot set headers) — in the query. */
function tokenOf(req: IncomingMessage, url: URL, queryAllowed: boolean): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return queryAllowed ? (url.searchParams.get('token') ?? undefined) : undefined;
}

/** Refuse DNS-rebinding: a loopback request must name a loopback host. */
function loopbackHost(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/** A LAN request must name an address (IPv4 or bracketed IPv6), never a name a rebinding DNS could point here. */
function addressHost(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || /^\[[0-9a-fA-F:.]+\]$/.test(host) || host === 'localhost';
}

async function answer(req: IncomingMessage, res: ServerResponse, f: () => Promise<unknown>): Promise<void> {
  try {
    sendJson(res, 200, await f());
  } catch (e) {
    if (e instanceof BodyTooLargeError) refuse(req, res, 413, { error: 'bad-request', message: e.message });
    else if (e instanceof ApiFailure) {
      const status = e.body.error === 'forbidden' ? 403 : e.body.error === 'unknown-method' ? 404 : 400;
      sendJson(res, status, e.body);
    } else throw e;
  }
}

function openStream(req: IncomingMessage, res: ServerResponse, subscribe: () => () => void): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  const unsubscribe = subscribe();
  // A keep-alive is not queued behind a client that has stopped reading.
  const keepAlive = setInterval(() => res.writableLength === 0 && res.write(': keep-alive\n\n'), 15_000);
  req.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(body);
}
