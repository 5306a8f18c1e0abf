import type { ContentKind, ContentKindUi } from './content-kind';
import { kindChooserText, kindName } from './kind-facts';
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
  event: shown('event', eventKind),
  post: shown('post', postKind),
  remark: shown('remark', remarkKind),
};

/**
 * A plug-in whose `label` and `chooserText` are read in the language shown when read (the Create
 * chooser reads them as it renders); its type name stays in kind-facts.ts.
 */
function shown(kind: ContentKind, plugin: ContentKindUi): ContentKindUi {
  return Object.defineProperties(
    { ...plugin },
    {
      label: { get: () => kindName(kind), enumerable: true },
      chooserText: { get: () => kindChooserText(kind), enumerable: true },
    },
  );
}
