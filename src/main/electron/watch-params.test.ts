import { describe, expect, it } from 'vitest';
import { tempDir } from '../db/test-helpers';
import { dbFile, openHost } from '../host/test-support/commando-host';
import { checkWatch } from './watch-params';

describe("a player window's watch request (Electron's playerWatch channel)", () => {
  it('narrows to one of the side’s own men, and refuses a bad man id instead of dropping it', async () => {
    const { host } = await openHost(dbFile(tempDir()));
    expect(checkWatch(host, 'commando', {})).toBeUndefined();
    expect(checkWatch(host, 'commando', undefined)).toBeUndefined();
    expect(checkWatch(host, 'commando', { manId: 'c1' })).toBe('c1');
    expect(() => checkWatch(host, 'commando', { manId: 5 })).toThrow(/watch: manId/);
    expect(() => checkWatch(host, 'commando', { manId: '' })).toThrow(/watch: manId/);
    expect(() => checkWatch(host, 'commando', { manId: 'c1', side: 'defender' })).toThrow(/watch:/);
    expect(() => checkWatch(host, 'commando', { manId: 'd1' })).toThrow();
    expect(() => checkWatch(host, 'commando', { manId: 'nobody' })).toThrow();
  });
});
