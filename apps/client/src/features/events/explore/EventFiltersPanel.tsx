import { useId } from 'react';
import { EVENT_CATEGORIES } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { categoryLabel } from '../../content';
import '../../../ui/text-field.css';
import type { WhenValues } from './date-filter';
import { EVENT_TYPES, type EventFilterValues, type EventType } from './event-filters';
import { NearFilter } from './NearFilter';
import { WhenFilter } from './WhenFilter';

export interface EventFiltersPanelProps {
  id: string;
  hidden: boolean;
  values: EventFilterValues;
  onChange: (patch: Partial<EventFilterValues>) => void;
  /** The server's refusal of the days asked for, at their fields. */
  dateErrors: { date_from?: string; date_to?: string };
}

/** Category and Event Type (spec §2), Near and When; each choice applies at once. */
export function EventFiltersPanel({ id, hidden, values, onChange, dateErrors }: EventFiltersPanelProps) {
  const categoryId = useId();
  const typeId = useId();
  const t = useT();
  return (
    <div id={id} className="events-filters" role="group" aria-label={t('explore.filters.title')} hidden={hidden}>
      <div className="field">
        <label className="field__label" htmlFor={categoryId}>
          {t('explore.filters.category')}
        </label>
        <select id={categoryId} className="field__input" value={values.category} onChange={(event) => onChange({ category: event.target.value })}>
          <option value="">{t('explore.filters.allCategories')}</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {categoryLabel(category.value)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={typeId}>
          {t('explore.filters.type')}
        </label>
        <select id={typeId} className="field__input" value={values.type} onChange={(event) => onChange({ type: event.target.value as EventType })}>
          {EVENT_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {t(type.label)}
            </option>
          ))}
        </select>
      </div>
      <WhenFilter values={values} onChange={(patch: Partial<WhenValues>) => onChange(patch)} errors={dateErrors} />
      <NearFilter near={values.near} onChange={(near) => onChange({ near })} />
    </div>
  );
}
