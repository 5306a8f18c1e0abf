import { useState } from 'react';
import { HOSTING_TEXTS } from '@gatherly/schema';
import { Button } from '../../../../ui/Button';
import { MessageGuestsDialog } from './MessageGuestsDialog';

/** 'Message guests', for the event's hosts: opens the dialog to write to them. */
export function MessageGuestsButton({ eventId, eventName }: { eventId: string; eventName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {HOSTING_TEXTS.messageGuests}
      </Button>
      {open ? <MessageGuestsDialog eventId={eventId} eventName={eventName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
