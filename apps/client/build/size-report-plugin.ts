import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** What the first page (the login page) may load, gzip: scripts and styles together. */
export const FIRST_LOAD_LIMIT = 200 * 1024;

type Output = Rollup.OutputChunk | Rollup.OutputAsset;

/** The client's own sources. */
const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Prints, after each build, the gzip size of what the first visit loads (the entry with everything
 * it imports) and of what each page loaded on demand adds to it; fails the build when the first
 * visit would load more than `FIRST_LOAD_LIMIT`.
 */
export function sizeReportPlugin(): Plugin {
  return {
    name: 'gatherly-size-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const files = new Map<string, Output>(Object.entries(bundle));
      const gzipped = new Map<string, number>();
      const sizeOf = (name: string): number => {
        let size = gzipped.get(name);
        if (size === undefined) {
          const file = files.get(name);
          size = file ? gzipSync(file.type === 'chunk' ? file.code : file.source).length : 0;
          gzipped.set(name, size);
        }
        return size;
      };
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
      const total = (names: Iterable<string>) => [...names].reduce((sum, name) => sum + sizeOf(name), 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

      const entry = [...files.values()].find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry && file.name === 'index');
      if (!entry) return;
      const first = closure(entry.fileName);
      const lines = [`first visit (login page)`.padEnd(34) + kb(total(first)).padStart(10)];
      // The app's own pages and dialogs; the explorer's editor loads language support on demand too.
      const pages = [...files.values()].filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isDynamicEntry && !!file.facadeModuleId && file.facadeModuleId.startsWith(SOURCE) && !file.facadeModuleId.startsWith(`${SOURCE}explorer/`),
      );
      for (const page of pages.sort((a, b) => a.name.localeCompare(b.name))) {
        const added = [...closure(page.fileName)].filter((name) => !first.has(name));
        lines.push(`  + ${basename(page.facadeModuleId!).replace(/\.tsx?$/, '')}`.padEnd(34) + kb(total(added)).padStart(10));
      }
      const explorer = [...files.values()].find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry && file.name === 'explorer');
      if (explorer) lines.push(`GraphQL explorer (GET /graphql)`.padEnd(34) + kb(total(closure(explorer.fileName))).padStart(10));
      this.info(`gzip sizes of what each page loads:\n${lines.join('\n')}`);
      if (total(first) > FIRST_LOAD_LIMIT) this.error(`the first visit loads ${kb(total(first))} gzip, over ${kb(FIRST_LOAD_LIMIT)}`);
    },
  };
}
