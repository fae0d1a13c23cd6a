import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));
// Installs each ruleset's plug-ins (src/shared/rulesets/commando/engine/special-rules.ts) as the app's entry does.
const setupFiles = ['./src/shared/rulesets/test-setup.ts'];

export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  test: {
    // The fast-check seed of the property tests (src/shared/rulesets/commando/test-support/property-seed.ts): fixed unless SIGHTLINE_FC_SEED is set.
    // SIGHTLINE_FOV_ORIGINS: how many origins the field-of-view property test draws (rules/field-of-view.property.test.ts).
    provide: { sightlineFcSeed: process.env['SIGHTLINE_FC_SEED'] ?? '', sightlineFovOrigins: process.env['SIGHTLINE_FOV_ORIGINS'] ?? '' },
    // Time limits are hang guards, not measurements: CI machines are 2 cores and often loaded, where a property test that takes 1 s idle took 11 s.
    projects: [
      { extends: true, test: { name: 'shared', setupFiles, include: ['src/shared/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { extends: true, test: { name: 'main', setupFiles, include: ['src/main/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { extends: true, test: { name: 'renderer', setupFiles, include: ['src/renderer/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000 } },
      { extends: true, test: { name: 'tooling', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
