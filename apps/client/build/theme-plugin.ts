import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { themeBootScript, themeCss, type ThemeSchema } from './theme-css.ts';

export const SCHEMA_ENTRY = fileURLToPath(new URL('../../../libs/schema/src/index.ts', import.meta.url));
/** Where index.html wants the palettes and the boot script: right after the charset and viewport. */
export const MARKER = '<!-- gatherly:theme -->';

/**
 * Writes the palettes of libs/schema into index.html, so no colour is duplicated in the client.
 * The schema is loaded through Vite's module runner (TypeScript, ESM) rather than imported by the
 * config, which Node would have to load as CommonJS.
 */
export function themePlugin(): Plugin {
  let schema: Promise<ThemeSchema> | undefined;
  return {
    name: 'gatherly-theme',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        // The API explorer (explorer.html) keeps GraphiQL's own look.
        if (!context.filename.endsWith('index.html')) return html;
        schema ??= runnerImport<ThemeSchema>(SCHEMA_ENTRY).then((loaded) => loaded.module);
        const loaded = await schema;
        if (!html.includes(MARKER)) throw new Error(`index.html lacks ${MARKER}`);
        const tags =
          `<style id="theme-palettes">\n${themeCss(loaded)}\n</style>\n` +
          `    <script>${themeBootScript(loaded)}</script>`;
        return html.replace(MARKER, tags);
      },
    },
  };
}
