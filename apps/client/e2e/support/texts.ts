import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileCatalogues, DEFAULT_LANGUAGE, PSEUDO_LANGUAGE, valuesIn, type TextRef } from '@gatherly/schema';
import { pseudoText, readCatalogues } from '../../build/catalogue-files';

const LOCALES = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../libs/schema/locales');
const languages = new Map<string, I18n>();

/**
 * A text as the app shows it in `language` (English unless said; the pseudo-language too), from the
 * catalogues: `text('common.nav.home')`, or a text the shared contract names: `text(CONTENT_MESSAGES.remarkRequired)`.
 */
export function text(said: string | TextRef, values?: Record<string, unknown>, language: string = DEFAULT_LANGUAGE): string {
  if (typeof said !== 'string') return text(said.id, valuesIn(language === PSEUDO_LANGUAGE ? DEFAULT_LANGUAGE : language, said.values, (inner) => text(inner, undefined, language)), language);
  const id = said;
  let i18n = languages.get(language);
  if (!i18n) {
    const pseudo = language === PSEUDO_LANGUAGE;
    const texts = compileCatalogues(readCatalogues(LOCALES, pseudo ? DEFAULT_LANGUAGE : language).catalogues, pseudo ? pseudoText : undefined);
    i18n = setupI18n({ locale: language, messages: { [language]: texts } });
    languages.set(language, i18n);
  }
  return i18n._(id, values);
}
