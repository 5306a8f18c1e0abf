import { Trans, useLingui } from '@lingui/react';
import type { ReactElement } from 'react';
import { isTextRef, valuesIn, type Said, type TextRef } from '@gatherly/schema';
import { formatLocale, i18n } from './i18n';

/**
 * The catalogues' English texts (libs/schema/locales/en), by namespace: a text's id is
 * `<namespace>.<key>`, checked here against the English catalogue, which holds every key.
 */
interface Catalogues {
  common: typeof import('../../../../../libs/schema/locales/en/common.json');
  account: typeof import('../../../../../libs/schema/locales/en/account.json');
  people: typeof import('../../../../../libs/schema/locales/en/people.json');
  content: typeof import('../../../../../libs/schema/locales/en/content.json');
  events: typeof import('../../../../../libs/schema/locales/en/events.json');
  explore: typeof import('../../../../../libs/schema/locales/en/explore.json');
  messages: typeof import('../../../../../libs/schema/locales/en/messages.json');
  notifications: typeof import('../../../../../libs/schema/locales/en/notifications.json');
  entries: typeof import('../../../../../libs/schema/locales/en/entries.json');
  settings: typeof import('../../../../../libs/schema/locales/en/settings.json');
}

export type TextId = { [N in keyof Catalogues]: `${N}.${Extract<keyof Catalogues[N], string>}` }[keyof Catalogues];

/** A text's placeholders (`{count}`, `{name}`). */
export type TextValues = Readonly<Record<string, string | number | Date | null | undefined>>;

/**
 * A text of the catalogues by id and values, or one the shared contract names (a `TextRef` of
 * libs/schema: a validation rule's refusal, whose id the texts check confirms).
 */
export interface Translate {
  (id: TextId, values?: TextValues): string;
  (text: TextRef): string;
}

/** What is said to the person: a text of the catalogues, or one that came worded already (a server's answer), as it is. */
export type Say = (said: Said) => string;

function translator(translate: (id: string, values?: Record<string, unknown>) => string): Translate {
  const word = (text: TextRef): string => translate(text.id, valuesIn(formatLocale(), text.values, word));
  return ((id: TextId | TextRef, values?: TextValues) => (typeof id === 'string' ? translate(id, values as Record<string, unknown>) : word(id))) as Translate;
}

/** The texts of the language shown, for a component: it renders again when the language changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return translator((id, values) => _(id, values));
}

/** A text outside a component (a toast, a title set by code), in the language shown now. */
export const t: Translate = translator((id, values) => i18n._(id, values));

/** `Say` for a component, in the language shown. */
export function useSay(): Say {
  const translate = useT();
  return (said) => (isTextRef(said) ? translate(said) : said);
}

/** `Say` outside a component, in the language shown now. */
export const say: Say = (said) => (isTextRef(said) ? t(said) : said);

/**
 * A text with elements inside, its numbered tags filled in order: `"Read <0>the rules</0>"` with
 * `components={[<Link to="/rules" />]}`.
 */
export function Phrase({ id, values, components }: { id: TextId; values?: TextValues; components: readonly ReactElement[] }) {
  return <Trans id={id} values={values as Record<string, unknown>} components={{ ...components }} />;
}
