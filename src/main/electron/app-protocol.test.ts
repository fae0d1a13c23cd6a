import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/http-transport';
import { appPageUrl, isAppUrl, resolveAppRequest, serveAppRequest } from './app-protocol';

// Issue 14, Electron checklist: the renderer is served from app://sightline/ and only from its out dir.
let dir: string;
let root: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sightline-app-protocol-'));
  root = join(dir, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Sightline</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(join(root, 'assets', 'font.woff2'), 'x');
  writeFileSync(join(root, 'assets', 'blob.xyz'), 'x');
  writeFileSync(join(dir, 'secret.txt'), 'the umpire token');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'assets', 'link.txt'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = (r: { body: Buffer | undefined }) => r.body?.toString('utf8') ?? '';

describe('app:// protocol', () => {
  it('builds the window URLs on its own scheme and host, and knows them from others', () => {
    expect(appPageUrl({ role: 'player', side: 'Allied Forces' })).toBe('app://sightline/index.html?role=player&side=Allied+Forces');
    expect(isAppUrl(appPageUrl({ role: 'umpire' }))).toBe(true);
    expect(isAppUrl('file:///opt/Sightline/resources/app.asar/out/renderer/index.html')).toBe(false);
    expect(isAppUrl('app://sightline.evil/index.html')).toBe(false);
    expect(isAppUrl('http://127.0.0.1:4000/umpire')).toBe(false);
  });

  it('serves the page and its assets from the renderer folder with their MIME types, the page with the CSP', async () => {
    const page = await serveAppRequest(root, appPageUrl({ role: 'umpire' }));
    expect(page.status).toBe(200);
    expect(page.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(page.headers['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(text(page)).toContain('<title>Sightline</title>');
    const types = await Promise.all(['index-abc.js', 'index-abc.css', 'logo.svg', 'font.woff2', 'blob.xyz'].map(async (f) => (await serveAppRequest(root, `app://sightline/assets/${f}`)).headers['Content-Type']));
    expect(types).toEqual(['text/javascript; charset=utf-8', 'text/css; charset=utf-8', 'image/svg+xml', 'font/woff2', 'application/octet-stream']);
    expect((await serveAppRequest(root, 'app://sightline/assets/index-abc.js')).headers['Content-Security-Policy']).toBeUndefined();
  });

  it('serves index.html for the bare origin, and answers HEAD without a body', async () => {
    expect(text(await serveAppRequest(root, 'app://sightline/'))).toContain('Sightline');
    expect(text(await serveAppRequest(root, 'app://sightline'))).toContain('Sightline');
    const head = await serveAppRequest(root, 'app://sightline/index.html', 'HEAD');
    expect([head.status, head.body]).toEqual([200, undefined]);
    expect((await serveAppRequest(root, 'app://sightline/index.html', 'POST')).status).toBe(405);
  });

  it('answers 404 for a missing file or a folder', async () => {
    expect((await serveAppRequest(root, 'app://sightline/assets/missing.js')).status).toBe(404);
    expect((await serveAppRequest(root, 'app://sightline/assets')).status).toBe(404);
  });

  it.each([
    ['a plain ..', 'app://sightline/../secret.txt'],
    ['a .. deeper down', 'app://sightline/assets/../../secret.txt'],
    ['an encoded ..', 'app://sightline/%2e%2e/secret.txt'],
    ['a mixed-case encoded ..', 'app://sightline/assets/%2E./%2e%2E/secret.txt'],
    ['an encoded slash', 'app://sightline/..%2fsecret.txt'],
    ['a backslash', 'app://sightline/..\\secret.txt'],
    ['an encoded backslash', 'app://sightline/assets/..%5c..%5csecret.txt'],
    ['an absolute path', 'app://sightline//etc/passwd'],
    ['an encoded absolute path', 'app://sightline/%2fetc%2fpasswd'],
    ['a drive path', 'app://sightline/C:/Windows/win.ini'],
    ['a NUL', 'app://sightline/index.html%00.js'],
    ['a . segment', 'app://sightline/./index.html'],
  ])('refuses %s with 403 and serves nothing', async (_label, url) => {
    const r = await serveAppRequest(root, url);
    expect(r.status).toBe(403);
    expect(text(r)).not.toContain('umpire token');
  });

  it('refuses another host with 403, a malformed escape with 400, another scheme with 400', async () => {
    expect((await serveAppRequest(root, 'app://evil/index.html')).status).toBe(403);
    expect((await serveAppRequest(root, 'app://sightline.evil/index.html')).status).toBe(403);
    expect((await serveAppRequest(root, 'app://sightline/%E0%A4%A.js')).status).toBe(400);
    expect((await serveAppRequest(root, 'file:///etc/passwd')).status).toBe(400);
  });

  it('refuses a link inside the folder that leads out of it', async () => {
    const r = await serveAppRequest(root, 'app://sightline/assets/link.txt');
    expect(r.status).toBe(403);
    expect(text(r)).not.toContain('umpire token');
  });

  it('names the resolved file under the root, ignoring the query and fragment', () => {
    expect(resolveAppRequest(root, 'app://sightline/assets/index-abc.js?v=1#x')).toEqual({ ok: true, file: join(root, 'assets', 'index-abc.js') });
    expect(resolveAppRequest(root, 'APP://SIGHTLINE/index.html')).toEqual({ ok: true, file: join(root, 'index.html') });
  });
});
