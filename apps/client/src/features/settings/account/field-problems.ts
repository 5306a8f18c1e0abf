/** A form's problems: the messages about each field, shown at it, and the others above the button. */
export interface FieldProblems<F extends string> {
  fields: Partial<Record<F, string>>;
  other: string[];
}

/** Sorts messages (the form's own checks or the server's) to the fields `fieldOf` says they are about. */
export function sortProblems<F extends string>(messages: readonly string[], fieldOf: (message: string) => F | undefined): FieldProblems<F> {
  const sorted: FieldProblems<F> = { fields: {}, other: [] };
  for (const message of messages) {
    const field = fieldOf(message);
    if (!field) sorted.other.push(message);
    else sorted.fields[field] = sorted.fields[field] ? `${sorted.fields[field]} ${message}` : message;
  }
  return sorted;
}
