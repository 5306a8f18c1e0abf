import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIMITS } from '@gatherly/schema';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { launch, newPage } from './support/browser';
import { accessTokenOf, apiCall, createVerifiedUser, TestUser } from './support/users';

let browser: Browser;
let png: Buffer;

beforeAll(async () => {
  browser = await launch();
  png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#00798c' } }).png().toBuffer();
});

afterAll(async () => {
  await browser?.close();
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

async function signedIn(user: TestUser, timezoneId?: string) {
  const { context, page } = await newPage(browser, { timezoneId });
  await logIn(page, user);
  return { context, page };
}

async function openEvents(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await page.waitForURL('**/events');
  await page.getByRole('heading', { name: 'Discover Events' }).waitFor();
}

const cards = (page: Page, list = 'Events') => page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

/** Waits until a list shows the cards named `names`, in that order (the name filter waits for a pause in typing). */
async function expectCards(page: Page, names: string[], list = 'Events') {
  const shown = () => cards(page, list).locator('strong').allInnerTexts();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && JSON.stringify(await shown()) !== JSON.stringify(names)) await page.waitForTimeout(100);
  expect(await shown()).toEqual(names);
}

/** `text` matching any kind of space where it has one (ICU puts a narrow no-break space before AM/PM). */
const loosely = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s'));

describe('events in the browser', () => {
  it('Explore filters by name, category and type, counts the filters on, and clears them', async () => {
    const ada = await createVerifiedUser('ada');
    const token = await accessTokenOf(ada);
    const tag = newTag();
    await makeEvent(token, { event_name: `${tag} Jazz night`, event_category: 'music', hours: 5 });
    await makeEvent(token, { event_name: `${tag} Jazz stream`, event_category: 'music', event_is_online: true, hours: 6 });
    await makeEvent(token, { event_name: `${tag} Chess club`, event_category: 'gaming', hours: 7 });
    const { context, page } = await signedIn(ada);
    await openEvents(page);
    await page.getByRole('tab', { name: 'Explore', selected: true }).waitFor();
    await expectAccessible(page);

    const search = page.getByPlaceholder('Search events by name...');
    await search.fill(tag);
    await expectCards(page, [`${tag} Jazz night`, `${tag} Jazz stream`, `${tag} Chess club`]);
    await search.fill(`${tag} JAZZ`);
    await expectCards(page, [`${tag} Jazz night`, `${tag} Jazz stream`]);
    const card = cards(page).first();
    await expect(card.innerText()).resolves.toContain('Music');
    await expect(card.innerText()).resolves.toContain('Harbour Street 5');
    await expect(cards(page).nth(1).innerText()).resolves.toContain('Online');
    await page.getByRole('button', { name: 'Filters 1 active' }).click();

    const filters = page.getByRole('group', { name: 'Filters' });
    await expect(filters.getByLabel('Category').locator('option').first().innerText()).resolves.toBe('All categories');
    await search.fill(tag);
    await filters.getByLabel('Category').selectOption({ label: 'Gaming' });
    await expectCards(page, [`${tag} Chess club`]);
    await filters.getByLabel('Category').selectOption({ label: 'Music' });
    await filters.getByLabel('Event Type').selectOption({ label: 'Online events' });
    await expectCards(page, [`${tag} Jazz stream`]);
    await page.getByRole('button', { name: 'Filters 3 active' }).waitFor();
    await expectAccessible(page);
    await filters.getByLabel('Event Type').selectOption({ label: 'In-person events' });
    await expectCards(page, [`${tag} Jazz night`]);

    await search.fill(`${tag} nothing like this`);
    await page.getByText('No events found').waitFor();
    await page.getByText('Try changing your search query').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search.inputValue()).resolves.toBe('');
    await expect(filters.getByLabel('Category').inputValue()).resolves.toBe('');
    await expect(filters.getByLabel('Event Type').inputValue()).resolves.toBe('');
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Clear filters' }).isDisabled()).resolves.toBe(true);
    await cards(page).filter({ hasText: `${tag} Chess club` }).waitFor();
    await context.close();
  });

  it('marking interest in the dialog puts the event in Interested, unmarking takes it out', async () => {
    const [bea, host] = await Promise.all([createVerifiedUser('bea'), createVerifiedUser('host')]);
    const tag = newTag();
    await makeEvent(await accessTokenOf(host), { event_name: `${tag} Rooftop jazz`, hours: 3 });
    const { context, page } = await signedIn(bea);
    await openEvents(page);
    await page.getByRole('tab', { name: 'Interested' }).click();
    await page.getByText('No events found').waitFor();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Explore' }).click();
    await page.getByPlaceholder('Search events by name...').fill(tag);
    await cards(page).getByRole('button', { name: new RegExp(`${tag} Rooftop jazz`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Event', exact: true });
    await dialog.getByRole('button', { name: 'Interested' }).click();
    await dialog.getByText('1 interested').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Interested' }).click();
    await expectCards(page, [`${tag} Rooftop jazz`], 'Events you are interested in');
    await expectAccessible(page);
    await cards(page, 'Events you are interested in').getByRole('button', { name: new RegExp(`${tag} Rooftop jazz`) }).click();
    await dialog.getByRole('button', { name: 'Interested', pressed: true }).click();
    await dialog.getByText('0 interested').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('No events found').waitFor();
    await context.close();
  });

  it('refreshes the list after the event is edited or deleted in its dialog', async () => {
    const hal = await createVerifiedUser('hal');
    const token = await accessTokenOf(hal);
    const tag = newTag();
    await makeEvent(token, { event_name: `${tag} Quiz`, hours: 4 });
    await makeEvent(token, { event_name: `${tag} Karaoke`, hours: 5 });
    const { context, page } = await signedIn(hal);
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
    await dialog.getByText(`${tag} Pub quiz`).waitFor();
    await page.keyboard.press('Escape');
    await expectCards(page, [`${tag} Pub quiz`, `${tag} Karaoke`]);

    await cards(page).getByRole('button', { name: new RegExp(`${tag} Karaoke`) }).click();
    await dialog.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Event' }).getByRole('button', { name: 'Yes, delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectCards(page, [`${tag} Pub quiz`]);
    await context.close();
  });

  it('shows which people the user follows are interested, on the card and in the dialog', async () => {
    const [cal, dee, eve] = await Promise.all([createVerifiedUser('cal'), createVerifiedUser('dee'), createVerifiedUser('eve')]);
    const [calToken, deeToken, eveToken] = await Promise.all([accessTokenOf(cal), accessTokenOf(dee), accessTokenOf(eve)]);
    const tag = newTag();
    const id = await makeEvent(eveToken, { event_name: `${tag} Picnic`, hours: 8 });
    await apiCall(calToken, 'POST', `/api/profile/follow/${dee.username}`);
    await apiCall(deeToken, 'POST', `/api/events/interest/${id}`);
    // Someone cal does not follow is interested too, and is not mentioned.
    await apiCall(eveToken, 'POST', `/api/events/interest/${id}`);

    const { context, page } = await signedIn(cal);
    await openEvents(page);
    await page.getByPlaceholder('Search events by name...').fill(tag);
    const line = `${dee.username}, whom you follow, is interested`;
    await cards(page).getByText(line).waitFor();
    await expectAccessible(page);
    await cards(page).getByRole('button', { name: new RegExp(`${tag} Picnic`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Event', exact: true });
    await dialog.getByText(line).waitFor();
    await dialog.getByText('2 interested').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('loads the next page as the user scrolls to the end of the list', async () => {
    const fay = await createVerifiedUser('fay');
    const token = await accessTokenOf(fay);
    const tag = newTag();
    const total = LIMITS.pageSize + 2;
    for (let n = 0; n < total; n += 1) await makeEvent(token, { event_name: `${tag} Talk ${n}`, hours: 48 + n });
    const { context, page } = await signedIn(fay);
    await openEvents(page);
    await page.getByPlaceholder('Search events by name...').fill(tag);
    const names = Array.from({ length: total }, (_, n) => `${tag} Talk ${n}`);
    await expectCards(page, names.slice(0, LIMITS.pageSize));
    await cards(page).last().scrollIntoViewIfNeeded();
    await cards(page).nth(total - 1).waitFor();
    await page.getByText("You've reached the end").waitFor();
    expect(await cards(page).locator('strong').allInnerTexts()).toEqual(names);
    await expectAccessible(page);
    await context.close();
  });

  it('shows an event made in New York at Tokyo time to a viewer in Tokyo, naming the zone', async () => {
    const gus = await createVerifiedUser('gus');
    const tag = newTag();
    const name = `${tag} Harbour fireworks`;
    const newYork = await signedIn(gus, 'America/New_York');
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
    await created.getByText(name).waitFor({ timeout: 30_000 });
    await created.getByText(/7:30\s?PM E[SD]T/).waitFor();
    const id = new URL(newYork.page.url()).searchParams.get('event');
    const stored = (await apiCall(await accessTokenOf(gus), 'GET', `/api/events/by-id/${id}`)) as { data: { event: { event_date: string } } };
    const instant = new Date(stored.data.event.event_date);
    await newYork.context.close();

    const inTokyo = (options: Intl.DateTimeFormatOptions) => instant.toLocaleString('en-US', { ...options, timeZone: 'Asia/Tokyo' });
    const cardText = inTokyo({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    expect(cardText).toMatch(/ GMT\+9$/);
    const tokyo = await signedIn(gus, 'Asia/Tokyo');
    await openEvents(tokyo.page);
    await tokyo.page.getByPlaceholder('Search events by name...').fill(tag);
    const card = cards(tokyo.page).filter({ hasText: name });
    await card.getByText(loosely(cardText)).waitFor();
    await card.getByRole('button').click();
    const dialog = tokyo.page.getByRole('dialog', { name: 'Event', exact: true });
    const detailText = inTokyo({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    await dialog.getByText(loosely(detailText)).waitFor();
    await tokyo.context.close();
  });
});
