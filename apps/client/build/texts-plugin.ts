import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as Schema from '@gatherly/schema';
import { pseudoText, readCatalogues } from './catalogue-files.ts';
import { SCHEMA_ENTRY } from './theme-plugin.ts';

/** The catalogues of texts, one folder a language (libs/schema/locales/<language>/<namespace>.json). */
export const LOCALES = fileURLToPath(new URL('../../../libs/schema/locales/', import.meta.url));
/**
 * `import texts from 'virtual:gatherly-texts/<language>'`: that language's texts, compiled;
 * `virtual:gatherly-texts/<language>/<namespace>+<namespace>`: those namespaces' alone.
 */
const PREFIX = 'virtual:gatherly-texts/';
const RESOLVED = `\0${PREFIX}`;

/**
 * Compiles the catalogues into the app, each language a module of its own, downloaded when it is
 * chosen; English travels with the code that shows it (lib/i18n). The pseudo-language
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
      const [language, only] = id.slice(RESOLVED.length).split('/');
      const pseudo = language === PSEUDO_LANGUAGE;
      const { catalogues, files } = readCatalogues(LOCALES, pseudo ? DEFAULT_LANGUAGE : language);
      for (const file of files) this.addWatchFile(file);
      const namespaces = only ? only.split('+') : Object.keys(catalogues);
      const unknown = namespaces.filter((namespace) => !(namespace in catalogues));
      if (unknown.length > 0) this.error(`${id.slice(1)}: no catalogue ${unknown.join(', ')} in ${language}`);
      const texts = compileCatalogues(Object.fromEntries(namespaces.map((namespace) => [namespace, catalogues[namespace]])), pseudo ? pseudoText : undefined);
      // A JSON string parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
