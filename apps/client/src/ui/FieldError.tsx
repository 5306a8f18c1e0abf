import type { ReactNode } from 'react';

/** The message under a field that is in error; the field points at it with aria-describedby. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null;
}

/** The hint under a field, which points at it with aria-describedby; nothing without one. */
export function FieldHint({ id, hint }: { id?: string; hint?: ReactNode }) {
  return hint ? (
    <div className="field__hint" id={id}>
      {hint}
    </div>
  ) : null;
}

/** The ids a field is described by, its error first; undefined when none. */
export function describedBy(...ids: Array<string | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Moves focus to the first field marked invalid in `root`, once React has marked it. */
export function focusFirstInvalid(root: ParentNode | null): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
