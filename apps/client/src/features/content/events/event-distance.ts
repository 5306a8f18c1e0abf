import { formatLocale } from '../../../lib/i18n';

/** A distance as an event card shows it: "3.2 km" (one decimal under 10 km, whole kilometres above), in the language shown. */
export function formatDistance(km: number): string {
  const shown = km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
  return new Intl.NumberFormat(formatLocale(), { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 }).format(shown);
}
