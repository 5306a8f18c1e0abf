import './edited-mark.css';

/** "(edited)" beside an item's age once its author changed it; when, on hover and in `dateTime`. */
export function EditedMark({ editedAt }: { editedAt: string | null | undefined }) {
  if (!editedAt) return null;
  const parsed = new Date(editedAt);
  const when = Number.isNaN(parsed.getTime()) ? undefined : `Edited ${parsed.toLocaleString()}`;
  return (
    <time className="edited-mark" dateTime={editedAt} title={when}>
      (edited)
    </time>
  );
}
