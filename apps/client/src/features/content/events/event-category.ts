import type { EventCategory } from '@gatherly/schema';
import { t, type TextId } from '../../../lib/i18n';

/** The text of each category value. */
export const CATEGORY_LABELS = {
  music: 'events.category.music',
  sports: 'events.category.sports',
  technology: 'events.category.technology',
  education: 'events.category.education',
  food: 'events.category.food',
  health: 'events.category.health',
  business: 'events.category.business',
  arts: 'events.category.arts',
  fashion: 'events.category.fashion',
  gaming: 'events.category.gaming',
  charity: 'events.category.charity',
  science: 'events.category.science',
  travel: 'events.category.travel',
  film: 'events.category.film',
  religion: 'events.category.religion',
  community: 'events.category.community',
  politics: 'events.category.politics',
  workshop: 'events.category.workshop',
  conference: 'events.category.conference',
  webinar: 'events.category.webinar',
} as const satisfies Record<EventCategory, TextId>;

/** The label of a category value ('food' → 'Food & Drink'), in the language shown; an unknown value as it is. */
export const categoryLabel = (value: string): string => (Object.hasOwn(CATEGORY_LABELS, value) ? t(CATEGORY_LABELS[value as EventCategory]) : value);
