import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMANDO_TABLES, listNonPrinted, renderNonPrintedMarkdown } from '../../src/shared/rulesets/commando/tables';
import { NON_PRINTED_DOC_PATH } from '../../src/shared/rulesets/commando/tables/non-printed-report';
import { listSkirmishNonPrinted, renderSkirmishNonPrintedMarkdown } from '../../src/shared/rulesets/skirmish/tables/non-printed';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('docs/non-printed-values.md (seed-gaps.md: the list of non-printed values cannot drift)', () => {
  it('equals the list generated from the table data — run `npx tsx scripts/list-non-printed.ts` if this fails', () => {
    const checkedIn = readFileSync(resolve(root, NON_PRINTED_DOC_PATH), 'utf8');
    expect(checkedIn).toBe(`${renderNonPrintedMarkdown(listNonPrinted(DEFAULT_COMMANDO_TABLES))}\n${renderSkirmishNonPrintedMarkdown(listSkirmishNonPrinted())}`);
  });
});
