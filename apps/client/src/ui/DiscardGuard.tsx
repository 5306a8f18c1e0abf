import { useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * Closing something that holds the user's work asks first: `request` closes at once when there is
 * nothing to lose, and otherwise opens 'Discard changes?' (render `dialog`), whose Discard closes.
 */
export function useDiscardGuard(hasWork: boolean, close: () => void): { request: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const t = useT();
  const request = () => (hasWork ? setAsking(true) : close());
  const dialog = (
    <Dialog
      open={asking}
      onClose={() => setAsking(false)}
      title={t('common.discard.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('common.discard.keep')}
          </Button>
          <Button variant="danger" onClick={close}>
            {t('common.discard.discard')}
          </Button>
        </>
      }
    >
      <p>{t('common.discard.text')}</p>
    </Dialog>
  );
  return { request, dialog };
}
