import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as Schema from '@gatherly/schema';

type PwaSchema = Pick<typeof Schema, 'DEFAULT_THEME' | 'THEMES'>;

/** The service worker's handling of push notifications, written by hand (Workbox makes the rest). */
const PUSH_WORKER = fileURLToPath(new URL('../src/service-worker/push-sw.js', import.meta.url));

/** The paths that are the server's, never a page: the service worker leaves them to the network. */
const SERVER_PATHS = /^\/(api|graphql|chat|media)(\/|$)/;

/**
 * Gatherly as an installable app: the web manifest (`/manifest.webmanifest`, linked from every
 * page) and a service worker (`/sw.js`, Workbox) that keeps the app's own files, so that it opens
 * without a network. It keeps what index.html loads and every page the app can open (the files
 * reachable from it), not the GraphQL explorer's editor; a page opened offline is index.html, and
 * the app says it is offline. A new version waits until the person chooses to reload
 * (`registerType: 'prompt'`, app/UpdateNotice.tsx). The worker also shows push notifications
 * (src/service-worker/push-sw.js).
 */
export function pwaPlugins({ THEMES, DEFAULT_THEME }: PwaSchema): Plugin[] {
  const palette = THEMES.find((theme) => theme.value === DEFAULT_THEME)!.palette;
  const appFiles = new Set<string>();
  const pushWorker = pushWorkerFile();
  return [
    appFilesPlugin(appFiles),
    pushWorkerPlugin(pushWorker),
    ...VitePWA({
      registerType: 'prompt',
      // The app registers it (app/UpdateNotice.tsx), so no inline script joins index.html.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      manifest: {
        name: 'Gatherly',
        short_name: 'Gatherly',
        description: 'Find events and friends.',
        id: '/home',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: palette.surface,
        background_color: palette.background,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
        // Only the app's files: the explorer's editor (megabytes) is fetched when /graphql is opened.
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => appFiles.has(entry.url)), warnings: [] })],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        cleanupOutdatedCaches: true,
        // The first version takes charge of the pages already open, so they open offline from then on;
        // later ones wait for the person's Reload.
        clientsClaim: true,
        inlineWorkboxRuntime: true,
        importScripts: [`/${pushWorker.fileName}`],
        // The app's largest chunk is well under this; a bigger one would be left out with a warning.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}

interface WorkerFile {
  fileName: string;
  source: string;
}

/**
 * The push handling, published under a name of its content's hash, as the app's other assets are:
 * a change to it changes sw.js (which names it), so browsers install the new version as they do
 * for any other change, and the file itself can be cached for good.
 */
function pushWorkerFile(): WorkerFile {
  const source = readFileSync(PUSH_WORKER, 'utf8');
  return { fileName: `assets/push-sw-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`, source };
}

/** Writes the push handling into the build, beside the service worker that imports it. */
function pushWorkerPlugin(file: WorkerFile): Plugin {
  return {
    name: 'gatherly-push-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}

/**
 * Collects the files of the app: index.html, what it loads and every chunk (with its styles and
 * assets) it can import, statically or on demand, and the files of `public/` the app shows.
 */
function appFilesPlugin(appFiles: Set<string>): Plugin {
  return {
    name: 'gatherly-app-files',
    apply: 'build',
    // Once the bundle is complete (index.html is written last), before the service worker is made (closeBundle).
    writeBundle(_options, bundle) {
      appFiles.clear();
      const files = new Map<string, Rollup.OutputChunk | Rollup.OutputAsset>(Object.entries(bundle));
      const visit = (name: string) => {
        const file = files.get(name);
        if (!file || appFiles.has(name)) return;
        appFiles.add(name);
        if (file.type !== 'chunk') return;
        for (const css of file.viteMetadata?.importedCss ?? []) appFiles.add(css);
        for (const asset of file.viteMetadata?.importedAssets ?? []) appFiles.add(asset);
        for (const imported of [...file.imports, ...file.dynamicImports]) visit(imported);
      };
      const html = files.get('index.html');
      if (!html || html.type !== 'asset') return;
      appFiles.add('index.html');
      for (const [, path] of String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) visit(path);
      for (const icon of ['favicon.svg', 'default.png', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon-180.png']) appFiles.add(icon);
    },
  };
}
