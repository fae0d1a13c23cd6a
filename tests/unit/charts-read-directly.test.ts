import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHARTS_READ_DIRECTLY } from '../../src/shared/rulesets/commando/engine/game-tables';
import { COMMANDO_TABLE_REGISTRY } from '../../src/shared/rulesets/commando/tables/index';

// Ruling TO5: a campaign value reaches play only for a chart the engine reads through the game's tables
// (engine/game-tables.ts `tablesOf`). This finds every engine, rules, view and scenario file that imports a
// chart's data from its module instead, and names the charts so read: the list the host refuses overrides for.
const root = fileURLToPath(new URL('../../src/shared/rulesets/commando', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return p.endsWith('/tables') || p.endsWith('test-support') ? [] : sources(p);
    // The log's names read only the charts' labels, which are not chart values: no override changes them.
    return p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.endsWith('view/log/names.ts') ? [p] : [];
  });
}

async function chartsReadDirectly(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of sources(root)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '[^']*\/tables\/([a-z0-9-]+)'/g)) {
      if (m[2] === 'index') continue;
      const mod = (await import(join(root, 'tables', `${m[2]}.ts`))) as Record<string, unknown>;
      for (const raw of m[1]!.split(',')) {
        const name = raw.trim().replace(/^type /, '').replace(/\s+as\s+\w+$/, ''); // `X as N` reads X
        const value = mod[name];
        if (value === null || typeof value !== 'object') continue;
        for (const [id, chart] of Object.entries(COMMANDO_TABLE_REGISTRY)) {
          const data = chart.data as object;
          if (value === data || Object.values(data).includes(value)) found.set(id, [...(found.get(id) ?? []), `${name} in ${file.slice(root.length + 1)}`]);
        }
      }
    }
  }
  return found;
}

describe('Ruling TO5: the charts whose campaign values would not reach play', () => {
  it('CHARTS_READ_DIRECTLY names exactly the charts some engine file imports from their modules (shrink it as reads move to tablesOf)', async () => {
    const found = await chartsReadDirectly();
    expect([...found.keys()].sort(), JSON.stringify(Object.fromEntries(found), null, 1)).toEqual([...CHARTS_READ_DIRECTLY].sort());
  });
});
