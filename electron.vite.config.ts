import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { RENDERER_CODE_SPLITTING } from './vite.renderer-chunks.ts';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: fileURLToPath(new URL('./src/main/electron/main.ts', import.meta.url)) } },
    },
  },
  preload: {
    // Sandboxed preloads must be single CommonJS files: one bundle per window kind, nothing external.
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // Each entry is built alone, so shared modules are inlined rather than split into chunks a sandbox cannot require.
      isolatedEntries: true,
      rollupOptions: {
        input: {
          umpire: fileURLToPath(new URL('./src/main/electron/preload-umpire.ts', import.meta.url)),
          player: fileURLToPath(new URL('./src/main/electron/preload-player.ts', import.meta.url)),
        },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: false },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react()],
    resolve: { alias },
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: fileURLToPath(new URL('./src/renderer/index.html', import.meta.url)), output: { codeSplitting: RENDERER_CODE_SPLITTING } },
    },
  },
});
