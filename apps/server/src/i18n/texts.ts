import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { answerLanguage, compileCatalogues, DEFAULT_LANGUAGE, valuesIn, type Catalogue, type CompiledTexts, type Said } from '@gatherly/schema';

/**
 * The catalogues' English texts the server speaks (libs/schema/locales/en), by namespace: a text's
 * id is `<namespace>.<key>`, checked here against the English catalogue, which holds every key.
 */
interface Catalogues {
  mail: typeof import('@gatherly/schema/locales/en/mail.json');
  push: typeof import('@gatherly/schema/locales/en/push.json');
  entries: typeof import('@gatherly/schema/locales/en/entries.json');
}

export type ServerTextId = { [N in keyof Catalogues]: `${N}.${Extract<keyof Catalogues[N], string>}` }[keyof Catalogues];

/** A text's placeholders (`{count}`, `{username}`). */
export type TextValues = Readonly<Record<string, string | number | null | undefined>>;

/** Where the catalogues are: beside the installed schema package, in the built server as in tests. */
const LOCALES_DIR = join(dirname(require.resolve('@gatherly/schema/package.json')), 'locales');

interface LanguageTexts {
  i18n: I18n;
  ids: ReadonlySet<string>;
}

/** Every language's catalogues, compiled once at boot: one Lingui instance per language. */
function loadTexts(): ReadonlyMap<string, LanguageTexts> {
  const texts = new Map<string, LanguageTexts>();
  for (const language of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const folder = join(LOCALES_DIR, language.name);
    const catalogues: Record<string, Catalogue> = {};
    for (const file of readdirSync(folder)) {
      if (file.endsWith('.json')) catalogues[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Catalogue;
    }
    const compiled: CompiledTexts = compileCatalogues(catalogues);
    const ids = new Set(Object.entries(catalogues).flatMap(([namespace, catalogue]) => Object.keys(catalogue).filter((key) => catalogue[key] !== '').map((key) => `${namespace}.${key}`)));
    texts.set(language.name, { i18n: setupI18n({ locale: language.name, messages: { [language.name]: compiled } }), ids });
  }
  if (!texts.has(DEFAULT_LANGUAGE)) throw new Error(`no ${DEFAULT_LANGUAGE} catalogues in ${LOCALES_DIR}`);
  return texts;
}

const TEXTS = loadTexts();

/** A text in `language`, its placeholders filled; in English when that language lacks it (or is unknown). */
export function translate(language: string, id: ServerTextId, values?: TextValues): string {
  const texts = TEXTS.get(language);
  const { i18n } = texts?.ids.has(id) ? texts : TEXTS.get(DEFAULT_LANGUAGE)!;
  return i18n._(id, values as Record<string, unknown> | undefined);
}

/**
 * What an answer says, worded in `language`: a catalogue text with its values (dates as days in
 * that language), or a text without id as it is. An id no catalogue holds is a bug: said as the id.
 */
export function word(language: string, said: Said): string {
  if (typeof said === 'string') return said;
  const texts = TEXTS.get(language);
  const { i18n } = texts?.ids.has(said.id) ? texts : TEXTS.get(DEFAULT_LANGUAGE)!;
  return i18n._(said.id, valuesIn(i18n.locale, said.values, (inner) => word(language, inner)));
}

/** What is said, in English, the reference (logs, and the tests that read answers). */
export function english(said: Said): string {
  return word(DEFAULT_LANGUAGE, said);
}

/** A translator bound to one language: `const t = textsIn('es'); t('mail.greeting', { username })`. */
export function textsIn(language: string): (id: ServerTextId, values?: TextValues) => string {
  return (id, values) => translate(language, id, values);
}

/**
 * The language of what the server writes to someone later (a mail, a push): the language their
 * account chose when it is offered, else that of the request that caused it, else English.
 */
export function recipientLanguage(accountLanguage: string | null | undefined, requestLanguage?: string | null): string {
  return answerLanguage(accountLanguage, requestLanguage ?? undefined);
}
