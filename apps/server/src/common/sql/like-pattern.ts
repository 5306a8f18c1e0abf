/** Text a user typed, for a LIKE pattern: `%`, `_` and a backslash are searched for as themselves. */
export const likePattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
