/**
 * A text Gatherly says to someone, by its id in the catalogues (`<namespace>.<key>`,
 * libs/schema/locales) with the values of its placeholders. Whoever shows it words it in the
 * language of who reads it: the server at the edge of its answer (REST, GraphQL, socket) in the
 * answer's language, the app with its own texts. English, the reference, is the catalogue's.
 */
export interface TextRef {
  readonly id: string;
  readonly values?: TextRefValues;
}

/**
 * A placeholder's value: a date is written as a day ("28 December 2026") in the reader's language,
 * a text by id is worded in it too ('Ada and Bob' inside 'Ada and Bob liked your post').
 */
export type TextRefValues = Readonly<Record<string, string | number | Date | TextRef>>;

/**
 * What an answer says: a catalogue text, or a text that has no id (a shape check of the request
 * naming a field, written for the developer of a client), passed on as it is.
 */
export type Said = TextRef | string;

export function textRef(id: string, values?: TextRefValues): TextRef {
  return values === undefined ? { id } : { id, values };
}

export function isTextRef(said: unknown): said is TextRef {
  return typeof said === 'object' && said !== null && typeof (said as TextRef).id === 'string';
}

/** Whether two texts said are the same text with the same values (a refusal the app checks for). */
export function sameText(a: Said, b: Said): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a.id !== b.id) return false;
  const keys = Object.keys(a.values ?? {});
  return keys.length === Object.keys(b.values ?? {}).length && keys.every((key) => String(a.values?.[key]) === String(b.values?.[key]));
}

/** The locale in which a language writes a day: English as in the spec, "28 December 2026". */
const DAY_LOCALE: Readonly<Record<string, string>> = { en: 'en-GB' };

/** A day as `language` writes it, in UTC unless a time zone is given: "28 December 2026", "28 de diciembre de 2026". */
export function dayText(language: string, when: Date | string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(DAY_LOCALE[language] ?? language, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(when));
}

/** A text's values as its catalogue text takes them: dates written as days in `language`, texts by id worded by `word`. */
export function valuesIn(language: string, values: TextRefValues | undefined, word: (text: TextRef) => string): Record<string, string | number> | undefined {
  if (values === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value instanceof Date ? dayText(language, value) : isTextRef(value) ? word(value) : value]),
  );
}

/** The texts a form's refusals are, each with the field it is about. */
export type FieldTexts<F> = ReadonlyArray<readonly [Said, F]>;

/**
 * The field `problem` is about: a text by id (the app's own check) is found by id and values, a
 * worded text (the server's answer, in the language shown) by `word`ing each text the same way.
 */
export function fieldOf<F>(fields: FieldTexts<F>, problem: Said, word: (said: Said) => string): F | undefined {
  return fields.find(([text]) => (typeof problem === 'string' ? word(text) === problem : sameText(text, problem)))?.[1];
}
