import { textRef } from './said';

/** Which way a language's lines run: the layout mirrors for right-to-left. */
export type TextDirection = 'ltr' | 'rtl';

/** A language Gatherly can speak, as `GET /api/i18n/languages` answers it. */
export interface LanguageInfo {
  /** BCP 47 tag. */
  code: string;
  /** Its name in English. */
  name: string;
  /** Its name in itself, as the language list shows it. */
  native_name: string;
  direction: TextDirection;
}

/** Every language the app is written for, English (the reference) first. */
export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', native_name: 'English', direction: 'ltr' },
  { code: 'es', name: 'Spanish', native_name: 'Español', direction: 'ltr' },
  { code: 'de', name: 'German', native_name: 'Deutsch', direction: 'ltr' },
  { code: 'fr', name: 'French', native_name: 'Français', direction: 'ltr' },
  { code: 'ar', name: 'Arabic', native_name: 'العربية', direction: 'rtl' },
];

/** The reference language, and the one spoken when nothing else is known. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * The languages offered. A language joins when its catalogues (libs/schema/locales) hold every
 * text English holds, which `npm run check` keeps true.
 */
export const SHIPPED_LANGUAGE_CODES: readonly string[] = ['en', 'es', 'de', 'fr', 'ar'];

export const LANGUAGE_MESSAGES = {
  languageInvalid: textRef('settings.problems.languageInvalid', { languages: SHIPPED_LANGUAGE_CODES.join(', ') }),
} as const;

/** The offered languages, in the list's order. */
export function shippedLanguages(): LanguageInfo[] {
  return LANGUAGES.filter((language) => SHIPPED_LANGUAGE_CODES.includes(language.code));
}

/** Whether `code` names an offered language (exactly, as stored). */
export function isShippedLanguage(code: unknown): code is string {
  return typeof code === 'string' && SHIPPED_LANGUAGE_CODES.includes(code);
}

/**
 * The offered language that best fits an Accept-Language header (RFC 9110): by its weights (q), an
 * exact tag first, else its primary language (`fr-CA` takes `fr`); English when none fits.
 */
export function negotiateLanguage(acceptLanguage: string | undefined, offered: readonly string[] = SHIPPED_LANGUAGE_CODES): string {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((one, other) => other.weight - one.weight || one.order - other.order);
  const byTag = new Map(offered.map((code) => [code.toLowerCase(), code]));
  for (const { tag } of wanted) {
    const found = byTag.get(tag) ?? byTag.get(tag.split('-')[0]);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** The language an answer speaks (its errors, mails, pushes): the account's when it chose an offered one, else the request's best fit. */
export function answerLanguage(accountLanguage: string | null | undefined, acceptLanguage: string | undefined, offered: readonly string[] = SHIPPED_LANGUAGE_CODES): string {
  return accountLanguage && offered.includes(accountLanguage) ? accountLanguage : negotiateLanguage(acceptLanguage, offered);
}
