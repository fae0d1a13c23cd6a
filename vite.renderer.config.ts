import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { RENDERER_CODE_SPLITTING } from './vite.renderer-chunks.ts';

// The renderer as a plain web build (out/renderer): browser mode, LAN player
// views and the Playwright suite use this. Electron builds it again through
// electron.vite.config.ts with the same root and alias.
export default defineConfig({
  root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./out/renderer', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: RENDERER_CODE_SPLITTING } },
  },
  logLevel: 'warn',
});
