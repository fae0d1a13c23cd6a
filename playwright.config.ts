import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './tests/e2e/support/find-chromium';

// One scratch folder per run, shared with the workers through the environment.
process.env.SIGHTLINE_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'sightline-e2e-'));
const dir = process.env.SIGHTLINE_E2E_DIR;
const port = Number(process.env.SIGHTLINE_E2E_PORT ?? 47311);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Two noisy cores: a lazily loaded window (page, registry, ruleset screen, first view) can take more than the default 5 s under load.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: findChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    viewport: { width: 1400, height: 900 },
    // No action waits for ever: a control that never comes fails with its name, not at the test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx tsx --tsconfig src/main/tsconfig.json src/main/cli/browser-mode.ts --port ${port} --db ${join(dir, 'campaign.sqlite')} --session-file ${join(dir, 'session.json')}`,
    url: `http://127.0.0.1:${port}/umpire`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
