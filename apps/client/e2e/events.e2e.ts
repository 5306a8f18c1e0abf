import { LIMITS } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

let png: Buffer;

test.beforeAll(async () => {
  png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#00798c' } }).png().toBuffer();
});

/** A word no other event of this run has in its name, so that the search finds only this test's events. */
let tags = 0;
const newTag = () => `t${Date.now().toString(36)}${(tags += 1)}`;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();

interface EventFields {
  event_name: string;
  event_category?: string;
  event_is_online?: boolean;
  event_location?: string;
  hours?: number;
}

/** An event made through the REST API, as another client would; answers its id. */
async function makeEvent(token: string, fields: EventFields): Promise<string> {
  const form = new FormData();
  form.append('event_name', fields.event_name);
  form.append('event_description', 'Made by a test.');
  form.append('event_date', hoursFromNow(fields.hours ?? 24));
  form.append('event_location', fields.event_location ?? 'Harbour Street 5');
  form.append('event_category', fields.event_category ?? 'community');
  form.append('event_is_online', String(fields.event_is_online ?? false));
  form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const reply = (await apiCall(token, 'POST', '/api/events', form)) as { data: { event: { event_id: string } } };
  return reply.data.event.event_id;
}

async function openEvents(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Discover Events' })).toBeVisible();
}

const cards = (page: Page, list = 'Events') => page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

/** Expects a list to show the cards named `names`, in that order (the name filter waits for a pause in typing). */
const expectCards = (page: Page, names: string[], list = 'Events') => expect(cards(page, list).locator('strong')).toHaveText(names);

/** `text` matching any kind of space where it has one (ICU puts a narrow no-break space before AM/PM). */
const loosely = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s'));

test.describe('events in the browser', () => {
  test('Explore filters by name, category and type, counts the filters on, and clears them', async ({ signedIn }) => {
    const ada = await createVerifiedUser('ada');
    const token = await accessTokenOf(ada);
    const tag = newTag();
    await makeEvent(token, { event_name: `${tag} Jazz night`, event_category: 'music', hours: 5 });
    await makeEvent(token, { event_name: `${tag} Jazz stream`, event_category: 'music', event_is_online: true, hours: 6 });
    await makeEvent(token, { event_name: `${tag} Chess club`, event_category: 'gaming', hours: 7 });
    const { page } = await signedIn(ada);
    await openEvents(page);
    await expect(page.getByRole('tab', { name: 'Explore', selected: true })).toBeVisible();
    await expectAccessible(page);

    const search = page.getByPlaceholder('Search events by name...');
    await search.fill(tag);
    await expectCards(page, [`${tag} Jazz night`, `${tag} Jazz stream`, `${tag} Chess club`]);
    await search.fill(`${tag} JAZZ`);
    await expectCards(page, [`${tag} Jazz night`, `${tag} Jazz stream`]);
    const card = cards(page).first();
    await expect(card).toContainText('Music');
    await expect(card).toContainText('Harbour Street 5');
    await expect(cards(page).nth(1)).toContainText('Online');
    await page.getByRole('button', { name: 'Filters 1 active' }).click();

    const filters = page.getByRole('group', { name: 'Filters' });
    await expect(filters.getByLabel('Category').locator('option').first()).toHaveText('All categories');
    await search.fill(tag);
    await filters.getByLabel('Category').selectOption({ label: 'Gaming' });
    await expectCards(page, [`${tag} Chess club`]);
    await filters.getByLabel('Category').selectOption({ label: 'Music' });
    await filters.getByLabel('Event Type').selectOption({ label: 'Online events' });
    await expectCards(page, [`${tag} Jazz stream`]);
    await expect(page.getByRole('button', { name: 'Filters 3 active' })).toBeVisible();
    await expectAccessible(page);
    await filters.getByLabel('Event Type').selectOption({ label: 'In-person events' });
    await expectCards(page, [`${tag} Jazz night`]);

    await search.fill(`${tag} nothing like this`);
    await expect(page.getByText('No events found')).toBeVisible();
    await expect(page.getByText('Try changing your search query')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(filters.getByLabel('Category')).toHaveValue('');
    await expect(filters.getByLabel('Event Type')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await expect(cards(page).filter({ hasText: `${tag} Chess club` })).toBeVisible();
  });

  test('marking interest in the dialog puts the event in Interested, unmarking takes it out', async ({ signedIn }) => {
    const [bea, host] = await Promise.all([createVerifiedUser('bea'), createVerifiedUser('host')]);
    const tag = newTag();
    await makeEvent(await accessTokenOf(host), { event_name: `${tag} Rooftop jazz`, hours: 3 });
    const { page } = await signedIn(bea);
    await openEvents(page);
    await page.getByRole('tab', { name: 'Interested' }).click();
    await expect(page.getByText('No events found')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Explore' }).click();
    await page.getByPlaceholder('Search events by name...').fill(tag);
    await cards(page).getByRole('button', { name: new RegExp(`${tag} Rooftop jazz`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Event', exact: true });
    await dialog.getByRole('button', { name: 'Interested' }).click();
    await expect(dialog.getByText('1 person interested')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('tab', { name: 'Interested' }).click();
    await expectCards(page, [`${tag} Rooftop jazz`], 'Events you are interested in');
    await expectAccessible(page);
    await cards(page, 'Events you are interested in').getByRole('button', { name: new RegExp(`${tag} Rooftop jazz`) }).click();
    await dialog.getByRole('button', { name: 'Interested', pressed: true }).click();
    await expect(dialog.getByText('0 people interested')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('No events found')).toBeVisible();
  });

  test('refreshes the list after the event is edited or deleted in its dialog', async ({ signedIn }) => {
    const hal = await createVerifiedUser('hal');
    const token = await accessTokenOf(hal);
    const tag = newTag();
    await makeEvent(token, { event_name: `${tag} Quiz`, hours: 4 });
    await makeEvent(token, { event_name: `${tag} Karaoke`, hours: 5 });
    const { page } = await signedIn(hal);
    await openEvents(page);
    await page.getByPlaceholder('Search events by name...').fill(tag);
    await expectCards(page, [`${tag} Quiz`, `${tag} Karaoke`]);

    await cards(page).getByRole('button', { name: new RegExp(`${tag} Quiz`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Event', exact: true });
    await dialog.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update Event' });
    await update.getByLabel('Event name').fill(`${tag} Pub quiz`);
    await update.getByRole('button', { name: 'Update' }).click();
    await expect(update).toBeHidden();
    await expect(dialog.getByText(`${tag} Pub quiz`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectCards(page, [`${tag} Pub quiz`, `${tag} Karaoke`]);

    await cards(page).getByRole('button', { name: new RegExp(`${tag} Karaoke`) }).click();
    await dialog.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Event' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expectCards(page, [`${tag} Pub quiz`]);
  });

  test('shows which people the user follows are interested, on the card and in the dialog', async ({ signedIn }) => {
    const [cal, dee, eve] = await Promise.all([createVerifiedUser('cal'), createVerifiedUser('dee'), createVerifiedUser('eve')]);
    const [calToken, deeToken, eveToken] = await Promise.all([accessTokenOf(cal), accessTokenOf(dee), accessTokenOf(eve)]);
    const tag = newTag();
    const id = await makeEvent(eveToken, { event_name: `${tag} Picnic`, hours: 8 });
    await apiCall(calToken, 'POST', `/api/profile/follow/${dee.username}`);
    await apiCall(deeToken, 'POST', `/api/events/interest/${id}`);
    // Someone cal does not follow is interested too, and is not mentioned.
    await apiCall(eveToken, 'POST', `/api/events/interest/${id}`);

    const { page } = await signedIn(cal);
    await openEvents(page);
    await page.getByPlaceholder('Search events by name...').fill(tag);
    const line = `${dee.username}, whom you follow, is interested`;
    await expect(cards(page).getByText(line)).toBeVisible();
    await expectAccessible(page);
    await cards(page).getByRole('button', { name: new RegExp(`${tag} Picnic`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Event', exact: true });
    await expect(dialog.getByText(line)).toBeVisible();
    await expect(dialog.getByText('2 people interested')).toBeVisible();
    await expectAccessible(page);
  });

  test('loads the next page as the user scrolls to the end of the list', async ({ signedIn }) => {
    const fay = await createVerifiedUser('fay');
    const token = await accessTokenOf(fay);
    const tag = newTag();
    const total = LIMITS.pageSize + 2;
    for (let n = 0; n < total; n += 1) await makeEvent(token, { event_name: `${tag} Talk ${n}`, hours: 48 + n });
    const { page } = await signedIn(fay);
    await openEvents(page);
    await page.getByPlaceholder('Search events by name...').fill(tag);
    const names = Array.from({ length: total }, (_, n) => `${tag} Talk ${n}`);
    await expectCards(page, names.slice(0, LIMITS.pageSize));
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page).nth(total - 1)).toBeVisible();
    await expect(page.getByText("You've reached the end")).toBeVisible();
    await expectCards(page, names);
    await expectAccessible(page);
  });

  test('shows an event made in New York at its own time, naming its zone, and a viewer in Tokyo their time beside it', async ({ signedIn }) => {
    const gus = await createVerifiedUser('gus');
    const tag = newTag();
    const name = `${tag} Harbour fireworks`;
    const newYork = await signedIn(gus, { timezoneId: 'America/New_York' });
    // 19:30 on the calendar day ten days from now, as someone in New York picks it.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + 10 * 86_400_000);
    await newYork.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await newYork.page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Event', exact: true }).click();
    const wizard = newYork.page.getByRole('dialog', { name: 'Create new event' });
    await wizard.getByLabel('Select from computer').setInputFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: png }]);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Event name').fill(name);
    await wizard.getByLabel('Date and time').fill(`${day}T19:30`);
    await wizard.getByLabel('Category').selectOption({ label: 'Arts & Culture' });
    await wizard.getByRole('button', { name: 'Create' }).click();
    const created = newYork.page.getByRole('dialog', { name: 'Event', exact: true });
    await expect(created.getByText(name)).toBeVisible({ timeout: 30_000 });
    await expect(created.getByText(/7:30\s?PM E[SD]T/)).toBeVisible();
    const id = new URL(newYork.page.url()).searchParams.get('event');
    const stored = (await apiCall(await accessTokenOf(gus), 'GET', `/api/events/by-id/${id}`)) as { data: { event: { event_date: string } } };
    const instant = new Date(stored.data.event.event_date);
    await newYork.context.close();

    const inZone = (timeZone: string, options: Intl.DateTimeFormatOptions) => instant.toLocaleString('en-US', { ...options, timeZone });
    // The event's own clock first, naming its zone; then the viewer's, as the event dialog and cards say it.
    const yourTime = `${inZone('Asia/Tokyo', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })} your time`;
    const cardText = `${inZone('America/New_York', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })} · ${yourTime}`;
    const tokyo = await signedIn(gus, { timezoneId: 'Asia/Tokyo' });
    await openEvents(tokyo.page);
    await tokyo.page.getByPlaceholder('Search events by name...').fill(tag);
    const card = cards(tokyo.page).filter({ hasText: name });
    await expect(card.getByText(loosely(cardText))).toBeVisible();
    await card.getByRole('button').click();
    const dialog = tokyo.page.getByRole('dialog', { name: 'Event', exact: true });
    const detailText = `${inZone('America/New_York', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })} · ${yourTime}`;
    await expect(dialog.getByText(loosely(detailText))).toBeVisible();
  });
});
