import type { Locator, Page } from '@playwright/test';
import { text } from './support/texts';
import { expectNoSideScroll, PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { eventBy, newTag, openEvent } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

/**
 * The event screens on a phone, upright (390 px) and at 320 px: the event dialog with its Going
 * control, waitlist and small map; the guest list with its tabs and search; Message guests; the
 * co-host picker; a series' dates and the question of which dates an edit reaches; Request to join;
 * Explore's filters and map. Each dialog scrolls as one area, nothing scrolls sideways, and every
 * control can be scrolled to, on screen and not covered.
 */

const NARROW = { width: 320, height: 640 };
const DESCRIPTION = 'A long evening of music on the square, with food trucks, a dance floor and a late set by a band from across the river.';

/** The elements in `area` that scroll their own content up and down, by class name. */
const scrollAreas = (area: Locator) =>
  area.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight + 1)
      .map((element) => String(element.className)),
  );

/** Each control of `area` (a tab strip scrolls its own tabs into view) can be scrolled to, and is then on screen and not covered. */
async function expectControlsInReach(area: Locator, where: string) {
  const controls = await area.locator('button, a[href], input, select, textarea, [role="tab"]').filter({ visible: true }).all();
  expect(controls.length, `${where} has controls`).toBeGreaterThan(0);
  for (const control of controls) {
    // Polled: a list still settling (a search's answer) may swap the control for a new one meanwhile.
    const reach = () => control.evaluate((element) => {
      // As focus would bring it into view.
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
      if (box.left < -1 || box.right > window.innerWidth + 1 || box.top < -1 || box.bottom > window.innerHeight + 1) return `${name} is off screen`;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = element.closest('label');
      return hit !== null && (element.contains(hit) || hit.contains(element) || (label !== null && label.contains(hit))) ? 'ok' : `${name} is covered by ${hit?.tagName} ${hit?.className}`;
    });
    await expect.poll(reach, where).toBe('ok');
  }
}

/**
 * A dialog on the phone and at 320 px: one scroll area (its body, when the content is taller than
 * the screen), no sideways scroll, every control in reach.
 */
async function expectFitsPhone(page: Page, dialog: Locator, where: string) {
  for (const size of [PHONE, NARROW]) {
    await page.setViewportSize(size);
    const at = `${where} at ${size.width} px`;
    await expect(dialog).toBeVisible();
    await expectNoSideScroll(page, at);
    await expect.poll(async () => (await scrollAreas(dialog)).filter((name) => name !== 'dialog__body'), `${at}: scroll areas besides the body`).toEqual([]);
    await expectControlsInReach(dialog, at);
    await dialog.evaluate((element) => element.querySelector('.dialog__body')?.scrollTo({ top: 0 }));
  }
  await page.setViewportSize(PHONE);
}

test.describe('the event screens on a phone', () => {
  test.describe.configure({ timeout: 180_000 });

  let host: TestUser;
  let cohost: TestUser;
  let viewer: TestUser;
  let seriesName: string;
  let seriesId: string;
  let approvalName: string;
  let approvalId: string;

  test.beforeAll(async () => {
    const [first, second, waiting] = await Promise.all([createVerifiedUser('seated'), createVerifiedUser('waiting'), createVerifiedUser('asking')]);
    [host, cohost, viewer] = await Promise.all([createVerifiedUser('phonehost'), createVerifiedUser('cohost_with_a_long_name'), createVerifiedUser('viewer')]);
    const token = await accessTokenOf(host);
    type Place = { place_id: string; name: string; country: string };
    const { places } = ((await apiCall(token, 'GET', '/api/places?query=Lyon')) as { data: { places: Place[] } }).data;
    const lyon = places.find((place) => place.name === 'Lyon' && place.country === 'France')!;
    // A weekly event in Lyon with one seat: someone has it, someone waits, and its dates repeat.
    seriesName = `${newTag('p')} Square concert with a name long enough to wrap on a phone`;
    seriesId = await eventBy(host, seriesName, { event_description: DESCRIPTION, event_place_id: lyon.place_id, event_capacity: '1', event_rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=9' });
    await apiCall(await accessTokenOf(first), 'POST', `/api/events/going/${seriesId}`, {});
    await apiCall(await accessTokenOf(second), 'POST', `/api/events/going/${seriesId}`, {});
    await apiCall(token, 'POST', `/api/profile/follow/${cohost.username}`);
    // An event whose hosts approve who comes, with a request waiting.
    approvalName = `${newTag('p')} Listening club`;
    approvalId = await eventBy(host, approvalName, { event_description: DESCRIPTION, event_requires_approval: 'true' });
    await apiCall(await accessTokenOf(waiting), 'POST', `/api/events/going/${approvalId}`, { message: 'I have been collecting records from the seventies for years and would love to come along.' });
  });

  test("a guest's view: the event with its waitlist and map, its dates, and a request to join", async ({ signedIn }) => {
    const { page } = await signedIn(viewer, { viewport: PHONE });
    const detail = await openEvent(page, seriesId, seriesName);
    await expect(detail.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
    await expect(detail.getByRole('region', { name: /map/i })).toBeVisible();
    await expectFitsPhone(page, detail, 'the event dialog with a waitlist and a map');

    await detail.getByRole('button', { name: text('events.series.seeAllDates') }).click();
    const dates = page.getByRole('dialog', { name: text('events.series.allDatesTitle') });
    await expect(dates.getByRole('listitem').first()).toBeVisible();
    await expectFitsPhone(page, dates, "the series' dates");
    await page.keyboard.press('Escape');

    const approval = await openEvent(page, approvalId, approvalName);
    await approval.getByRole('button', { name: 'Request to join' }).click();
    const request = page.getByRole('dialog', { name: 'Request to join' });
    await expectFitsPhone(page, request, 'Request to join');
  });

  test("a host's view: guests, message guests, co-hosts and the question of which dates", async ({ signedIn }) => {
    const { page } = await signedIn(host, { viewport: PHONE });
    const detail = await openEvent(page, seriesId, seriesName);
    await expectFitsPhone(page, detail, "the host's event dialog");

    await detail.getByRole('button', { name: 'Add co-host' }).click();
    await detail.getByRole('searchbox', { name: 'Person you follow' }).fill(cohost.username);
    await expect(detail.getByRole('button', { name: `Add ${cohost.username} as co-host` })).toBeVisible();
    await expectFitsPhone(page, detail, 'the co-host picker');
    await detail.getByRole('button', { name: 'Cancel' }).click();

    await detail.getByRole('button', { name: 'Guests', exact: true }).click();
    const guests = page.getByRole('dialog', { name: `Guests of ${seriesName}` });
    await expect(guests.getByRole('tabpanel', { name: 'Going' }).getByRole('listitem')).toHaveCount(1);
    await expectFitsPhone(page, guests, 'the guest list');
    await guests.getByRole('tab', { name: 'Waitlist' }).click();
    await expect(guests.getByRole('tabpanel', { name: 'Waitlist' }).getByRole('listitem')).toHaveCount(1);
    await guests.getByRole('searchbox', { name: 'Search guests by username' }).fill('waiting');
    await expectFitsPhone(page, guests, "the guest list's waitlist, searched");
    await guests.getByRole('button', { name: 'Close' }).click();

    await detail.getByRole('button', { name: 'Message guests' }).click();
    const write = page.getByRole('dialog', { name: `Message guests · ${seriesName}` });
    await write.getByRole('button', { name: 'Send' }).click();
    await expect(write.getByText('Message cannot be empty.')).toBeVisible();
    await expectFitsPhone(page, write, 'Message guests');
    await page.keyboard.press('Escape');

    await detail.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update Event' });
    await expect(update.getByRole('group', { name: text('events.series.scopeTitleEdit') })).toBeVisible();
    await expectFitsPhone(page, update, 'the edit of a repeating event');
    await page.keyboard.press('Escape');

    const approval = await openEvent(page, approvalId, approvalName);
    await approval.getByRole('button', { name: 'Guests', exact: true }).click();
    const requests = page.getByRole('dialog', { name: `Guests of ${approvalName}` });
    await requests.getByRole('tab', { name: 'Requests' }).click();
    await expect(requests.getByRole('tabpanel', { name: 'Requests' }).getByText('collecting records')).toBeVisible();
    await expectFitsPhone(page, requests, "the guest list's requests with a message");
  });

  test("Explore's filters and map", async ({ signedIn }) => {
    const { page } = await signedIn(viewer, { viewport: PHONE });
    await page.goto('/events');
    await page.getByRole('tab', { name: 'Explore' }).click();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Place' }).fill('Lyon');
    await page.getByRole('option', { name: /^Lyon/ }).first().click();
    await filters.getByLabel('When').selectOption({ label: 'Dates…' });
    await expect(filters.getByRole('group', { name: 'Dates' })).toBeVisible();
    const main = page.getByRole('main');
    for (const size of [PHONE, NARROW]) {
      await page.setViewportSize(size);
      await expectNoSideScroll(page, `Explore's filters at ${size.width} px`);
      await expect.poll(() => scrollAreas(filters), `Explore's filters at ${size.width} px`).toEqual([]);
      await expectControlsInReach(filters, `Explore's filters at ${size.width} px`);
    }
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of events' });
    await expect(map.getByText('Base map unavailable')).toBeVisible();
    // The series' dates at one place make a cluster, its count in the middle of its circle.
    const cluster = map.getByRole('button', { name: /events: zoom in/ }).first();
    const offCentre = await cluster.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      const [count, circle] = [range.getBoundingClientRect(), element.getBoundingClientRect()];
      return Math.max(Math.abs(count.x + count.width / 2 - (circle.x + circle.width / 2)), Math.abs(count.y + count.height / 2 - (circle.y + circle.height / 2)));
    });
    expect(offCentre).toBeLessThanOrEqual(2);
    for (const size of [PHONE, NARROW]) {
      await page.setViewportSize(size);
      await expectNoSideScroll(page, `Explore's map at ${size.width} px`);
      const box = (await map.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await expect.poll(() => scrollAreas(main), `Explore's map at ${size.width} px`).toEqual([]);
      await expectControlsInReach(map, `Explore's map at ${size.width} px`);
    }
  });
});
