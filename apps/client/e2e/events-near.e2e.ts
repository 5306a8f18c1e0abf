import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

/**
 * Explore near a place and when: the list shows the events within the radius in the chosen days,
 * each with its distance; the map shows the same events as markers (on a plain background here,
 * where no tiles can be fetched) and a marker opens its event.
 */

const ZONE = 'Europe/Paris';
let tags = 0;
const newTag = () => `n${Date.now().toString(36)}${(tags += 1)}`;

/**
 * Noon on a day of this weekend as Explore's "This weekend" reads it in `ZONE`; on a Sunday, later
 * that day: in 45 minutes, or halfway to midnight when that comes sooner.
 */
function thisWeekend(): string {
  const now = new Date();
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)!.value;
  const weekday = part('weekday');
  const hour = Number(part('hour'));
  const toMidnight = ((24 - hour) * 3600 - Number(part('minute')) * 60 - Number(part('second'))) * 1000;
  if (weekday === 'Sun') return new Date(now.getTime() + Math.min(45 * 60_000, toMidnight / 2)).toISOString();
  if (weekday === 'Sat' && hour >= 20) return new Date(now.getTime() + 45 * 60_000).toISOString();
  const daysToSaturday = { Mon: 5, Tue: 4, Wed: 3, Thu: 2, Fri: 1, Sat: 0 }[weekday] ?? 0;
  // Saturday 12:00 in Paris is 10:00 or 11:00 UTC: 10:30 UTC is within Saturday either way.
  const saturday = new Date(now.getTime() + daysToSaturday * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(saturday);
  const at = new Date(`${day}T10:30:00Z`);
  return (at.getTime() > now.getTime() + 30 * 60_000 ? at : new Date(now.getTime() + 45 * 60_000)).toISOString();
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An event at coordinates, made through the REST API; answers its id. */
async function placedEvent(token: string, name: string, date: string, latitude: number, longitude: number): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    event_name: name,
    event_description: 'Made by a test.',
    event_date: date,
    event_location: 'Quai Saint-Antoine',
    event_category: 'music',
    event_is_online: 'false',
    event_latitude: String(latitude),
    event_longitude: String(longitude),
  })) {
    form.append(field, value);
  }
  const cover = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#8c5a00' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  const reply = (await apiCall(token, 'POST', '/api/events', form)) as { data: { event: { event_id: string } } };
  return reply.data.event.event_id;
}

/** Great-circle distance in km, as a check of what the card says. */
function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function openExplore(page: Page, tag: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Discover Events' })).toBeVisible();
  await page.getByPlaceholder('Search events by name...').fill(tag);
  await page.getByRole('button', { name: /^Filters/ }).click();
}

const cards = (page: Page) => page.getByRole('list', { name: 'Events', exact: true }).getByRole('listitem');

test('Explore finds the event near a place this weekend, with its distance, in the list and on the map', async ({ signedIn }) => {
  const host = await createVerifiedUser('nearhost');
  const token = await accessTokenOf(host);
  type Place = { place_id: string; name: string; country: string; latitude: number; longitude: number };
  const { places } = ((await apiCall(token, 'GET', '/api/places?query=Lyon')) as { data: { places: Place[] } }).data;
  const lyon = places.find((place) => place.name === 'Lyon' && place.country === 'France')!;
  const tag = newTag();
  const spot = { latitude: lyon.latitude + 0.02, longitude: lyon.longitude + 0.01 };
  await placedEvent(token, `${tag} Jazz by the Rhône`, thisWeekend(), spot.latitude, spot.longitude);
  await placedEvent(token, `${tag} Jazz in Marseille`, thisWeekend(), 43.2965, 5.3698);
  await placedEvent(token, `${tag} Jazz in Lyon later`, inDays(16), spot.latitude, spot.longitude);

  const { page } = await signedIn(host, { timezoneId: ZONE });
  await openExplore(page, tag);
  await expect(cards(page)).toHaveCount(3);

  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Place' }).fill('Lyon');
  await page.getByRole('option', { name: /^Lyon, .*France$/ }).first().click();
  await expect(filters.getByLabel('Within')).toHaveValue('25');
  await filters.getByLabel('When').selectOption({ label: 'This weekend' });
  await expect(cards(page).locator('strong')).toHaveText([`${tag} Jazz by the Rhône`]);

  const distance = cards(page).first().getByText(/^\d+(\.\d)? km$/);
  await expect(distance).toBeVisible();
  const shown = Number((await distance.textContent())!.replace(' km', ''));
  expect(Math.abs(shown - kmBetween(lyon, spot))).toBeLessThan(0.3);
  await expect(page.getByRole('button', { name: 'Filters 3 active' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('button', { name: 'Map', pressed: true })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map.getByRole('status').filter({ hasText: 'Base map unavailable' })).toBeVisible();
  const marker = map.getByRole('button', { name: new RegExp(`^${tag} Jazz by the Rhône`) });
  await expect(marker).toBeVisible();
  await expect(map.getByRole('button', { name: new RegExp(`^${tag} Jazz in`) })).toHaveCount(0);
  await expect(page.getByText('1 event on the map')).toBeVisible();
  await expectAccessible(page);

  await marker.click();
  const dialog = page.getByRole('dialog', { name: 'Event', exact: true });
  await expect(dialog.getByRole('heading', { name: `${tag} Jazz by the Rhône` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The choice of place is remembered for the next visit.
  await page.reload();
  await page.getByPlaceholder('Search events by name...').fill(tag);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Place' })).toHaveValue(/^Lyon, /);
  await expect(cards(page).locator('strong')).toHaveText([`${tag} Jazz by the Rhône`, `${tag} Jazz in Lyon later`]);
});

test('"Use my location" finds events near the browser\'s position once allowed, and says so when refused', async ({ signedIn }) => {
  const host = await createVerifiedUser('nearme');
  const token = await accessTokenOf(host);
  const tag = newTag();
  await placedEvent(token, `${tag} Picnic in Lyon`, inDays(3), 45.7640, 4.8357);
  await placedEvent(token, `${tag} Picnic in Marseille`, inDays(3), 43.2965, 5.3698);

  const refused = await signedIn(host, { timezoneId: ZONE });
  await openExplore(refused.page, tag);
  await refused.page.getByRole('button', { name: 'Use my location' }).click();
  await expect(refused.page.getByRole('status').filter({ hasText: 'Location access was refused.' })).toBeVisible();
  await expect(cards(refused.page)).toHaveCount(2);

  const allowed = await signedIn(host, { timezoneId: ZONE });
  await allowed.context.grantPermissions(['geolocation']);
  await allowed.context.setGeolocation({ latitude: 45.75, longitude: 4.85 });
  await openExplore(allowed.page, tag);
  await allowed.page.getByRole('button', { name: 'Use my location' }).click();
  await expect(allowed.page.getByText('My location', { exact: true })).toBeVisible();
  await expect(cards(allowed.page).locator('strong')).toHaveText([`${tag} Picnic in Lyon`]);
  await expect(cards(allowed.page).first().getByText(/^\d+(\.\d)? km$/)).toBeVisible();
});

test('a range of dates that ends before it starts is refused at its field', async ({ signedIn }) => {
  const user = await createVerifiedUser('neardates');
  const { page } = await signedIn(user, { timezoneId: ZONE });
  await openExplore(page, newTag());
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByLabel('When').selectOption({ label: 'Dates…' });
  await filters.getByLabel('From').fill('2031-05-10');
  await filters.getByLabel('To').fill('2031-05-02');
  await expect(filters.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  await expect(filters.getByText('date_to cannot be before date_from.')).toBeVisible();
  await filters.getByLabel('To').fill('2031-05-12');
  await expect(filters.getByLabel('To')).not.toHaveAttribute('aria-invalid', 'true');
});
