import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules of .dependency-cruiser.cjs (run by `npm run lint:deps`) must bite. Each case is a
// scratch file that breaks (or keeps) one rule, written where the rule looks, cruised with the
// repo's own configuration, then removed. Only the scratch files are followed: what they import is
// a node of the graph, not a walk through the whole tree.
const root = fileURLToPath(new URL('../..', import.meta.url));
const SCRATCH = '__depcheck__';

interface Case {
  /** Where the scratch file sits, from the repo root. */
  readonly file: string;
  readonly code: string;
  /** The rules it must break (none: clean code). */
  readonly breaks: readonly string[];
}

const at = (dir: string, name: string): string => `${dir}/${SCRATCH}/${name}`;
const C = 'src/shared/rulesets/commando';

const CASES: readonly Case[] = [
  // (b) the kernel reaching into a ruleset (a relative path) or the map (the @shared alias).
  { file: at('src/shared/kernel', 'kernel-relative.ts'), code: "import { DEFAULT_COMMANDO_TABLES } from '../../rulesets/commando/tables/index';\nexport const t = DEFAULT_COMMANDO_TABLES;\n", breaks: ['kernel-knows-no-game'] },
  { file: at('src/shared/kernel', 'kernel-alias.ts'), code: "import { sameSquare } from '@shared/map/map-model';\nexport const s = sameSquare;\n", breaks: ['kernel-knows-no-game'] },
  // (c) the engine reaching up into scenarios.
  { file: at(`${C}/engine`, 'engine-up.ts'), code: "import { loadScenario } from '../../scenarios/load-scenario';\nexport const l = loadScenario;\n", breaks: ['layer-engine'] },
  // (d) one ruleset importing another (the scratch folder is a ruleset of its own).
  { file: at('src/shared/rulesets', 'other-ruleset.ts'), code: "import { canAct } from '../commando/rules/wounds';\nexport const c = canAct;\n", breaks: ['rulesets-never-import-each-other'] },
  // (e) the host knowing a ruleset's insides.
  { file: at('src/main/host', 'host-reach.ts'), code: "import { canAct } from '@shared/rulesets/commando/model/state';\nexport const c = canAct;\n", breaks: ['host-knows-kernel-contract-registry'] },
  // The other rules, one breach each.
  { file: at('src/shared/map', 'map-up.ts'), code: "import { canAct } from '../../rulesets/commando/rules/wounds';\nexport const c = canAct;\n", breaks: ['map-below-rulesets'] },
  { file: at(`${C}/tables`, 'tables-up.ts'), code: "import { canAct } from '../../rules/wounds';\nexport const c = canAct;\n", breaks: ['layer-tables'] },
  { file: at(`${C}/rules`, 'rules-up.ts'), code: "import { conditionOf } from '../../model/state';\nexport const c = conditionOf;\n", breaks: ['layer-rules'] },
  { file: at(`${C}/model`, 'model-up.ts'), code: "import { ableOnMap } from '../../engine/carried-weapons';\nexport const a = ableOnMap;\n", breaks: ['layer-model'] },
  { file: at(`${C}/view`, 'view-up.ts'), code: "import { loadScenario } from '../../scenarios/load-scenario';\nexport const l = loadScenario;\n", breaks: ['layer-view'] },
  { file: at(`${C}/scenarios`, 'scenarios-entry.ts'), code: "import { commandoRuleset } from '../../index';\nexport const r = commandoRuleset;\n", breaks: ['layer-scenarios', 'ruleset-insides-know-not-their-entry'] },
  // Clean code: each layer importing only what it may; a test may reach up.
  {
    file: at(`${C}/engine`, 'engine-clean.ts'),
    code: "import { canAct, conditionOf } from '../../model/state';\nimport { canAct as woundsCanAct } from '../../rules/wounds';\nimport { sameSquare } from '../../../../map/map-model';\nimport { ok } from '../../../../kernel/result';\nexport const e = [canAct, conditionOf, woundsCanAct, sameSquare, ok];\n",
    breaks: [],
  },
  // (A test-support fixture rather than a *.test.ts, so that no test runner ever collects a scratch file.)
  { file: at(`${C}/engine`, 'test-support/engine-fixture.ts'), code: "import { loadScenario } from '../../scenarios/load-scenario';\nexport const l = loadScenario;\n", breaks: [] },
  { file: at('src/shared/kernel', 'kernel-clean.ts'), code: "import { ok } from '../result';\nexport const k = ok;\n", breaks: [] },
  // The renderer's Commando-typed contract (api.ts, commando-*.ts) is not the host's.
  { file: at('src/main/host', 'host-commando-contract.ts'), code: "import type { UmpireView } from '@shared/contract/api';\nexport type U = UmpireView;\n", breaks: ['host-knows-kernel-contract-registry'] },
  {
    file: at('src/main/host', 'host-clean.ts'),
    code: "import { findRuleset } from '@shared/rulesets/index';\nimport { ok } from '@shared/kernel/result';\nimport type { PlayerLink } from '@shared/contract/session';\nexport const h = [findRuleset, ok];\nexport type P = PlayerLink;\n",
    breaks: [],
  },
];

// (a) two files importing each other.
const CYCLE = [at('src/shared/rulesets', 'cycle-a.ts'), at('src/shared/rulesets', 'cycle-b.ts')] as const;
const FILES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CASES.map((c) => [c.file, c.code])),
  [CYCLE[0]]: "import { b } from './cycle-b';\nexport const a = (): string => b;\n",
  [CYCLE[1]]: "import { a } from './cycle-a';\nexport const b = String(a);\n",
};

/** The scratch folders, each removed whole. */
const DIRS = [...new Set(Object.keys(FILES).map((f) => f.slice(0, f.indexOf(SCRATCH) + SCRATCH.length)))];

let violations: readonly IViolation[] = [];
let cruised: readonly string[] = [];

beforeAll(async () => {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(join(root, 'tsconfig.deps.json'));
  try {
    for (const [file, code] of Object.entries(FILES)) {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      writeFileSync(join(root, file), code);
    }
    const notScratch = `^(?!.*/${SCRATCH}/)`;
    const configured = options.doNotFollow;
    const kept = typeof configured === 'object' && !Array.isArray(configured) ? (configured.path ?? []) : (configured ?? []);
    const doNotFollow = [kept, notScratch].flat();
    const result = await cruise(
      DIRS,
      { ...options, baseDir: root, doNotFollow: { path: doNotFollow } },
      { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
      { tsConfig },
    );
    const output = result.output as ICruiseResult;
    violations = output.summary.violations;
    cruised = output.modules.map((m) => m.source);
  } finally {
    for (const dir of DIRS) rmSync(join(root, dir), { recursive: true, force: true });
  }
}, 60_000);

/** The rules a scratch file breaks. */
const broken = (file: string): string[] => [...new Set(violations.filter((v) => v.from === file).map((v) => v.rule.name))].sort();

describe('the dependency rules bite', () => {
  it('follows only the scratch files (fast), resolving the @shared alias', () => {
    expect(cruised).toContain('src/shared/map/map-model.ts');
    expect(cruised).toContain('src/shared/rulesets/commando/model/state.ts');
    expect(cruised.length).toBeLessThan(60);
  });

  it('(a) two files importing each other: no-circular', () => {
    const cycles = violations.filter((v) => v.rule.name === 'no-circular');
    expect(cycles).toHaveLength(1);
    const ring = [cycles[0]!.from, ...(cycles[0]!.cycle ?? []).map((c) => c.name)];
    expect(new Set(ring)).toEqual(new Set(CYCLE));
  });

  it.each(CASES.map((c) => [c.file, c.breaks] as const))('%s breaks %j', (file, breaks) => {
    expect(broken(file)).toEqual([...breaks].sort());
  });

  it('reports nothing else', () => {
    const known = new Set<string>([...CASES.map((c) => c.file), ...CYCLE]);
    expect(violations.filter((v) => !known.has(v.from))).toEqual([]);
  });
});
