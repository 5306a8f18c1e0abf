import type { ContentKindName } from '@gatherly/schema';
import { events } from './events';
import { posts } from './posts';
import { remarks } from './remarks';
import type { ContentKindDescriptor } from './shared/content-kind';

/**
 * Every kind of content, one folder each. The content module, the GraphQL schema, the loaders and
 * the shared reads all come from this list. A new kind is a folder like `remarks/`, one line here,
 * its name, limits and messages in libs/schema, and a migration (README "Adding a content kind").
 */
export const CONTENT_KIND_REGISTRY = {
  remark: remarks,
  post: posts,
  event: events,
} as const satisfies Record<ContentKindName, ContentKindDescriptor>;

export const CONTENT_KIND_DESCRIPTORS: readonly ContentKindDescriptor[] = Object.values(CONTENT_KIND_REGISTRY);
