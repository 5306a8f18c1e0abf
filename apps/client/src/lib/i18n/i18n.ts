import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGE, SHIPPED_LANGUAGE_CODES, STORAGE_KEYS, negotiateLanguage, type CompiledTexts, type TextDirection } from '@gatherly/schema';
import firstTexts from 'virtual:gatherly-texts/en/common+account';

/**
 * The language the app speaks. English, the reference, travels with the code that shows it: the
 * signed-out pages' texts with the first page, the signed-in area's with its frame
 * (`addEnglish`). Every other language is a file of its own, downloaded whole when it is chosen
 * (build/texts-plugin.ts compiles libs/schema/locales). The pseudo-language is for testing: it is
 * never offered, a device shows it when its stored language says so.
 */
const LOADERS: Readonly<Record<string, () => Promise<{ default: CompiledTexts }>>> = {
  es: () => import('virtual:gatherly-texts/es'),
  de: () => import('virtual:gatherly-texts/de'),
  fr: () => import('virtual:gatherly-texts/fr'),
  ar: () => import('virtual:gatherly-texts/ar'),
  [PSEUDO_LANGUAGE]: () => import('virtual:gatherly-texts/en-XA'),
};

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: { ...firstTexts } } });

/** Adds English texts that came with the code of a part of the app loaded on demand. */
export function addEnglish(texts: CompiledTexts): void {
  i18n.load(DEFAULT_LANGUAGE, texts);
}

const loaded = new Set<string>([DEFAULT_LANGUAGE]);

/** Whether the app can be shown in `code`: an offered language, or the pseudo-language. */
const readable = (code: unknown): code is string => typeof code === 'string' && (SHIPPED_LANGUAGE_CODES.includes(code) || code === PSEUDO_LANGUAGE);

/** Which way a language's lines run. */
export function directionOf(code: string): TextDirection {
  return LANGUAGES.find((language) => language.code === code)?.direction ?? 'ltr';
}

/** The locale of dates and numbers: the language shown (the pseudo-language's are English). */
export function formatLocale(): string {
  return i18n.locale === PSEUDO_LANGUAGE ? DEFAULT_LANGUAGE : i18n.locale;
}

function stored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/** The language this device shows before anything else is known: the one stored, else the browser's best fit. */
export function deviceLanguage(): string {
  const remembered = stored();
  if (readable(remembered)) return remembered;
  return negotiateLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages.join(','));
}

/**
 * Shows the app in `code` (an unknown one: English), downloading its texts first; the page's
 * `lang` and `dir` follow. A language whose file cannot be had (offline before it was ever
 * loaded) leaves the app as it was.
 */
export async function showLanguage(code: string): Promise<void> {
  const language = readable(code) ? code : DEFAULT_LANGUAGE;
  if (!loaded.has(language)) {
    try {
      i18n.load(language, (await LOADERS[language]()).default);
      loaded.add(language);
    } catch {
      return;
    }
  }
  i18n.activate(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * The account's language, once known (at login, from the session, when changed in Settings):
 * remembered on this device and shown. `null` (never chosen) keeps what the device shows.
 */
export function followAccountLanguage(code: string | null | undefined): void {
  try {
    if (readable(code)) window.localStorage.setItem(STORAGE_KEYS.language, code);
  } catch {
    // storage unavailable: the language still applies to this page
  }
  const language = readable(code) ? code : deviceLanguage();
  if (language !== i18n.locale) void showLanguage(language);
}
