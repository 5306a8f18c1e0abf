import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

export interface AltReminderDialogProps {
  open: boolean;
  /** Images without a description, and all the images. */
  undescribed: number;
  total: number;
  onDescribe: () => void;
  onShareAnyway: () => void;
}

/** The gentle reminder before sharing images without a description: never forced, and turned off in Settings, Accessibility. */
export function AltReminderDialog({ open, undescribed, total, onDescribe, onShareAnyway }: AltReminderDialogProps) {
  const t = useT();
  const which =
    total === 1 ? t('content.altReminder.single') : undescribed === total ? t('content.altReminder.none', { total }) : t('content.altReminder.some', { undescribed, total });
  return (
    <Dialog
      open={open}
      onClose={onDescribe}
      title={t('content.altReminder.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onShareAnyway}>
            {t('content.altReminder.shareAnyway')}
          </Button>
          <Button onClick={onDescribe}>{t('content.altReminder.addDescriptions')}</Button>
        </>
      }
    >
      <p>
        {which} {t('content.altReminder.why')}
      </p>
      <p>{t('content.altReminder.settings')}</p>
    </Dialog>
  );
}
