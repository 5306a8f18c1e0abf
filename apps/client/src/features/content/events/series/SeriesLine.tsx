import { useState } from 'react';
import type { SeriesLine_EventFragment } from './SeriesDates.generated';
import { Button } from '../../../../ui/Button';
import { SeriesDatesDialog } from './SeriesDatesDialog';
import { useT } from '../../../../lib/i18n';
import './series.css';

/** "Repeats · See all dates" on a date of a series; the button opens the series' upcoming dates. */
export function SeriesLine({ event }: { event: SeriesLine_EventFragment }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!event.series_id) return null;
  return (
    <p className="series-line">
      <span>{t('events.series.repeats')}</span>
      <span aria-hidden="true">·</span>
      <Button variant="link" onClick={() => setOpen(true)}>
        {t('events.series.seeAllDates')}
      </Button>
      {open ? <SeriesDatesDialog seriesId={event.series_id} onClose={() => setOpen(false)} /> : null}
    </p>
  );
}
