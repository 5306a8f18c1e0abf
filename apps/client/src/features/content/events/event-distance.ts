/** A distance as an event card shows it: "3.2 km" (one decimal under 10 km, whole kilometres above). */
export function formatDistance(km: number): string {
  const shown = km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
  return `${shown.toLocaleString('en-US', { maximumFractionDigits: 1 })} km`;
}
