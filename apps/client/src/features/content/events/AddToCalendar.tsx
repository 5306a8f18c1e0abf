import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CALENDAR_MESSAGES } from '@gatherly/schema';
import { EventCalendarDocument } from './AddToCalendar.generated';
import { Button } from '../../../ui/Button';
import { useT } from '../../../lib/i18n';

/** A file name from the event's name: letters, digits and dashes. */
const fileName = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.ics`;

/** Downloads the event as an .ics file, which every calendar app can open. */
export function AddToCalendar({ id, name }: { id: string; name: string }) {
  const client = useApolloClient();
  const t = useT();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const { data } = await client.query({ query: EventCalendarDocument, variables: { id }, fetchPolicy: 'network-only' });
      if (!data) return;
      const url = URL.createObjectURL(new Blob([data.eventCalendar], { type: 'text/calendar' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(name);
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      console.error('Add to calendar failed', error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="secondary" className="detail__calendar" onClick={() => void download()} disabled={pending} aria-busy={pending}>
      {t(CALENDAR_MESSAGES.addToCalendar)}
    </Button>
  );
}
