import { useState } from 'react';
import { readFile, saveFile } from '../../../../lib/http';
import { useNotices } from '../../../../ui/Notices';
import { Button } from '../../../../ui/Button';
import { useT } from '../../../../lib/i18n';

/** A file name from the event's name: letters, digits and dashes. */
const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event'
  }-guests.csv`;

/** 'Export CSV': the REST guest list file, read with the session's token and saved, as Add to calendar saves its .ics. */
export function ExportGuests({ eventId, eventName }: { eventId: string; eventName: string }) {
  const t = useT();
  const notices = useNotices();
  const [pending, setPending] = useState(false);

  async function exportList() {
    setPending(true);
    try {
      saveFile(await readFile(`/api/events/by-id/${encodeURIComponent(eventId)}/guests.csv`), fileName(eventName));
    } catch (error) {
      console.error('Export guests failed', error);
      notices.warn(t('events.guests.exportFailed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void exportList()} aria-busy={pending} disabled={pending}>
      {t('events.guests.export')}
    </Button>
  );
}
