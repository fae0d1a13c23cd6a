import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  test: {
    // The fast-check seed of the property tests (src/shared/rulesets/commando/test-support/property-seed.ts): fixed unless SIGHTLINE_FC_SEED is set.
    provide: { sightlineFcSeed: process.env['SIGHTLINE_FC_SEED'] ?? '' },
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'main', include: ['src/main/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { extends: true, test: { name: 'renderer', include: ['src/renderer/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'tooling', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
