// Import rules inside the three worlds (the borders between them are eslint's,
// eslint.config.js). Run by `npm run lint:deps`, part of `npm test`.
// Layers, lowest first: kernel ← map ← a ruleset's tables ← rules ← model ←
// engine ← view ← scenarios ← the ruleset's entry (index.ts) ← the registry
// (rulesets/index.ts). A layer imports only layers below it.
const R = 'src/shared/rulesets/[^/]+';
// Tests and their fixtures may reach up (an engine test builds a scenario game); production code may not.
const TESTS = '\\.test\\.tsx?$|/test-support/';
const layer = (name, allowedBelow) => ({
  name: `layer-${name}`,
  comment: `rulesets/<id>/${name} may import only ${allowedBelow.join(', ') || 'nothing'} of its ruleset`,
  severity: 'error',
  from: { path: `^${R}/${name}/`, pathNot: TESTS },
  to: { path: `^${R}/`, pathNot: [`^${R}/(${[name, ...allowedBelow].join('|')})/`] },
});

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'zero import cycles', from: {}, to: { circular: true } },
    {
      name: 'kernel-knows-no-game',
      severity: 'error',
      comment: 'the kernel imports nothing of maps, rulesets, the contract',
      from: { path: '^src/shared/kernel/', pathNot: TESTS },
      to: { path: '^src/shared/(?!kernel/)' },
    },
    { name: 'map-below-rulesets', severity: 'error', from: { path: '^src/shared/map/' }, to: { path: '^src/shared/(rulesets|contract)/' } },
    {
      name: 'rulesets-never-import-each-other',
      severity: 'error',
      from: { path: '^src/shared/rulesets/([^/]+)/' },
      to: { path: '^src/shared/rulesets/', pathNot: ['^src/shared/rulesets/$1/'] },
    },
    {
      name: 'ruleset-insides-know-not-their-entry',
      severity: 'error',
      comment: "nothing inside a ruleset imports the ruleset's entry or the registry",
      from: { path: `^${R}/[^/]+/`, pathNot: TESTS },
      to: { path: [`^${R}/index\\.ts$`, '^src/shared/rulesets/index\\.ts$'] },
    },
    layer('tables', []),
    layer('rules', ['tables']),
    layer('model', ['tables', 'rules']),
    layer('engine', ['tables', 'rules', 'model']),
    layer('view', ['tables', 'rules', 'model', 'engine']),
    layer('scenarios', ['tables', 'rules', 'model', 'engine', 'view']),
    {
      name: 'host-knows-kernel-contract-registry',
      severity: 'error',
      comment: 'the game host and the transports know the kernel, the contract and the registry, nothing of a ruleset',
      from: { path: '^src/main/(host|http)/', pathNot: TESTS },
      // The contract's Commando-typed face (api.ts, commando-*.ts) is the renderer's, not the host's.
      to: { path: '^src/shared/', pathNot: ['^src/shared/kernel/', '^src/shared/contract/(?!api\\.ts$|commando-)', '^src/shared/rulesets/index\\.ts$'] },
    },
    {
      name: 'generic-contract-knows-no-ruleset',
      severity: 'error',
      comment: "the transport-level contract knows the kernel only; a ruleset's names live in contract/<ruleset>-*.ts",
      from: { path: '^src/shared/contract/', pathNot: ['^src/shared/contract/commando-', TESTS] },
      to: { path: '^src/shared/rulesets/' },
    },
    {
      name: 'renderer-generic-knows-no-ruleset',
      severity: 'error',
      comment: "the renderer's pages, map and components reach a ruleset's screens only through its registry (src/renderer/src/rulesets/index.ts)",
      from: { path: '^src/renderer/src/', pathNot: ['^src/renderer/src/rulesets/', TESTS] },
      to: { path: '^src/renderer/src/rulesets/[^/]+/' },
    },
    {
      name: 'renderer-rulesets-never-import-each-other',
      severity: 'error',
      from: { path: '^src/renderer/src/rulesets/([^/]+)/' },
      to: { path: '^src/renderer/src/rulesets/[^/]+/', pathNot: ['^src/renderer/src/rulesets/$1/'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.deps.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
