import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import type { ShownContentKind } from '@gatherly/schema';
import type { CommentInput, CommentItem_CommentFragment, LikeButton_ItemFragment } from '../../gql/graphql';
import { eventKind } from './events/event-kind';
import { postKind } from './posts/post-kind';
import { remarkKind } from './remarks/remark-kind';

/**
 * The kinds of content the product shows (spec §3). The server may know more; the client keys its
 * maps on these, so a kind appears on screen only once it has a folder here and an entry below.
 */
export type ContentKind = ShownContentKind;

/** Everything the shared screens and hooks need of one kind; each kind's folder exports one. */
export interface ContentKindUi {
  /** Capitalised name, in titles ('Delete Post', 'Post created successfully!'); also its GraphQL type name. */
  label: string;
  /** What the Create chooser says of it. */
  chooserText: string;
  /** Its creation dialog, opened from the Create chooser. */
  CreateDialog: ComponentType<{ onClose: () => void }>;
  /** Its detail dialog, opened by `?<kind>=<id>` on any signed-in page. */
  DetailDialog: ComponentType<{ id: string; onClose: () => void }>;
  /** The mutations every kind has, each answering under the alias the shared hooks read. */
  mutations: {
    like: TypedDocumentNode<{ item: LikeButton_ItemFragment }, { id: string }>;
    unlike: TypedDocumentNode<{ item: LikeButton_ItemFragment }, { id: string }>;
    comment: TypedDocumentNode<{ comment: CommentItem_CommentFragment }, { input: CommentInput }>;
    delete: TypedDocumentNode<{ deleted: boolean }, { id: string }>;
  };
}

/** Every shown kind, in the order of the Create chooser (spec §2: Event, Post, Remark). */
export const CONTENT_KIND_UI: Readonly<Record<ContentKind, ContentKindUi>> = {
  event: eventKind,
  post: postKind,
  remark: remarkKind,
};

/** The shown kinds, in the order of the Create chooser. */
export const CONTENT_KINDS = Object.keys(CONTENT_KIND_UI) as readonly ContentKind[];

export const kindLabel = (kind: ContentKind): string => CONTENT_KIND_UI[kind].label;

/** The shown kind of a GraphQL type name; null for a kind the server has and the product does not show. */
export const kindOfTypename = (typename: string | undefined): ContentKind | null =>
  CONTENT_KINDS.find((kind) => CONTENT_KIND_UI[kind].label === typename) ?? null;

/** The cache id of an item, for cache.modify and cache.evict. */
export const itemRef = (kind: ContentKind, id: string) => ({ __typename: kindLabel(kind), id });
