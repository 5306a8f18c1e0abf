/**
 * Lengths of what people write are counted in characters (Unicode code points), as PostgreSQL
 * counts them for `varchar(n)`, not in UTF-16 units: an emoji is one character, not two.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

/** `text` cut to its first `limit` characters (never in the middle of one). */
export function truncateCharacters(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = 0;
  let count = 0;
  for (const character of text) {
    if (count === limit) break;
    end += character.length;
    count += 1;
  }
  return text.slice(0, end);
}
