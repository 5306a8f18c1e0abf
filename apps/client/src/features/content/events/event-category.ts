import { EVENT_CATEGORIES } from '@gatherly/schema';

/** The label of a category value ('food' → 'Food & Drink'); an unknown value as it is. */
export const categoryLabel = (value: string): string => EVENT_CATEGORIES.find((category) => category.value === value)?.label ?? value;
