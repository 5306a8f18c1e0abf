import { WEEKDAY_NAMES, WEEKDAYS } from '@gatherly/schema';
import { text } from './support/texts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { eventBy, newTag, openEvent } from './support/items';
import { createVerifiedUser, type TestUser } from './support/users';

/**
 * Before a change or a deletion of "this and following events", the question says what the later
 * dates become: moved a day on, a weekly series "will move to" the new weekday, and its dates do.
 */

let host: TestUser;

test.beforeAll(async () => {
  host = await createVerifiedUser('seriesmove');
});

const DAY = 86_400_000;
const longName = (date: Date) => WEEKDAY_NAMES[WEEKDAYS[(date.getUTCDay() + 6) % 7]].long;

test('moving this and following dates a day on says the weekday they move to, and the dates move there', async ({ signedIn }) => {
  const { page, nativeDialogs } = await signedIn(host, { timezoneId: 'UTC' });
  const first = new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY + 19.5 * 3_600_000);
  const day = WEEKDAYS[(first.getUTCDay() + 6) % 7];
  const name = newTag('Quiz night ');
  const id = await eventBy(host, name, { event_date: first.toISOString(), event_timezone: 'UTC', event_rrule: `FREQ=WEEKLY;BYDAY=${day};COUNT=4` });
  const detail = await openEvent(page, id, name);

  await detail.getByRole('button', { name: 'Event settings' }).click();
  await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Edit' }).click();
  const update = page.getByRole('dialog', { name: 'Update Event' });
  const scope = update.getByRole('group', { name: text('events.series.scopeTitleEdit') });
  const moved = new Date(first.getTime() + DAY);
  await update.getByLabel('Date and time').fill(`${moved.toISOString().slice(0, 10)}T19:30`);
  // Said only of this and following events.
  await expect(scope.getByText(/will move to/)).toHaveCount(0);
  await scope.getByRole('radio', { name: text('events.series.scopeFollowing') }).check();
  await expect(scope.getByText(`This and following events will move to ${longName(moved)}s.`)).toBeVisible();
  await expectAccessible(page);
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update).toBeHidden();

  await detail.getByRole('button', { name: text('events.series.seeAllDates') }).click();
  const dates = page.getByRole('dialog', { name: text('events.series.allDatesTitle') });
  await expect(dates.getByRole('listitem')).toHaveCount(4);
  const instants = await dates.locator('time').evaluateAll((times) => times.map((time) => new Date(time.getAttribute('datetime')!).toISOString()));
  expect(instants).toEqual([0, 1, 2, 3].map((week) => new Date(moved.getTime() + week * 7 * DAY).toISOString()));
  await page.keyboard.press('Escape');
  await expect(dates).toHaveCount(0);

  await detail.getByRole('button', { name: 'Event settings' }).click();
  await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Delete' }).click();
  const removal = page.getByRole('dialog', { name: 'Delete Event' });
  const deleteScope = removal.getByRole('group', { name: text('events.series.scopeTitleDelete') });
  await deleteScope.getByRole('radio', { name: text('events.series.scopeFollowing') }).check();
  await expect(deleteScope.getByText(text('events.series.followingDeleted'))).toBeVisible();
  await expectAccessible(page);
  expect(nativeDialogs).toEqual([]);
});
