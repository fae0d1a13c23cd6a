// The renderer's own scheme, app://sightline/… (issue 14, "Electron checklist"): the windows load the
// built renderer from it instead of file://. This module is the whole request→file rule, without
// Electron, so it can be tested here; main.ts only registers the scheme and hands requests to
// `serveAppRequest`. Only files under the renderer's out dir are served: a `..` (plain or percent-encoded),
// a backslash, an absolute or drive path, an unknown host are refused (403), a missing file is 404.
import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../http/http-transport';
import { contentTypeOf } from '../http/static-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'sightline';
const ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** What `protocol.registerSchemesAsPrivileged` needs: a standard, secure origin whose module scripts load with fetch. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, codeCache: true } as const;

/** The renderer's page for a window, e.g. app://sightline/index.html?role=player&side=Allied. */
export function appPageUrl(query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return `${ORIGIN}/index.html${search ? `?${search}` : ''}`;
}

/** True for a page of our own scheme and host (an IPC sender must be one). */
export function isAppUrl(url: string): boolean {
  return url.startsWith(`${ORIGIN}/`);
}

export type AppResolution = { ok: true; file: string } | { ok: false; status: 400 | 403 | 404; reason: string };

/**
 * Which file under `root` a request URL names, checked on the URL as sent (before any URL parser folds
 * `..` away): every path segment, once percent-decoded, must be a plain name.
 */
export function resolveAppRequest(root: string, url: string): AppResolution {
  const prefix = `${APP_SCHEME}://`;
  if (!url.toLowerCase().startsWith(prefix)) return { ok: false, status: 400, reason: `not an ${APP_SCHEME}: URL` };
  const rest = url.slice(prefix.length);
  const end = rest.search(/[?#]/);
  const hostAndPath = end === -1 ? rest : rest.slice(0, end);
  const slash = hostAndPath.indexOf('/');
  const host = (slash === -1 ? hostAndPath : hostAndPath.slice(0, slash)).toLowerCase();
  if (host !== APP_HOST) return { ok: false, status: 403, reason: `unknown host "${host}"` };
  const rawPath = slash === -1 ? '/' : hostAndPath.slice(slash);
  if (rawPath.includes('\\')) return { ok: false, status: 403, reason: 'a backslash in the path' };
  const segments: string[] = [];
  const raw = rawPath.slice(1).split('/');
  for (const [i, part] of raw.entries()) {
    if (part === '' && i === raw.length - 1) break; // a trailing slash
    let name: string;
    try {
      name = decodeURIComponent(part);
    } catch {
      return { ok: false, status: 400, reason: `a malformed escape in "${part}"` };
    }
    if (name === '' ) return { ok: false, status: 403, reason: 'an empty path segment (an absolute path)' };
    if (name === '.' || name === '..') return { ok: false, status: 403, reason: `a "${name}" segment` };
    if (/[/\\\0]/.test(name) || /^[a-z]:/i.test(name) || isAbsolute(name)) return { ok: false, status: 403, reason: `the segment "${name}" is not a plain name` };
    segments.push(name);
  }
  if (segments.length === 0) segments.push('index.html');
  const base = resolve(root);
  const file = join(base, ...segments);
  const rel = relative(base, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { ok: false, status: 403, reason: 'outside the renderer folder' };
  return { ok: true, file };
}

export interface AppResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

function refusal(status: number, reason: string): AppResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }, body: Buffer.from(`${status}: ${reason}\n`) };
}

/** Answers one request of the app scheme from the files under `root` (the renderer's out dir). */
export async function serveAppRequest(root: string, url: string, method = 'GET'): Promise<AppResponse> {
  if (method !== 'GET' && method !== 'HEAD') return refusal(405, `${method} is not served`);
  const found = resolveAppRequest(root, url);
  if (!found.ok) return refusal(found.status, found.reason);
  let real: string;
  try {
    // A link inside the folder must not lead out of it either.
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(found.file)]);
    if (!realFile.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep)) return refusal(403, 'outside the renderer folder');
    if (!(await stat(realFile)).isFile()) return refusal(404, 'not a file');
    real = realFile;
  } catch {
    return refusal(404, 'no such file');
  }
  const type = contentTypeOf(real);
  const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' };
  if (type.startsWith('text/html')) headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
  return { status: 200, headers, body: method === 'HEAD' ? undefined : await readFile(real) };
}
