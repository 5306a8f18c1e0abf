import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { codeSplittingGroups } from './build/code-groups.ts';
import { sizeReportPlugin } from './build/size-report-plugin.ts';
import { pwaPlugins } from './build/pwa.ts';
import { SCHEMA_ENTRY, themePlugin } from './build/theme-plugin.ts';
import { textsPlugin } from './build/texts-plugin.ts';
import type * as Schema from '@gatherly/schema';

const server = 'http://localhost:3000';

export default defineConfig(async () => ({
  plugins: [
    react(),
    themePlugin(),
    // Each language's texts compiled from libs/schema/locales, a module of its own (build/texts-plugin.ts).
    textsPlugin(),
    // The manifest and the service worker (build/pwa.ts), in the default theme's colours.
    pwaPlugins((await runnerImport<typeof Schema>(SCHEMA_ENTRY)).module),
    // Brotli and gzip copies of every text asset beside it, served by content negotiation (server: web/client-app.ts).
    compression({ threshold: 1024, logLevel: 'silent' }),
    sizeReportPlugin(),
  ],
  resolve: {
    alias: {
      '@gatherly/schema': fileURLToPath(new URL('../../libs/schema/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/graphql': { target: server, ws: true },
      '/chat': { target: server, ws: true },
      '/media': { target: server },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server },
      '/graphql': { target: server, ws: true },
      '/chat': { target: server, ws: true },
      '/media': { target: server },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The app, and the GraphQL explorer served at GET /graphql (its code is its own).
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), explorer: fileURLToPath(new URL('explorer.html', import.meta.url)) },
      output: {
        // A handful of chunks (build/code-groups.ts): a cold visit of any page loads a few files.
        codeSplitting: {
          groups: codeSplittingGroups({
            app: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
            explorer: fileURLToPath(new URL('src/explorer/main.tsx', import.meta.url)),
          }),
        },
      },
    },
  },
}));
