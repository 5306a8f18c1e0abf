import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { MessageGuestsDialog } from './MessageGuestsDialog';
import { useT } from '../../../../lib/i18n';

/** 'Message guests', for the event's hosts: opens the dialog to write to them. */
export function MessageGuestsButton({ eventId, eventName }: { eventId: string; eventName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('events.hosting.messageGuests')}
      </Button>
      {open ? <MessageGuestsDialog eventId={eventId} eventName={eventName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
