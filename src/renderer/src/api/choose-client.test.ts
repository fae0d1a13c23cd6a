import { describe, expect, it } from 'vitest';
import { chooseClient, takeToken } from './choose-client';

// Issue 14, failure 5: "The umpire page URL carries the token, so it sits in browser history and screen shares."
function tab(url: string) {
  const u = new URL(url);
  const store = new Map<string, string>();
  const replaced: string[] = [];
  return {
    location: { pathname: u.pathname, search: u.search, hash: u.hash },
    history: { replaceState: (_d: unknown, _t: string, next: string) => void replaced.push(next) },
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    replaced,
    store,
  };
}

describe("the page's token leaves the address bar", () => {
  it('moves the token from the query to the tab and replaces the URL without it, keeping the rest', () => {
    const t = tab('http://127.0.0.1:4000/umpire?token=secret-umpire&debug=1#map');
    expect(takeToken(t.location, t.history, t.storage)).toBe('secret-umpire');
    expect(t.replaced).toEqual(['/umpire?debug=1#map']);
    expect(t.replaced.join()).not.toContain('secret');
  });

  it('finds the token again on a reload of the same page (the URL no longer has it)', () => {
    const t = tab('http://192.168.1.5:4001/player/commando?token=side-token');
    takeToken(t.location, t.history, t.storage);
    const reloaded = { ...t.location, search: '' };
    expect(takeToken(reloaded, t.history, t.storage)).toBe('side-token');
    // Another page of the same origin does not get it.
    expect(takeToken({ pathname: '/player/defender', search: '', hash: '' }, t.history, t.storage)).toBeNull();
    expect(chooseClient(reloaded, undefined, takeToken(reloaded, t.history, t.storage))).not.toHaveProperty('error');
  });

  it('keeps the link as it is when the tab cannot store the token', () => {
    const t = tab('http://127.0.0.1:4000/screen?token=screen-token');
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(takeToken(t.location, t.history, refusing)).toBe('screen-token');
    expect(t.replaced).toEqual([]);
  });

  it('without a token anywhere the page says it needs the link', () => {
    const t = tab('http://127.0.0.1:4000/umpire');
    expect(chooseClient(t.location, undefined, takeToken(t.location, t.history, t.storage))).toEqual({ error: expect.stringMatching(/needs the link/) });
  });
});
