import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { eventBy, eventDialog, newTag, openEvent, openEventWizard } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

/** The value a datetime-local input takes for a moment, in the browser's (and this process's) zone. */
function localDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The bell counts the news, and the list says it. */
async function expectNotification(page: Page, text: string) {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText(text)).toBeVisible();
}

test.describe('going to events in the browser', () => {
  test('a full event offers the waitlist, and the first person waiting gets the seat someone leaves', async ({ signedIn }) => {
    const [host, ada, bob] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('ada'), createVerifiedUser('bob')]);
    const name = `${newTag('g')} Rooftop session`;

    // The host makes an event with one seat through the creation wizard.
    const hosting = await signedIn(host);
    const wizard = await openEventWizard(hosting.page);
    await wizard.getByLabel('Event name').fill(name);
    await wizard.getByLabel('Date and time').fill(localDateTime(Date.now() + 3 * 86_400_000));
    await wizard.getByLabel('Category').selectOption({ label: 'Music' });
    // Not a whole number from 1: said at the field, which gets focus.
    const capacity = wizard.getByRole('spinbutton', { name: 'Capacity' });
    await capacity.fill('0');
    await wizard.getByRole('button', { name: 'Create' }).click();
    await expect(wizard.getByText('Capacity must be a whole number from 1')).toBeVisible();
    await expect(capacity).toBeFocused();
    await capacity.fill('1');
    await wizard.getByRole('button', { name: 'Create' }).click();
    const hostView = eventDialog(hosting.page);
    await expect(hostView.getByText(name)).toBeVisible({ timeout: 30_000 });
    await expect(hostView.getByText('0 going · 1 seat left')).toBeVisible();
    const eventId = new URL(hosting.page.url()).searchParams.get('event') ?? '';

    // Ada takes the seat; the button keeps focus while it becomes Leave.
    const adas = await signedIn(ada);
    const adaView = await openEvent(adas.page, eventId, name);
    const going = adaView.getByRole('button', { name: 'Going', exact: true });
    await going.focus();
    await adas.page.keyboard.press('Enter');
    await expect(adaView.getByText("You're going")).toBeVisible();
    const leave = adaView.getByRole('button', { name: 'Leave', exact: true });
    await expect(leave).toBeFocused();
    await expect(adaView.getByText('1 going · Full')).toBeVisible();
    await expectAccessible(adas.page);
    // The host's open dialog follows live.
    await expect(hostView.getByText('1 going · Full')).toBeVisible();

    // Bob finds it full and queues.
    const bobs = await signedIn(bob);
    const bobView = await openEvent(bobs.page, eventId, name);
    await bobView.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(bobView.getByText('On the waitlist')).toBeVisible();
    await expect(bobView.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();
    await expect(bobView.getByText('1 going · 1 waiting · Full')).toBeVisible();

    // Ada leaves: Bob has the seat at once, and is told.
    await leave.click();
    await expect(adaView.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
    await expect(bobView.getByText('1 going · Full')).toBeVisible();
    await bobs.page.reload();
    await expect(eventDialog(bobs.page).getByText("You're going")).toBeVisible();
    await expectNotification(bobs.page, `You have a seat at ${name}`);

    // Bob finds it among the events he is going to.
    await bobs.page.goto('/events');
    await bobs.page.getByRole('tab', { name: 'Going' }).click();
    await expect(bobs.page.getByRole('list', { name: 'Events you are going to' }).getByText(name)).toBeVisible();
  });

  test('a request to join carries a message, and the host approves it from the guest list', async ({ signedIn }) => {
    const [host, cleo] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('cleo')]);
    const name = `${newTag('g')} Listening club`;
    const eventId = await eventBy(host, name, { event_requires_approval: 'true' });

    const cleos = await signedIn(cleo);
    const cleoView = await openEvent(cleos.page, eventId, name);
    await cleoView.getByRole('button', { name: 'Request to join' }).click();
    const request = cleos.page.getByRole('dialog', { name: 'Request to join' });
    await request.getByRole('textbox', { name: 'Message to the hosts (optional)' }).fill('I bring the records.');
    await expectAccessible(cleos.page);
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(request).toBeHidden();
    await expect(cleoView.getByText('Requested', { exact: true })).toBeVisible();
    // Focus came back to the control, which now cancels the request.
    await expect(cleoView.getByRole('button', { name: 'Cancel request' })).toBeFocused();

    const hosting = await signedIn(host);
    const hostView = await openEvent(hosting.page, eventId, name);
    await hostView.getByRole('button', { name: 'Guests', exact: true }).click();
    const guests = hosting.page.getByRole('dialog', { name: `Guests of ${name}` });
    await expect(guests.getByText('No one is going yet.')).toBeVisible();
    await guests.getByRole('tab', { name: 'Requests' }).click();
    await expect(guests.getByText('I bring the records.')).toBeVisible();
    await expectAccessible(hosting.page);
    await guests.getByRole('button', { name: `Approve ${cleo.username}` }).click();
    await expect(guests.getByRole('button', { name: 'Approved' })).toBeDisabled();
    await guests.getByRole('tab', { name: 'Going' }).click();
    await expect(guests.getByText(cleo.username)).toBeVisible();
    await guests.getByRole('searchbox', { name: 'Search guests by username' }).fill('nobody-by-that-name');
    await expect(guests.getByText('No guest has that name.')).toBeVisible();
    await hosting.page.keyboard.press('Escape');
    await expect(hostView.getByText('1 going')).toBeVisible();

    // Cleo is told.
    await cleos.page.reload();
    await expect(eventDialog(cleos.page).getByText("You're going")).toBeVisible();
    await expectNotification(cleos.page, `You have a seat at ${name}`);
  });

  test('a host removes a guest after saying what it does', async ({ signedIn }) => {
    const [host, dan] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('dan')]);
    const name = `${newTag('g')} Open rehearsal`;
    const eventId = await eventBy(host, name, { event_requires_approval: 'true' });
    await apiCall(await accessTokenOf(dan), 'POST', `/api/events/going/${eventId}`, { message: 'Count me in' });

    const hosting = await signedIn(host);
    const hostView = await openEvent(hosting.page, eventId, name);
    await hostView.getByRole('button', { name: 'Guests', exact: true }).click();
    const guests = hosting.page.getByRole('dialog', { name: `Guests of ${name}` });
    await guests.getByRole('tab', { name: 'Requests' }).click();
    await guests.getByRole('button', { name: `Approve ${dan.username}` }).click();
    await guests.getByRole('tab', { name: 'Going' }).click();
    await guests.getByRole('button', { name: `Remove ${dan.username}` }).click();
    const ask = hosting.page.getByRole('dialog', { name: `Remove ${dan.username}?` });
    await expect(ask.getByText('loses their seat')).toBeVisible();
    await ask.getByRole('button', { name: 'Remove' }).click();
    await expect(ask).toBeHidden();
    await expect(guests.getByRole('button', { name: 'Removed' })).toBeDisabled();
  });
});
