import { WEEKDAY_NAMES, WEEKDAYS } from '@gatherly/schema';
import { text } from './support/texts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { openEventWizard } from './support/items';
import { createVerifiedUser, type TestUser } from './support/users';

/**
 * A repeating event made in the event form (weekly, 4 times), its dates seen from the event
 * dialog, and a change of "this and following events" reaching every later date; axe finds nothing
 * in the form's Repeats and Ends, the dates dialog or the question of which dates.
 */

let host: TestUser;

test.beforeAll(async () => {
  host = await createVerifiedUser('series');
});

/** A day three days ahead, as a datetime-local value at 7:30 PM, and its weekday's short name. */
function threeDaysAhead(): { input: string; weekday: string } {
  const day = new Date(Date.now() + 3 * 86_400_000);
  const day10 = day.toISOString().slice(0, 10);
  return { input: `${day10}T19:30`, weekday: WEEKDAY_NAMES[WEEKDAYS[(day.getUTCDay() + 6) % 7]].short };
}

test('creates a weekly event for 4 times, shows its dates, and changes this and the following dates', async ({ signedIn }) => {
  const { page, nativeDialogs } = await signedIn(host, { timezoneId: 'UTC' });
  const wizard = await openEventWizard(page);
  const { input, weekday } = threeDaysAhead();
  await wizard.getByLabel('Event name').fill('Chess evening');
  await wizard.getByLabel('Date and time').fill(input);
  await wizard.getByLabel('Category').selectOption({ label: 'Community' });

  await wizard.getByLabel(text('events.series.repeats')).selectOption({ label: text('events.series.weekly') });
  // The event's own weekday is chosen already.
  await expect(wizard.getByRole('group', { name: text('events.series.days') }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await wizard.getByRole('spinbutton', { name: text('events.series.times') }).fill('4');
  await expect(wizard.getByText(`Weekly on ${weekday}, 4 times`)).toBeVisible();
  await expectAccessible(page);
  await wizard.getByRole('button', { name: 'Create' }).click();

  const detail = page.getByRole('dialog', { name: 'Event', exact: true });
  await expect(detail.getByRole('heading', { name: 'Chess evening' })).toBeVisible({ timeout: 30_000 });
  await detail.getByRole('button', { name: text('events.series.seeAllDates') }).click();
  const dates = page.getByRole('dialog', { name: text('events.series.allDatesTitle') });
  await expect(dates.getByText(`Weekly on ${weekday}, 4 times`)).toBeVisible();
  await expect(dates.getByRole('listitem')).toHaveCount(4);
  await expect(dates.getByText(text('events.series.endOfDates'))).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dates).toHaveCount(0);

  await detail.getByRole('button', { name: 'Event settings' }).click();
  await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Edit' }).click();
  const update = page.getByRole('dialog', { name: 'Update Event' });
  const scope = update.getByRole('group', { name: text('events.series.scopeTitleEdit') });
  await expect(scope.getByRole('radio', { name: text('events.series.scopeThis') })).toBeChecked();
  await scope.getByRole('radio', { name: text('events.series.scopeFollowing') }).check();
  await expectAccessible(page);
  await update.getByLabel('Event name').fill('Chess club');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(detail.getByRole('heading', { name: 'Chess club' })).toBeVisible();

  await detail.getByRole('button', { name: text('events.series.seeAllDates') }).click();
  await expect(dates.getByRole('listitem')).toHaveCount(4);
  await expect(dates.getByRole('listitem').filter({ hasText: 'Chess club' })).toHaveCount(4);
  expect(nativeDialogs).toEqual([]);
});
