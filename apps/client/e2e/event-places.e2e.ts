import { PLACE_MESSAGES } from '@gatherly/schema';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { openEventWizard } from './support/items';
import { text } from './support/texts';
import { createVerifiedUser, type TestUser } from './support/users';

/**
 * An event's city chosen with the keyboard in the event form, and its time told on the city's
 * clock: a host in New York plans 7:30 PM in Tokyo, and the dialog says so, with their own time.
 */

let host: TestUser;

test.beforeAll(async () => {
  host = await createVerifiedUser('placer');
});

test('creates an event in a city chosen by keyboard, and shows its place and its time in its zone', async ({ signedIn }) => {
  const { page, nativeDialogs } = await signedIn(host, { timezoneId: 'America/New_York' });
  const wizard = await openEventWizard(page);
  const year = new Date().getFullYear() + 1;

  await wizard.getByLabel('Event name').fill('Sake tasting');
  await wizard.getByLabel('Date and time').fill(`${year}-05-01T19:30`);
  await wizard.getByLabel('Location').fill('Kura bar, 2F');
  await wizard.getByLabel('Category').selectOption({ label: 'Food & Drink' });

  const city = wizard.getByRole('combobox', { name: 'City' });
  await city.fill('qqqzzq');
  await expect(wizard.getByText(text(PLACE_MESSAGES.noPlacesMatch))).toBeVisible();
  await city.fill('toky');
  const places = wizard.getByRole('listbox', { name: 'City: places found' });
  await expect(places.getByRole('option').first()).toHaveText('Tokyo, Japan');
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await city.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-activedescendant', await places.getByRole('option').first().getAttribute('id') ?? '');
  await expect(places.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await city.press('Enter');
  await expect(city).toHaveValue('Tokyo, Japan');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(wizard.getByText('The date and time are in Asia/Tokyo, the city\'s time zone.')).toBeVisible();
  // With a city, its zone is the event's: no zone to choose.
  await expect(wizard.getByLabel('Time zone')).toHaveCount(0);

  await wizard.getByRole('button', { name: 'Create' }).click();
  const detail = page.getByRole('dialog', { name: 'Event', exact: true });
  await expect(detail.getByText('Sake tasting')).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByText('Kura bar, 2F · Tokyo, Japan')).toBeVisible();
  // 7:30 PM in Tokyo is 6:30 AM the same day in New York (daylight time).
  await expect(detail.getByText(/May 1, \d{4}.* 7:30 PM GMT\+9 · 6:30 AM your time/)).toBeVisible();
  expect(nativeDialogs).toEqual([]);
});

test('clears the chosen city with its button and with Escape, and offers a time zone for an online event', async ({ signedIn }) => {
  const { page } = await signedIn(host, { timezoneId: 'Europe/Paris' });
  const wizard = await openEventWizard(page);
  const city = wizard.getByRole('combobox', { name: 'City' });
  await city.fill('paris');
  await expect(wizard.getByRole('option').first()).toHaveText('Paris, Île-de-France, France');
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Paris, Île-de-France, France');
  await wizard.getByRole('button', { name: 'Clear city' }).click();
  await expect(city).toHaveValue('');
  await expect(city).toBeFocused();

  await city.fill('lond');
  await expect(wizard.getByRole('option').first()).toBeVisible();
  await city.press('Escape');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(wizard).toBeVisible();
  await city.press('Escape');
  await expect(city).toHaveValue('');
  await expect(wizard).toBeVisible();

  await wizard.getByLabel('Online event').check();
  await expect(wizard.getByLabel('Time zone')).toHaveValue('Europe/Paris');
  await wizard.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await expect(wizard.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
});
