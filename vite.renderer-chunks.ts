import type { Rolldown } from 'vite';

/**
 * The renderer's vendor chunks, shared by the web build (vite.renderer.config.ts)
 * and the Electron build (electron.vite.config.ts). Libraries change less often
 * than our code, so they cache apart from it; each window still loads only what
 * its page imports (the pages, each ruleset's screens and the console screens are
 * lazy: src/renderer/src/App.tsx, src/renderer/src/rulesets/<id>/screens.ts).
 * Higher priorities claim their modules first, so react-konva's group does not
 * swallow React.
 */
export const RENDERER_CODE_SPLITTING: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
    { name: 'vendor-konva', test: /[\\/]node_modules[\\/](konva|react-konva|react-reconciler|its-fine)[\\/]/, priority: 2 },
    { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 1 },
  ],
};
