import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { GuestListDialog } from './GuestListDialog';
import { useT } from '../../../../lib/i18n';

/** 'Guests', for the event's hosts: opens the guest list. */
export function GuestsButton({ eventId, eventName }: { eventId: string; eventName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="detail__guests" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('events.guests.button')}
      </Button>
      {open ? <GuestListDialog eventId={eventId} eventName={eventName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
