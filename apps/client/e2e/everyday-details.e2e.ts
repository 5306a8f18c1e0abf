import { SERVER_MESSAGES, THEMES } from '@gatherly/schema';
import { expectAccessible } from './support/axe';
import { baseUrl, latestMail, nextAddress, PHONE, uniqueUser } from './support/browser';
import { expect, test } from './support/fixtures';
import { eventBy } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser, grantModerator } from './support/users';
import { text } from './support/texts';

test.describe('the small things people expect', () => {
  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`an edited remark says "(edited)" on its card and in its detail, with when on hover (${device})`, async ({ signedIn }) => {
      const author = await createVerifiedUser('author');
      const token = await accessTokenOf(author);
      const fresh = (await apiCall(token, 'POST', '/api/remarks', { remark_content: 'Never changed' })) as { data: { remark: { remark_id: string } } };
      const remark = (await apiCall(token, 'POST', '/api/remarks', { remark_content: 'Picnic at noon' })) as { data: { remark: { remark_id: string } } };
      await apiCall(token, 'PATCH', `/api/remarks/by-id/${remark.data.remark.remark_id}`, { remark_content: 'Picnic at one' });

      const { page } = await signedIn(author, { viewport });
      const card = page.getByRole('article').filter({ hasText: 'Picnic at one' });
      await expect(card.getByText('(edited)')).toBeVisible();
      await expect(card.getByText('(edited)')).toHaveAttribute('title', /^Edited /);
      await expect(page.getByRole('article').filter({ hasText: 'Never changed' }).getByText('(edited)')).toHaveCount(0);

      await page.goto(`/home?remark=${remark.data.remark.remark_id}`);
      const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
      await expect(detail.getByText('(edited)')).toBeVisible();
      await expectAccessible(page);
      await page.goto(`/home?remark=${fresh.data.remark.remark_id}`);
      await expect(page.getByRole('dialog', { name: 'Remark', exact: true }).getByText('Never changed')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Remark', exact: true }).getByText('(edited)')).toHaveCount(0);
    });
  }

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`"3 people interested" opens who they are, people you follow first (${device})`, async ({ signedIn }) => {
      const [host, me, friend, stranger] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('me'), createVerifiedUser('friend'), createVerifiedUser('stranger')]);
      const eventId = await eventBy(host, 'Harbour jazz');
      await apiCall(await accessTokenOf(me), 'POST', `/api/profile/follow/${friend.username}`);
      // The friend marked interest first: only the order puts them on top.
      for (const person of [friend, stranger, host]) await apiCall(await accessTokenOf(person), 'POST', `/api/events/interest/${eventId}`);

      const { page } = await signedIn(me, { viewport });
      await page.goto(`/events?event=${eventId}`);
      const detail = page.getByRole('dialog', { name: 'Event', exact: true });
      const opener = detail.getByRole('button', { name: '3 people interested' });
      await opener.click();
      const list = page.getByRole('dialog', { name: 'Interested' });
      const rows = list.getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await expect(rows.first()).toContainText(friend.username);
      await expect(rows.first().getByRole('button', { name: 'Unfollow' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`a session ended by a password reset elsewhere lands on login saying why, and the mail tells the owner (${device})`, async ({ signedIn }) => {
      const user = await createVerifiedUser('reset');
      const { page } = await signedIn(user, { viewport });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      // Elsewhere, the password is reset through the mailed link.
      const ask = await fetch(`${baseUrl()}/api/account/password/reset`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify({ email: user.email }) });
      expect(ask.status).toBe(200);
      const link = new URL((await latestMail(user.email, 'Reset your Gatherly password')).link);
      const reset = await fetch(`${baseUrl()}/api/account/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ token: link.searchParams.get('password_token'), password: 'Another#456' }),
      });
      expect(reset.status).toBe(200);
      expect((await latestMail(user.email, 'Your password was changed')).text).toContain('was changed just now');

      // The next request (Events, in the navigation on a phone too) is refused, the refresh says why, and the login screen tells it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText(text(SERVER_MESSAGES.sessionEndedPasswordChanged))).toBeVisible();
      await expectAccessible(page);
      // Said once: a later visit does not repeat it.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByText(text(SERVER_MESSAGES.sessionEndedPasswordChanged))).toHaveCount(0);
    });
  }

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`a suspended person lands on login told "Your account was suspended." (${device})`, async ({ signedIn }) => {
      const [troll, reporter, moderator] = await Promise.all([createVerifiedUser('troll'), createVerifiedUser('reporter'), createVerifiedUser('moderator')]);
      const trollToken = await accessTokenOf(troll);
      const me = (await apiCall(trollToken, 'POST', '/api/remarks', { remark_content: 'Rude words' })) as { data: { remark: { remark_id: string } } };
      const report = (await apiCall(await accessTokenOf(reporter), 'POST', '/api/reports', { target_type: 'remark', target_id: me.data.remark.remark_id, reason: 'harassment' })) as { data: { report: { id: string } } };
      await grantModerator(moderator);
      const { page } = await signedIn(troll, { viewport });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await apiCall(await accessTokenOf(moderator), 'POST', `/api/moderation/reports/${report.data.report.id}/suspend`, { reason: 'Harassment.' });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText(text(SERVER_MESSAGES.sessionEndedSuspended))).toBeVisible();
    });
  }

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`a comment's notification shows what was written, not the item's text (${device})`, async ({ signedIn }) => {
      const [author, commenter] = await Promise.all([createVerifiedUser('author'), createVerifiedUser('commenter')]);
      const remark = (await apiCall(await accessTokenOf(author), 'POST', '/api/remarks', { remark_content: 'Picnic on Sunday?' })) as { data: { remark: { remark_id: string } } };
      await apiCall(await accessTokenOf(commenter), 'POST', '/api/remarks/comment', { remark_id: remark.data.remark.remark_id, comment_content: 'Count me in!' });
      const { page } = await signedIn(author, { viewport });
      await page.goto('/notifications');
      const entry = page.getByRole('list', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`${commenter.username} commented on your remark`) });
      await expect(entry).toContainText('Count me in!');
      await expect(entry).not.toContainText('Picnic on Sunday?');
    });
  }

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`a second Resend within the cool-down says when it can be sent and counts down (${device})`, async ({ newPage }) => {
      const user = uniqueUser('resend');
      const signup = await fetch(`${baseUrl()}/api/account/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ email: user.email, password: user.password, username: user.username, full_name: user.fullName }),
      });
      expect(signup.status).toBe(201);
      const { page } = await newPage({ viewport });
      await page.goto('/login');
      await page.evaluate(([email, username]) => {
        localStorage.setItem('userEmail', email);
        localStorage.setItem('username', username);
      }, [user.email, user.username]);
      await page.goto('/verify-email');
      const resend = page.getByRole('button', { name: /^Resend Email/ });
      await resend.click();
      await expect(page.getByText(text(SERVER_MESSAGES.verificationSent))).toBeVisible();
      await resend.click();
      // Said once where it is announced; the button counts down, held back until then.
      await expect(page.getByRole('status').filter({ hasText: /^You can resend in \d+ seconds\.$/ })).toBeVisible();
      await expect(page.getByText(text(SERVER_MESSAGES.verificationSent))).toHaveCount(0);
      await expect(resend).toBeDisabled();
      const secondsOn = async () => Number((await resend.textContent())?.match(/\((\d+) s\)/)?.[1]);
      const first = await secondsOn();
      expect(first).toBeGreaterThan(50);
      await expect.poll(secondsOn, { timeout: 5000 }).toBeLessThan(first);
      await expectAccessible(page);
    });
  }
});

for (const { label, value: theme } of THEMES) {
  test(`"(edited)", who is interested and why a session ended read well in the ${label} theme`, async ({ signedIn }) => {
    const [host, me] = await Promise.all([createVerifiedUser('host'), createVerifiedUser('me')]);
    const eventId = await eventBy(host, 'Harbour jazz');
    const hostToken = await accessTokenOf(host);
    await apiCall(hostToken, 'PATCH', `/api/events/by-id/${eventId}`, { event_name: 'Harbour jazz night' });
    await apiCall(hostToken, 'POST', `/api/events/interest/${eventId}`);
    const myToken = await accessTokenOf(me);
    await apiCall(myToken, 'POST', '/graphql', { query: `mutation { setTheme(theme: "${theme}") }` });

    const { page } = await signedIn(me);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.goto(`/events?event=${eventId}`);
    const detail = page.getByRole('dialog', { name: 'Event', exact: true });
    await expect(detail.getByText('(edited)')).toBeVisible();
    await detail.getByRole('button', { name: '1 person interested' }).click();
    await expect(page.getByRole('dialog', { name: 'Interested' }).getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);

    // As the app leaves it when a refresh says the session was ended: signed out, with the reason kept for the login screen.
    await page.evaluate(() => {
      sessionStorage.setItem('gatherly_session_end', 'Your account was suspended.');
      localStorage.removeItem('access_token');
    });
    await page.goto('/login');
    await expect(page.getByText(text(SERVER_MESSAGES.sessionEndedSuspended))).toBeVisible();
    await expectAccessible(page);
  });
}
