import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The borders between the three worlds are lint errors. Each case lints a
// deliberate violation as if it sat in that world, and expects the error.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function errors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the three worlds are enforced by the linter', () => {
  const shared = 'src/shared/kernel/__violation__.ts';

  it.each([
    ["import { app } from 'electron';", 'Electron'],
    ["import Database from 'better-sqlite3';", 'SQLite'],
    ["import { useState } from 'react';", 'React'],
    ["import Konva from 'konva';", 'Konva'],
    ["import { readFileSync } from 'node:fs';", 'Node'],
    ["import { join } from 'path';", 'Node'],
    ["import { GameHost } from '../../main/host/game-host';", 'src/main'],
  ])('src/shared may not %s', async (code, word) => {
    const found = await errors(shared, `${code}\nexport const x = 1;\n`);
    expect(found.join('\n')).toMatch(/no-restricted-imports/);
    expect(found.join('\n')).toContain(word);
  });

  it.each([
    ['export const roll = Math.random();', 'Math.random'],
    ['export const t = Date.now();', 'clock'],
    ['export const d = new Date();', 'clock'],
    ['setTimeout(() => undefined, 1);', 'setTimeout'],
  ])('src/shared may not use %s', async (code, word) => {
    const found = await errors(shared, code + '\n');
    expect(found.join('\n')).toContain(word);
  });

  it('src/renderer may not import src/main', async () => {
    const found = await errors('src/renderer/src/__violation__.ts', "import { GameHost } from '../../main/host/game-host';\nexport { GameHost };\n");
    expect(found.join('\n')).toMatch(/no-restricted-imports.*src\/main/);
  });

  it('src/main may not import src/renderer', async () => {
    const found = await errors('src/main/__violation__.ts', "import { App } from '../renderer/src/App';\nexport { App };\n");
    expect(found.join('\n')).toMatch(/no-restricted-imports.*never imports src\/renderer/);
  });

  it('clean code passes in every world', async () => {
    expect(await errors(shared, "import type { Square } from '../map/map-model';\nexport const s: Square = { col: 1, row: 1 };\n")).toEqual([]);
    expect(await errors('src/main/__ok__.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n")).toEqual([]);
  });
});
