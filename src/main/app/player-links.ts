import { networkInterfaces } from 'node:os';
import type { PlayerLink } from '@shared/contract/api';
import { HostError } from '../host/host-errors';

/** Each side's link with its token: on this computer, and on the club's network when the LAN listener is on. */
export function playerLinks(
  sides: readonly { readonly id: string; readonly name: string }[],
  tokenOf: (side: string) => string,
  loopbackPort: number,
  lanAddresses: readonly string[],
): PlayerLink[] {
  return sides.map((s) => {
    const token = tokenOf(s.id);
    const path = `/player/${encodeURIComponent(s.id)}?token=${token}`;
    return { side: s.id, sideName: s.name, token, url: `http://127.0.0.1:${loopbackPort}${path}`, lanUrls: lanAddresses.map((base) => base + path) };
  });
}

/** Addresses a phone or tablet on the club's network can reach. */
export function lanUrls(bindHost: string, port: number): string[] {
  if (bindHost !== '0.0.0.0') return [`http://${bindHost}:${port}`];
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(`http://${a.address}:${port}`);
  }
  return out;
}

/** The LAN listener's port when nothing else is said: fixed, so the links and QR codes printed for the club keep working (issue 15). */
export const DEFAULT_LAN_PORT = 7451;

/** The LAN port: `--lan-port`, else SIGHTLINE_LAN_PORT, else 7451. A value that is no port is refused, naming where it came from. */
export function lanPortFrom(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): number {
  const [raw, where] = flag !== undefined ? [flag, '--lan-port'] : env.SIGHTLINE_LAN_PORT ? [env.SIGHTLINE_LAN_PORT, 'SIGHTLINE_LAN_PORT'] : [String(DEFAULT_LAN_PORT), 'the default'];
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${where} must be a port number from 1 to 65535, not "${raw}".`);
  return port;
}

/** A LAN listener that could not listen: a busy port says which and what to do. */
export function lanListenError(e: unknown, port: number | undefined): Error {
  const busy = (e as { code?: unknown } | null)?.code === 'EADDRINUSE';
  return new HostError(busy ? `The LAN port ${port} is in use by another program; start Sightline with SIGHTLINE_LAN_PORT (or --lan-port) set to a free port.` : e instanceof Error ? e.message : String(e));
}
