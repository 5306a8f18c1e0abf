const rules = new Intl.PluralRules('en-US');

/** The word that goes with `count`: 'follower' for 1, 'followers' otherwise ('person'/'people' when given). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** A count with its word: '1 like', '2 likes', '0 comments'. */
export function countOf(count: number, one: string, other?: string): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
