import { readFileSync } from 'node:fs';
import { CALENDAR_MESSAGES } from '@gatherly/schema';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { baseUrl } from './support/browser';
import { expect, test } from './support/fixtures';
import { text } from './support/texts';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

test.describe('calendars in the browser', () => {
  test('downloads an event as .ics, and serves the Interested events at a private link until it is turned off', async ({ signedIn }) => {
    const [host, guest] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('guest')]);
    const [hostToken, guestToken] = await Promise.all([accessTokenOf(host), accessTokenOf(guest)]);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      event_name: 'Harbour jazz evening',
      event_description: 'Live music by the water.',
      event_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      event_location: 'Harbour steps',
      event_category: 'music',
      event_is_online: 'false',
    })) {
      form.append(name, value);
    }
    const cover = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e4057' } }).png().toBuffer();
    form.append('media', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
    const created = (await apiCall(hostToken, 'POST', '/api/events', form)) as { data: { event: { event_id: string } } };
    const id = created.data.event.event_id;
    await apiCall(guestToken, 'POST', `/api/events/interest/${id}`);

    const { page } = await signedIn(guest);
    await page.goto(`/home?event=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Event', exact: true });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: text(CALENDAR_MESSAGES.addToCalendar) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('harbour-jazz-evening.ics');
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file).toContain('BEGIN:VCALENDAR');
    expect(file).toContain('SUMMARY:Harbour jazz evening');
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Calendar Feed' }).click();
    await expect(page.getByText('Your calendar feed is off.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create calendar link' }).click();
    const link = page.getByLabel('Your calendar link (shown only now)');
    await expect(link).toHaveValue(/^http/);
    const url = new URL(await link.inputValue());
    expect(url.origin).toBe(baseUrl());
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Harbour jazz evening');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Your calendar feed is off.')).toBeVisible();
    expect((await fetch(url)).status).toBe(404);
  });
});
