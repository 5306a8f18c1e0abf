import { useApolloClient } from '@apollo/client/react';
import { CONTENT_KIND_FACTS, type ContentKind } from '../kind-facts';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { useT } from '../../../lib/i18n';

/** Like or unlike; the mutation answers the item with its new count, which updates the cache. */
export function useLikeToggle(kind: ContentKind, id: string, liked: boolean) {
  const t = useT();
  const client = useApolloClient();
  const { like, unlike } = CONTENT_KIND_FACTS[kind].mutations;
  return useServerToggle(() => client.mutate({ mutation: liked ? unlike : like, variables: { id } }), liked ? t('content.engagement.unlikeAction', { kind }) : t('content.engagement.likeAction', { kind }));
}
