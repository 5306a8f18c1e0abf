import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import type { ShownContentKind } from '@gatherly/schema';
import type { CommentInput } from '../../gql/graphql';
import type { CommentItem_CommentFragment } from './engagement/CommentItem.generated';
import type { LikeButton_ItemFragment } from './engagement/LikeButton.generated';

/**
 * The kinds of content the product shows (spec §3). The server may know more; the client keys its
 * maps on these, so a kind appears on screen only once it has a folder here and its two entries
 * (its facts in kind-facts.ts, its screens in content-kinds.ts).
 */
export type ContentKind = ShownContentKind;

/** The plain facts of one kind, which any screen or hook may import: names and GraphQL operations, no screens. */
export interface ContentKindFacts {
  /** Its GraphQL type name ('Post'); never shown: screens name a kind with `kindName` (kind-facts.ts), in the language shown. */
  label: string;
  /** What the Create chooser says of it, in English; `CONTENT_KIND_UI` (content-kinds.ts) answers it in the language shown. */
  chooserText: string;
  /** The mutations every kind has, each answering under the alias the shared hooks read. */
  mutations: {
    like: TypedDocumentNode<{ item: LikeButton_ItemFragment }, { id: string }>;
    unlike: TypedDocumentNode<{ item: LikeButton_ItemFragment }, { id: string }>;
    comment: TypedDocumentNode<{ comment: CommentItem_CommentFragment }, { input: CommentInput }>;
    delete: TypedDocumentNode<{ deleted: boolean }, { id: string }>;
  };
}

/** A kind's plug-in: its facts and the screens its folder carries, which only the shell and the detail host open. */
export interface ContentKindUi extends ContentKindFacts {
  /** Its creation dialog, opened from the Create chooser. */
  CreateDialog: ComponentType<{ onClose: () => void }>;
  /** Its detail dialog, opened by `?<kind>=<id>` on any signed-in page. */
  DetailDialog: ComponentType<{ id: string; onClose: () => void }>;
}
