// `npm run bench`: every benchmark in this folder, one after another. Each
// prints ratios against a peer measured in the same run, never bare times
// to compare across machines.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts') && !f.startsWith('support'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  process.stdout.write(`\n=== ${file} ===\n`);
  const mod = (await import(pathToFileURL(`${dir}/${file}`).href)) as { default?: () => Promise<void> };
  if (typeof mod.default !== 'function') throw new Error(`${file} has no default export to run.`);
  await mod.default();
}
