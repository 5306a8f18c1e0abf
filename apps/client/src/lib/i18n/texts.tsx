import { Trans, useLingui } from '@lingui/react';
import type { ReactElement } from 'react';
import { i18n } from './i18n';

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

export type Translate = (id: TextId, values?: TextValues) => string;

/** The texts of the language shown, for a component: it renders again when the language changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return (id, values) => _(id, values as Record<string, unknown>);
}

/** A text outside a component (a toast, a title set by code), in the language shown now. */
export const t: Translate = (id, values) => i18n._(id, values as Record<string, unknown>);

/**
 * A text with elements inside, its numbered tags filled in order: `"Read <0>the rules</0>"` with
 * `components={[<Link to="/rules" />]}`.
 */
export function Phrase({ id, values, components }: { id: TextId; values?: TextValues; components: readonly ReactElement[] }) {
  return <Trans id={id} values={values as Record<string, unknown>} components={{ ...components }} />;
}
