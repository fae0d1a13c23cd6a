import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAN_PORT, lanListenError, lanPortFrom } from './player-links';

describe('the LAN port is fixed, so printed links and QR codes keep working (issue 15)', () => {
  it('is 7451 unless SIGHTLINE_LAN_PORT or --lan-port says otherwise (the flag wins); a value that is no port is refused, naming where it came from', () => {
    expect(DEFAULT_LAN_PORT).toBe(7451);
    expect(lanPortFrom(undefined, {})).toBe(7451);
    expect(lanPortFrom(undefined, { SIGHTLINE_LAN_PORT: '8123' })).toBe(8123);
    expect(lanPortFrom('9000', { SIGHTLINE_LAN_PORT: '8123' })).toBe(9000);
    expect(() => lanPortFrom(undefined, { SIGHTLINE_LAN_PORT: 'club' })).toThrow('SIGHTLINE_LAN_PORT must be a port number from 1 to 65535, not "club".');
    expect(() => lanPortFrom('70000', {})).toThrow(/--lan-port must be a port number/);
    expect(() => lanPortFrom('0', {})).toThrow(/--lan-port must be a port number/);
  });

  it('a port another program holds is refused naming the port and the setting to change', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as { port: number }).port;
    try {
      const second = createServer();
      const error = await new Promise<unknown>((resolve) => {
        second.once('error', resolve);
        second.listen(port, '127.0.0.1');
      });
      expect(lanListenError(error, port).message).toBe(`The LAN port ${port} is in use by another program; start Sightline with SIGHTLINE_LAN_PORT (or --lan-port) set to a free port.`);
      expect(lanListenError(new Error('EACCES'), port).message).toBe('EACCES');
    } finally {
      other.close();
    }
  });
});
