import { formatLocale, useT } from '../lib/i18n';
import './edited-mark.css';

/** "(edited)" beside an item's age once its author changed it; when, on hover and in `dateTime`. */
export function EditedMark({ editedAt }: { editedAt: string | null | undefined }) {
  const t = useT();
  if (!editedAt) return null;
  const parsed = new Date(editedAt);
  const when = Number.isNaN(parsed.getTime()) ? undefined : t('common.edited.when', { date: parsed.toLocaleString(formatLocale()) });
  return (
    <time className="edited-mark" dateTime={editedAt} title={when}>
      {t('common.edited.mark')}
    </time>
  );
}
