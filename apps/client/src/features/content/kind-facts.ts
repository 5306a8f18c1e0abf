import { t } from '../../lib/i18n';
import type { ContentKind, ContentKindFacts } from './content-kind';
import { eventFacts } from './events/event-facts';
import { postFacts } from './posts/post-facts';
import { remarkFacts } from './remarks/remark-facts';

export type { ContentKind, ContentKindFacts } from './content-kind';

/**
 * The facts of every shown kind, in the order of the Create chooser (spec §2: Event, Post, Remark).
 * Screens and hooks of any kind read kinds here; the plug-ins with screens are in content-kinds.ts,
 * which nothing inside a kind's folder imports.
 */
export const CONTENT_KIND_FACTS: Readonly<Record<ContentKind, ContentKindFacts>> = {
  event: eventFacts,
  post: postFacts,
  remark: remarkFacts,
};

/** The shown kinds, in the order of the Create chooser. */
export const CONTENT_KINDS = Object.keys(CONTENT_KIND_FACTS) as readonly ContentKind[];

/** The GraphQL type name of a kind ('Post'). */
export const kindTypename = (kind: ContentKind): string => CONTENT_KIND_FACTS[kind].label;

/** A kind's capitalised name, in the language shown now ('Post'): call it when rendering, never at module load. */
export const kindName = (kind: ContentKind): string => t('content.kind.name', { kind });

/** What the Create chooser says of a kind, in the language shown now. */
export const kindChooserText = (kind: ContentKind): string => t('content.kind.chooser', { kind });

/** The shown kind of a GraphQL type name; null for a kind the server has and the product does not show. */
export const kindOfTypename = (typename: string | undefined): ContentKind | null =>
  CONTENT_KINDS.find((kind) => CONTENT_KIND_FACTS[kind].label === typename) ?? null;

/** The cache id of an item, for cache.modify and cache.evict. */
export const itemRef = (kind: ContentKind, id: string) => ({ __typename: kindTypename(kind), id });
