import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import { accessTokenOf, apiCall, type TestUser } from './users';

let tags = 0;
/** A word no other event of this run has in its name, starting with `prefix`. */
export const newTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${(tags += 1)}`;

/** A cover image for an event, as a file chosen from the computer would give it. */
export const coverImage = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e4057' } }).png().toBuffer();

/** An event of `user`'s five days from now, with a cover image and any other `fields`, made through the REST API; answers its id. */
export async function eventBy(user: TestUser, name: string, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    event_name: name,
    event_description: 'By the water.',
    event_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    event_location: 'Harbour steps',
    event_category: 'music',
    event_is_online: 'false',
    ...fields,
  })) {
    form.append(field, value);
  }
  form.append('media', new Blob([new Uint8Array(await coverImage())], { type: 'image/png' }), 'cover.png');
  const created = (await apiCall(await accessTokenOf(user), 'POST', '/api/events', form)) as { data: { event: { event_id: string } } };
  return created.data.event.event_id;
}

/** The event's dialog, wherever it is open. */
export const eventDialog = (page: Page) => page.getByRole('dialog', { name: 'Event', exact: true });

/** Opens an event's dialog by its address, as a shared link does; answers the dialog once it shows the event. */
export async function openEvent(page: Page, id: string, name: string) {
  await page.goto(`/events?event=${id}`);
  await expect(eventDialog(page).getByText(name).first()).toBeVisible();
  return eventDialog(page);
}

/** Opens Create, then Event, and chooses a cover: answers the wizard at its last step, the event's fields. */
export async function openEventWizard(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Event', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Create new event' });
  await wizard.getByLabel('Select from computer').setInputFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: await coverImage() }]);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
  return wizard;
}
