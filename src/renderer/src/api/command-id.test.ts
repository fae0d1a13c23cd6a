import { afterEach, describe, expect, it, vi } from 'vitest';
import { newCommandId, withRetries } from './command-id';
import { httpUmpireClient } from './http-client';

describe('command ids and retries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives each command a fresh id', () => {
    const a = newCommandId();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newCommandId()).not.toBe(a);
  });

  it('retries network errors a bounded number of times with a growing wait, and not server answers', async () => {
    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    let calls = 0;
    await expect(withRetries(() => (calls++, Promise.reject(new TypeError('fetch failed'))), { retries: 3, backoffMs: 10, sleep })).rejects.toThrow('fetch failed');
    expect(calls).toBe(4);
    expect(waits).toEqual([10, 20, 40]);
    calls = 0;
    await expect(withRetries(() => (calls++, Promise.reject(new Error('refused'))), { sleep })).rejects.toThrow('refused');
    expect(calls).toBe(1);
  });

  it('the umpire client sends the same commandId on every retry of one command, and a new one for the next', async () => {
    const bodies: { commandId: string }[] = [];
    let fail = 2;
    vi.stubGlobal('fetch', (_path: string, init: { body: string; headers: Record<string, string> }) => {
      expect(init.headers['Content-Type']).toBe('application/json');
      bodies.push(JSON.parse(init.body) as { commandId: string });
      if (fail-- > 0) return Promise.reject(new TypeError('connection reset'));
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ ok: true, version: 2, events: 1 }) });
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const client = httpUmpireClient('t');
      const first = client.command({ type: 'turn/advance-phase' } as never);
      await vi.runAllTimersAsync();
      await expect(first).resolves.toMatchObject({ ok: true });
      expect(bodies).toHaveLength(3);
      expect(new Set(bodies.map((b) => b.commandId)).size).toBe(1);
      const second = client.command({ type: 'turn/advance-phase' } as never);
      await vi.runAllTimersAsync();
      await second;
      expect(bodies[3]!.commandId).not.toBe(bodies[0]!.commandId);
    } finally {
      vi.useRealTimers();
    }
  });
});
