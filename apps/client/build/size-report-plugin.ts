import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** What the first page (the login page) may load, gzip: scripts and styles together. */
export const FIRST_LOAD_LIMIT = 200 * 1024;
/** What a signed-in first visit of Home may load, gzip: the login page's files, the app's frame and Home. */
export const HOME_LOAD_LIMIT = 254 * 1024;

type Output = Rollup.OutputChunk | Rollup.OutputAsset;

/** The client's own sources. */
const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
/** The modules whose chunks a signed-in visit of /home loads beside the first page's: the app's frame and Home. */
const HOME_PARTS = [`${SOURCE}app/shell/Shell.tsx`, `${SOURCE}features/home/HomePage.tsx`];

/**
 * Prints, after each build, the gzip and brotli sizes and the number of files (scripts and style
 * sheets) of what the first visit loads (what index.html loads, with everything it imports) and of
 * a signed-in first visit of /home (that, the app's frame and Home), and the gzip size of what each
 * page loaded on demand adds to the first visit; fails the build when either visit would load more
 * than its limit, or when the GraphQL explorer would load any of the app's own code.
 */
export function sizeReportPlugin(): Plugin {
  return {
    name: 'gatherly-size-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const files = new Map<string, Output>(Object.entries(bundle));
      const gzipped = new Map<string, number>();
      const contentOf = (name: string) => {
        const file = files.get(name);
        return file ? (file.type === 'chunk' ? file.code : file.source) : '';
      };
      const sizeOf = (name: string): number => {
        let size = gzipped.get(name);
        if (size === undefined) gzipped.set(name, (size = gzipSync(contentOf(name)).length));
        return size;
      };
      // As the build's own brotli copies are made (the server sends those).
      const brotliOf = (name: string): number => brotliCompressSync(contentOf(name), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      /** A chunk's file with the files it imports statically and their styles, transitively. */
      const closure = (name: string, into = new Set<string>()): Set<string> => {
        const file = files.get(name);
        if (!file || into.has(name)) return into;
        into.add(name);
        if (file.type === 'chunk') {
          for (const css of file.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of file.imports) closure(imported, into);
        }
        return into;
      };
      const total = (names: Iterable<string>, size = sizeOf) => [...names].reduce((sum, name) => sum + size(name), 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const visit = (label: string, names: Set<string>) =>
        label.padEnd(34) + `${kb(total(names))} gzip`.padStart(15) + `${kb(total(names, brotliOf))} brotli`.padStart(17) + `${names.size} files`.padStart(10);

      // What index.html loads (the app's entry may be split among the chunks of build/code-groups.ts).
      const html = files.get('index.html');
      if (!html || html.type !== 'asset') return;
      const first = new Set<string>();
      for (const [, path] of String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) closure(path, first);
      const home = new Set(first);
      for (const part of HOME_PARTS) {
        const chunk = [...files.values()].find((file) => file.type === 'chunk' && file.facadeModuleId === part);
        if (!chunk) this.error(`no chunk starts with ${part}`);
        closure(chunk.fileName, home);
      }
      const lines = [visit('first visit (login page)', first), visit('first visit of /home, signed in', home), 'what each page adds to the first visit, gzip:'];
      // The app's own pages and dialogs; the explorer's editor loads language support on demand too.
      const pages = [...files.values()].filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isDynamicEntry && !!file.facadeModuleId && file.facadeModuleId.startsWith(SOURCE) && !file.facadeModuleId.startsWith(`${SOURCE}explorer/`),
      );
      for (const page of pages.sort((a, b) => a.name.localeCompare(b.name))) {
        const added = [...closure(page.fileName)].filter((name) => !first.has(name));
        lines.push(`  + ${basename(page.facadeModuleId!).replace(/\.tsx?$/, '')}`.padEnd(34) + kb(total(added)).padStart(10));
      }
      const explorer = [...files.values()].find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry && file.name === 'explorer');
      if (explorer) {
        const loads = closure(explorer.fileName);
        lines.push(`GraphQL explorer (GET /graphql)`.padEnd(34) + kb(total(loads)).padStart(10));
        // The explorer shares libraries with the app, never the app's own code (which would start the app on its page).
        const app = [...loads].filter((name) => {
          const file = files.get(name);
          return file?.type === 'chunk' && file.moduleIds.some((id) => id.startsWith(SOURCE) && !id.startsWith(`${SOURCE}explorer/`));
        });
        if (app.length > 0) this.error(`the GraphQL explorer loads the app's code: ${app.join(', ')}`);
      }
      this.info(`what each page loads (scripts and style sheets):\n${lines.join('\n')}`);
      // Chunks importing each other would run their modules in an order the code does not expect.
      const cycle = importCycle(files);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' → ')}`);
      if (total(first) > FIRST_LOAD_LIMIT) this.error(`the first visit loads ${kb(total(first))} gzip, over ${kb(FIRST_LOAD_LIMIT)}`);
      if (total(home) > HOME_LOAD_LIMIT) this.error(`a signed-in first visit of /home loads ${kb(total(home))} gzip, over ${kb(HOME_LOAD_LIMIT)}`);
    },
  };
}

/** A cycle of static imports between chunks, if there is one: the chunks along it. */
function importCycle(files: Map<string, Output>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name];
    const file = files.get(name);
    if (done.has(name) || file?.type !== 'chunk') return null;
    path.push(name);
    for (const imported of file.imports) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of files.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}
