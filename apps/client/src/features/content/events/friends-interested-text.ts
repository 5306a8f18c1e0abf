import { t } from '../../../lib/i18n';

/**
 * The "friends going" line of an event: who of the people the viewer follows marked interest.
 * `names` are the few the server names (the most recent first); `count` is all of them.
 * Null when there is no one to mention.
 */
export function friendsInterestedText(names: readonly string[], count: number): string | null {
  if (count <= 0) return null;
  const [first, second] = names;
  if (count === 1 && first) return t('events.friends.interestedOne', { first });
  if (count === 2 && first && second) return t('events.friends.interestedTwo', { first, second });
  if (count > 2 && first && second) return t('events.friends.interestedMany', { first, second, others: count - 2 });
  // Fewer names than the count would need (someone left while the page loaded): count them only.
  return t('events.friends.interestedCount', { count });
}
