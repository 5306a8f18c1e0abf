import { countOf, pluralWord } from '../../../lib/text/plural';

/**
 * The "friends going" line of an event: who of the people the viewer follows marked interest.
 * `names` are the few the server names (the most recent first); `count` is all of them.
 * Null when there is no one to mention.
 */
export function friendsInterestedText(names: readonly string[], count: number): string | null {
  if (count <= 0) return null;
  const [first, second] = names;
  if (count === 1 && first) return `${first}, whom you follow, is interested`;
  if (count === 2 && first && second) return `${first} and ${second}, whom you follow, are interested`;
  if (count > 2 && first && second) {
    const others = count - 2;
    return `${first}, ${second} and ${countOf(others, 'other')} you follow are interested`;
  }
  // Fewer names than the count would need (someone left while the page loaded): count them only.
  return `${countOf(count, 'person', 'people')} you follow ${pluralWord(count, 'is', 'are')} interested`;
}
