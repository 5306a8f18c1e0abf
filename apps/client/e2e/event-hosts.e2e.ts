import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { eventBy, newTag, openEvent } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

test.describe('hosts and their guests in the browser', () => {
  test('a host messages the guests, who find it among their notifications and on the event', async ({ signedIn }) => {
    const [host, guest] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('guest')]);
    const name = `${newTag('h')} Pier concert`;
    const eventId = await eventBy(host, name);
    await apiCall(await accessTokenOf(guest), 'POST', `/api/events/going/${eventId}`, {});

    const hosting = await signedIn(host);
    const hostView = await openEvent(hosting.page, eventId, name);
    await expect(hostView.getByText('No co-hosts yet.')).toBeVisible();
    await hostView.getByRole('button', { name: 'Message guests' }).click();
    const write = hosting.page.getByRole('dialog', { name: `Message guests · ${name}` });
    // An empty message is refused at its field.
    await write.getByRole('button', { name: 'Send' }).click();
    await expect(write.getByText('Message cannot be empty.')).toBeVisible();
    await write.getByRole('radio', { name: 'Everyone' }).check();
    await write.getByRole('textbox', { name: 'Message' }).fill('Doors open at 7, bring a jacket.');
    await expectAccessible(hosting.page);
    await write.getByRole('button', { name: 'Send' }).click();
    await expect(write).toBeHidden();
    await expect(hosting.page.getByText('Message sent to 1 guest.')).toBeVisible();
    const kept = hostView.getByRole('list', { name: 'Messages from the hosts' });
    await expect(kept.getByText('Doors open at 7, bring a jacket.')).toBeVisible();
    await expect(kept.getByText('To everyone · 1 guest')).toBeVisible();

    const guests = await signedIn(guest);
    await guests.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect(guests.page.getByRole('list', { name: 'Notifications' }).getByText(`${host.username} wrote to the guests of ${name}`)).toBeVisible();
    const guestView = await openEvent(guests.page, eventId, name);
    await expect(guestView.getByRole('list', { name: 'Messages from the hosts' }).getByText('Doors open at 7, bring a jacket.')).toBeVisible();
    await expect(guestView.getByRole('button', { name: 'Message guests' })).toHaveCount(0);
  });

  test('the creator adds a co-host they follow, who edits the event and opens its chat', async ({ signedIn }) => {
    const [host, cohost] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('cohost')]);
    const name = `${newTag('h')} Harbour jazz`;
    const eventId = await eventBy(host, name);
    await apiCall(await accessTokenOf(host), 'POST', `/api/profile/follow/${cohost.username}`);

    const hosting = await signedIn(host);
    const hostView = await openEvent(hosting.page, eventId, name);
    await hostView.getByRole('button', { name: 'Add co-host' }).click();
    await hostView.getByRole('searchbox', { name: 'Person you follow' }).fill(cohost.username);
    await hostView.getByRole('button', { name: `Add ${cohost.username} as co-host` }).click();
    await expect(hosting.page.getByText(`${cohost.username} is now a co-host.`)).toBeVisible();
    await expect(hostView.getByRole('list', { name: 'Co-hosts' }).getByText(cohost.username)).toBeVisible();
    await expectAccessible(hosting.page);

    // The co-host edits the event as its creator would.
    const cohosting = await signedIn(cohost);
    const cohostView = await openEvent(cohosting.page, eventId, name);
    await expect(cohostView.getByRole('button', { name: 'Stop co-hosting' })).toBeVisible();
    await cohosting.page.getByRole('button', { name: 'Event settings' }).click();
    const settings = cohosting.page.getByRole('dialog', { name: 'Event settings' });
    await expect(settings.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await settings.getByRole('button', { name: 'Edit' }).click();
    const edit = cohosting.page.getByRole('dialog', { name: 'Update Event' });
    await edit.getByLabel('Event name').fill(`${name} late set`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await expect(cohostView.getByText(`${name} late set`).first()).toBeVisible();

    // And opens the event's chat, named after it.
    await cohostView.getByRole('button', { name: 'Open event chat' }).click();
    await expect(cohosting.page).toHaveURL(/\/direct\/message\//);
    await expect(cohosting.page.getByRole('heading', { name: `${name} late set` })).toBeVisible();
  });

  test('a guest who joined the event chat is offered to open it, not to join it again', async ({ signedIn }) => {
    const [host, guest] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('guest')]);
    const name = `${newTag('h')} Dune walk`;
    const eventId = await eventBy(host, name);
    await apiCall(await accessTokenOf(guest), 'POST', `/api/events/going/${eventId}`, {});
    await apiCall(await accessTokenOf(host), 'POST', `/api/events/by-id/${eventId}/chat`, {});

    const guests = await signedIn(guest);
    const guestView = await openEvent(guests.page, eventId, name);
    await guestView.getByRole('button', { name: 'Join event chat' }).click();
    await expect(guests.page).toHaveURL(/\/direct\/message\//);
    await expect(guests.page.getByRole('heading', { name })).toBeVisible();
    const chatAddress = guests.page.url();

    const again = await openEvent(guests.page, eventId, name);
    await expect(again.getByRole('button', { name: 'Join event chat' })).toHaveCount(0);
    await again.getByRole('link', { name: 'Open event chat' }).click();
    await expect(guests.page).toHaveURL(chatAddress);
  });
});
