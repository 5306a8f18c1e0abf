import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Schema from '@gatherly/schema';
import { pseudoText, readCatalogues } from './catalogue-files.ts';
import { SCHEMA_ENTRY } from './theme-plugin.ts';

/** The catalogues of texts, one folder a language (libs/schema/locales/<language>/<namespace>.json). */
export const LOCALES = fileURLToPath(new URL('../../../libs/schema/locales/', import.meta.url));
/** `import texts from 'virtual:gatherly-texts/<language>'`: that language's texts, compiled. */
const PREFIX = 'virtual:gatherly-texts/';
const RESOLVED = `\0${PREFIX}`;

/**
 * Compiles the catalogues into the app, each language a module of its own: English is imported by
 * the app's first code, every other language is downloaded when it is chosen. The pseudo-language
 * (`en-XA`) is English rewritten. A message that is not valid ICU fails the build, naming it.
 */
export function textsPlugin(): Plugin {
  let schema: Promise<typeof Schema> | undefined;
  return {
    name: 'gatherly-texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      schema ??= runnerImport<typeof Schema>(SCHEMA_ENTRY).then((loaded) => loaded.module);
      const { compileCatalogues, PSEUDO_LANGUAGE, DEFAULT_LANGUAGE } = await schema;
      const language = id.slice(RESOLVED.length);
      const pseudo = language === PSEUDO_LANGUAGE;
      const { catalogues, files } = readCatalogues(LOCALES, pseudo ? DEFAULT_LANGUAGE : language);
      for (const file of files) this.addWatchFile(file);
      const texts = compileCatalogues(catalogues, pseudo ? pseudoText : undefined);
      // A JSON string parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
