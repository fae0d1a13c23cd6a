import { networkInterfaces } from 'node:os';
import type { PlayerLink } from '@shared/contract/api';

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
