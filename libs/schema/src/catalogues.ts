import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The catalogues of texts: `libs/schema/locales/<language>/<namespace>.json`, each a flat object
 * of ICU messages by key. A text's id is `<namespace>.<key>` (`common.nav.home`), the same in every
 * language, in the client and on the server. English is the reference: it holds every key, in the
 * spec's words; a language is offered once its catalogues hold every key too.
 */
export type Catalogue = Record<string, string>;

/** A language's compiled texts by id, as Lingui's `i18n.load` takes them. */
export type CompiledTexts = Record<string, CompiledMessage>;

/** The pseudo-language for testing: English with its letters accented and lengthened, every placeholder kept. */
export const PSEUDO_LANGUAGE = 'en-XA';

/** The id of a catalogue's text. */
export const textId = (namespace: string, key: string): string => `${namespace}.${key}`;

/**
 * Compiles a language's catalogues (by namespace) for Lingui; `mapText` rewrites the words of each
 * message, never its placeholders (the pseudo-language). Throws on a message that is not valid ICU,
 * naming it.
 */
export function compileCatalogues(catalogues: Readonly<Record<string, Catalogue>>, mapText?: (text: string) => string): CompiledTexts {
  const compiled: CompiledTexts = {};
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    for (const [key, message] of Object.entries(catalogue)) {
      const id = textId(namespace, key);
      try {
        compiled[id] = compileMessageOrThrow(message, mapText);
      } catch (error) {
        throw new Error(`${id}: ${(error as Error).message}`);
      }
    }
  }
  return compiled;
}

/** The names of a message's placeholders (`{count}`, `{name}`, a plural's argument, a tag's number), sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage): void => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') for (const [choice, branch] of Object.entries(format)) if (choice !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  for (const [, tag] of message.matchAll(/<(\d+)\/?>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}
