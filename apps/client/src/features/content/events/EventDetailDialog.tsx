import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { EventDetailDocument } from './EventDetail.generated';
import { useSession } from '../../../lib/session';
import { DetailDialog } from '../detail/DetailDialog';
import { ReportButton } from '../../reports';
import { DescribeImagesDialog } from '../owner/DescribeImagesDialog';
import { OwnerMenu } from '../owner/OwnerMenu';
import { EventDetail } from './EventDetail';
import { UpdateEventDialog } from './UpdateEventDialog';
import { useSeriesDelete } from './series/use-series-delete';

/** The event detail dialog (spec §2): gallery, when and where, likes, interest and comments. */
export function EventDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(EventDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const { username } = useSession();
  const [locked, setLocked] = useState(false);
  const event = data?.event ?? null;
  const owner = event !== null && event.account_username === username;
  // Its co-hosts edit it too, but only its creator deletes it.
  const host = owner || event?.is_host === true;
  const seriesDelete = useSeriesDelete(event);

  return (
    <DetailDialog
      kind="event"
      size="wide"
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      found={event !== null}
      onClose={onClose}
      locked={locked}
      ownerMenu={
        host && event ? (
          <OwnerMenu
            kind="event"
            id={event.id}
            canDelete={owner}
            {...seriesDelete}
            onOpenChange={setLocked}
            onDeleted={onClose}
            renderEdit={(done) => <UpdateEventDialog event={event} onDone={done} />}
            renderDescribe={owner && event.media.length > 0 ? (done) => <DescribeImagesDialog media={event.media} onDone={done} /> : undefined}
          />
        ) : event ? (
          <ReportButton target={{ type: 'event', id: event.id, what: 'event' }} />
        ) : null
      }
    >
      {event ? <EventDetail event={event} /> : null}
    </DetailDialog>
  );
}
