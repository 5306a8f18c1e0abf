import type { ContentKind, ContentKindUi } from './content-kind';
import { eventKind } from './events/event-kind';
import { postKind } from './posts/post-kind';
import { remarkKind } from './remarks/remark-kind';

export type { ContentKindUi } from './content-kind';

/**
 * Every shown kind's plug-in, with the screens its folder carries. Only the shell (Create) and the
 * detail host open them; everything else reads the plain facts of kind-facts.ts, so a kind's own
 * screens never import this list back.
 */
export const CONTENT_KIND_UI: Readonly<Record<ContentKind, ContentKindUi>> = {
  event: eventKind,
  post: postKind,
  remark: remarkKind,
};
