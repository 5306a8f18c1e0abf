import { useQuery } from '@apollo/client/react';
import { parseSeriesRrule } from '@gatherly/schema';
import { EventSeriesDatesDocument } from './SeriesDates.generated';
import { useLoadMore } from '../../../../lib/apollo/use-load-more';
import { Dialog, queryStatus } from '../../../../ui/Dialog';
import { LoadMore } from '../../../../ui/LoadMore';
import { formatEventDate } from '../event-dates';
import { seriesSummaryText } from './series-text';
import { useT } from '../../../../lib/i18n';
import './series.css';

/** The upcoming dates of a series, soonest first, paged as the list scrolls, under the summary of its rule. */
export function SeriesDatesDialog({ seriesId, onClose }: { seriesId: string; onClose: () => void }) {
  const t = useT();
  const answer = useQuery(EventSeriesDatesDocument, { variables: { id: seriesId }, fetchPolicy: 'cache-and-network' });
  const page = answer.data?.eventSeries;
  const more = useLoadMore(page?.events.next_cursor, answer.fetchMore, 'dates');
  const rule = page ? parseSeriesRrule(page.series.rrule) : null;
  const status = queryStatus(
    answer,
    { has: Boolean(page), empty: page?.events.items.length === 0 },
    { loading: t('events.series.loadingDates'), missing: t('events.series.notFound'), empty: t('events.series.noUpcomingDates') },
    { shape: 'row', count: 4 },
  );
  return (
    <Dialog open onClose={onClose} title={t('events.series.allDatesTitle')} status={status}>
      {page ? (
        <>
          {rule ? <p className="field__hint">{seriesSummaryText(rule.repeat, rule.end)}</p> : null}
          <ul className="series-dates" aria-label={t('events.series.allDatesTitle')}>
            {page.events.items.map((event) => (
              <li key={event.id} className="series-dates__item">
                <time dateTime={event.event_date}>{formatEventDate(event.event_date, { style: 'full', eventZone: event.event_timezone })}</time>
                <span className="series-dates__name">{event.event_name}</span>
              </li>
            ))}
          </ul>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText={t('events.series.endOfDates')} />
        </>
      ) : null}
    </Dialog>
  );
}
