import { useQuery } from '@apollo/client/react';
import { ModeratorDocument } from './Moderation.generated';

/** Whether the signed-in user is a moderator (the Moderation link shows only then). */
export function useIsModerator(): boolean {
  const { data } = useQuery(ModeratorDocument);
  return data?.me.is_moderator ?? false;
}
