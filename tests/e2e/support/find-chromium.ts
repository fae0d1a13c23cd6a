import { existsSync } from 'node:fs';

/**
 * Playwright's own browser download is not reachable here; we drive Debian's
 * Chromium. SIGHTLINE_CHROMIUM (or CHROMIUM_PATH) overrides the search.
 */
export function findChromium(): string {
  const candidates = [process.env.SIGHTLINE_CHROMIUM, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install it with "sudo apt-get install -y chromium" (Debian), ' +
      'or point SIGHTLINE_CHROMIUM at a Chromium binary.',
  );
}
