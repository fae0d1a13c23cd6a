/**
 * Writes docs/non-printed-values.md: every Commando chart value that is not
 * printed in the seed (../shared/reference/seed-gaps.md), then every skirmish
 * table value that is not printed in seed 003, from the table data.
 *
 *   npx tsx scripts/list-non-printed.ts           regenerate the file
 *   npx tsx scripts/list-non-printed.ts --check   exit 1 if the checked-in file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COMMANDO_TABLES, listNonPrinted, renderNonPrintedMarkdown } from '../src/shared/rulesets/commando/tables';
import { NON_PRINTED_DOC_PATH } from '../src/shared/rulesets/commando/tables/non-printed-report';
import { listSkirmishNonPrinted, renderSkirmishNonPrintedMarkdown } from '../src/shared/rulesets/skirmish/tables/non-printed';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(root, NON_PRINTED_DOC_PATH);
const fresh = `${renderNonPrintedMarkdown(listNonPrinted(DEFAULT_COMMANDO_TABLES))}\n${renderSkirmishNonPrintedMarkdown(listSkirmishNonPrinted())}`;

if (process.argv.includes('--check')) {
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== fresh) {
    console.error(
      `${NON_PRINTED_DOC_PATH} is ${current === undefined ? 'missing' : 'stale'}: the Commando or skirmish tables changed.\n` +
        'Run `npx tsx scripts/list-non-printed.ts` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`${NON_PRINTED_DOC_PATH} is up to date.`);
} else {
  writeFileSync(target, fresh);
  console.log(`wrote ${NON_PRINTED_DOC_PATH}`);
}
