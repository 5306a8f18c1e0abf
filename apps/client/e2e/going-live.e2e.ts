import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { eventBy, newTag, openEvent } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

test.describe('where a person stands at an event, as it changes', () => {
  test('someone waiting with the dialog open sees the seat that frees up become theirs, without reloading', async ({ signedIn }) => {
    const [host, ada, bob] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('ada'), createVerifiedUser('bob')]);
    const name = `${newTag('l')} Attic recital`;
    const eventId = await eventBy(host, name, { event_capacity: '1' });
    const adaToken = await accessTokenOf(ada);
    await apiCall(adaToken, 'POST', `/api/events/going/${eventId}`, {});

    const bobs = await signedIn(bob);
    const bobView = await openEvent(bobs.page, eventId, name);
    await bobView.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(bobView.getByText('On the waitlist')).toBeVisible();
    await expect(bobView.getByText('1 going · 1 waiting · Full')).toBeVisible();

    // The guest with the seat leaves elsewhere: Bob's open dialog says the seat is his.
    await apiCall(adaToken, 'DELETE', `/api/events/going/${eventId}`);
    await expect(bobView.getByText("You're going")).toBeVisible();
    await expect(bobView.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
    await expect(bobView.getByText('1 going · Full')).toBeVisible();
    await expectAccessible(bobs.page);
  });

  test('a host approving a request while the event is full is told the person waits, and so is the person', async ({ signedIn }) => {
    const [host, cleo, dora] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('cleo'), createVerifiedUser('dora')]);
    const name = `${newTag('l')} Cellar tasting`;
    const eventId = await eventBy(host, name, { event_capacity: '1', event_requires_approval: 'true' });
    const hostToken = await accessTokenOf(host);
    await apiCall(await accessTokenOf(cleo), 'POST', `/api/events/going/${eventId}`, {});
    await apiCall(await accessTokenOf(dora), 'POST', `/api/events/going/${eventId}`, {});
    const guestsOf = (await apiCall(hostToken, 'GET', `/api/events/by-id/${eventId}/guests?status=requested`)) as { data: { guests: Array<{ account_id: string; username: string }> } };
    const cleoId = guestsOf.data.guests.find((guest) => guest.username === cleo.username)?.account_id ?? '';
    await apiCall(hostToken, 'POST', `/api/events/by-id/${eventId}/guests/${cleoId}/approve`);

    const hosting = await signedIn(host);
    const hostView = await openEvent(hosting.page, eventId, name);
    await hostView.getByRole('button', { name: 'Guests', exact: true }).click();
    const guests = hosting.page.getByRole('dialog', { name: `Guests of ${name}` });
    await guests.getByRole('tab', { name: 'Requests' }).click();
    await guests.getByRole('button', { name: `Approve ${dora.username}` }).click();
    await expect(hosting.page.getByText(`${dora.username} is approved and on the waitlist, as the event is full.`)).toBeVisible();

    const doras = await signedIn(dora);
    const doraView = await openEvent(doras.page, eventId, name);
    await expect(doraView.getByText('On the waitlist')).toBeVisible();
    await doras.page.goto('/notifications');
    await expect(doras.page.getByRole('list', { name: 'Notifications' }).getByText(`Your request to join ${name} was approved: the event is full, so you are on the waitlist`)).toBeVisible();
  });
});
