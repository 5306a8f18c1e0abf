import { DATA_EXPORT_MESSAGES, EMAIL_CHANGE_MESSAGES, LINK_PATHS, STORAGE_KEYS, THEMES } from '@gatherly/schema';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { logIn, pathOf } from './support/auth';
import { text } from './support/texts';
import { expectAccessibleInEveryTheme } from './support/axe';
import { baseUrl, latestMail, nextAddress } from './support/browser';
import { expect, test } from './support/fixtures';
import { graphql } from './support/graphql';
import { coverImage, eventBy } from './support/items';
import { SoftwareAuthenticator, type CreationOptions } from './support/software-authenticator';
import { accessTokenOf, apiCall, createVerifiedUser, grantModerator, type TestUser } from './support/users';

/**
 * Every theme, on every page and dialog, and on screens that put text on each kind of background:
 * an error beside the login form, the selected navigation, a detail dialog with a pressed toggle
 * and the online badge, the settings menu, and a failure notice over the dialog; and the event
 * screens: guests, message guests, request to join, co-hosts, a series' dates, the question of which
 * dates an edit reaches, the form's Repeats and Ends, Explore's Near, When and map.
 * axe-core finds nothing in any. Each screen is reached once and checked in the nine themes in
 * turn: a palette is CSS under the page's data-theme, so swapping it redraws the same screen.
 */

let user: TestUser;
let eventId: string;
let remarkId: string;
let postId: string;
let conversationId: string;
let friendName: string;
let approvalEventId: string;
let seriesId: string;
let cohostName: string;

test.beforeAll(async () => {
  user = await createVerifiedUser('themes');
  const token = await accessTokenOf(user);
  // A passkey, from an authenticator in software: Chromium's virtual one needs a domain, and this app is at an address.
  const registration = (await apiCall(token, 'POST', '/api/account/passkeys/registration-options')) as { data: { options: CreationOptions } };
  await apiCall(token, 'POST', '/api/account/passkeys', { name: 'Work laptop', response: new SoftwareAuthenticator(baseUrl()).register(registration.data.options) });
  const form = new FormData();
  for (const [name, value] of Object.entries({ event_name: 'Online quiz', event_description: 'Bring a team.', event_date: new Date(Date.now() + 86_400_000).toISOString(), event_location: '', event_category: 'community', event_is_online: 'true' })) form.append(name, value);
  const cover = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#00798c' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  eventId = ((await apiCall(token, 'POST', '/api/events', form)) as { data: { event: { event_id: string } } }).data.event.event_id;
  remarkId = ((await apiCall(token, 'POST', '/api/remarks', { remark_content: 'Who is coming to the quiz?' })) as { data: { remark: { remark_id: string } } }).data.remark.remark_id;
  await apiCall(token, 'POST', '/api/remarks/comment', { remark_id: remarkId, comment_content: 'Count me in' });
  const photos = new FormData();
  photos.append('post_content', 'Two photos');
  for (const colour of ['#d1495b', '#edae49']) {
    const photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: colour } }).png().toBuffer();
    photos.append('media', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  }
  postId = ((await apiCall(token, 'POST', '/api/posts', photos)) as { data: { post: { post_id: string } } }).data.post.post_id;

  // A follower who is also in a conversation with them.
  const friend = await createVerifiedUser('friend');
  friendName = friend.username;
  const friendToken = await accessTokenOf(friend);
  await apiCall(friendToken, 'POST', `/api/profile/follow/${user.username}`);
  const { profile } = await graphql<{ profile: { id: string } }>(friendToken, 'query ($u: String!) { profile(username: $u) { id } }', { u: user.username });
  conversationId = (await graphql<{ createConversation: { id: string } }>(friendToken, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [profile.id] }))
    .createConversation.id;
  await graphql(friendToken, 'mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: conversationId, t: 'See you at the quiz' });
  // The friend's event, whose hosts approve who comes; they asked to join the user's quiz.
  const approval = new FormData();
  for (const [name, value] of Object.entries({ event_name: 'Listening club', event_description: 'Records only.', event_date: new Date(Date.now() + 2 * 86_400_000).toISOString(), event_location: 'Studio 4', event_category: 'music', event_is_online: 'false', event_requires_approval: 'true' })) approval.append(name, value);
  approval.append('media', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  approvalEventId = ((await apiCall(friendToken, 'POST', '/api/events', approval)) as { data: { event: { event_id: string } } }).data.event.event_id;
  await apiCall(friendToken, 'POST', `/api/events/going/${eventId}`, {});
  // The user's weekly event with one seat, which the friend took; someone they follow may co-host it.
  seriesId = await eventBy(user, 'Weekly run', { event_capacity: '1', event_rrule: 'FREQ=WEEKLY;BYDAY=MO,TH;COUNT=6' });
  await apiCall(friendToken, 'POST', `/api/events/going/${seriesId}`, {});
  const cohost = await createVerifiedUser('cohost');
  cohostName = cohost.username;
  await apiCall(token, 'POST', `/api/profile/follow/${cohostName}`);
  // A moderator, with a report waiting on the Moderation page.
  await grantModerator(user);
  await apiCall(friendToken, 'POST', '/api/reports', { target_type: 'post', target_id: postId, reason: 'other', text: 'Just checking' });
});

test.describe('every theme', () => {
  test("is the account's once signed in, and the device's last one when signed out", async ({ newPage, signedIn }) => {
    // Nine themes, each on two new devices, one of which signs in.
    test.setTimeout(180_000);
    for (const { value: theme } of THEMES) {
      await apiCall(await accessTokenOf(user), 'POST', '/graphql', { query: `mutation { setTheme(theme: "${theme}") }` });
      // Signed out, the theme last used on this device applies.
      const { context, page } = await newPage();
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await context.close();
      // The theme is the account's: login applies it on a device that never had it.
      const signedInPage = (await signedIn(user)).page;
      await expect(signedInPage.locator('html')).toHaveAttribute('data-theme', theme);
      await signedInPage.context().close();
    }
  });

  test('has no accessibility violation on the screens that use each colour', async ({ context, page }) => {
    // Some thirty screens and states, each waited for and checked in the nine themes.
    test.setTimeout(600_000);

    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('Wrong-password-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
    await expectAccessibleInEveryTheme(page);

    await logIn(page, user);
    await page.goto(`/events?event=${eventId}`);
    const detail = page.getByRole('dialog', { name: 'Event', exact: true });
    await expect(detail.getByText('Online event')).toBeVisible();
    await detail.getByRole('button', { name: 'Interested', exact: true }).click();
    await expect(detail.getByText('1 person interested')).toBeVisible();
    await expectAccessibleInEveryTheme(page);

    await context.setOffline(true);
    await detail.getByRole('button', { name: 'Like' }).click();
    await expect(page.getByRole('alert', { name: 'Problems' }).getByText('Network error. Please try again.')).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await context.setOffline(false);
    await detail.getByRole('button', { name: 'Interested', exact: true }).click();
    await expect(detail.getByText('0 people interested')).toBeVisible();

    await page.goto('/settings/theme');
    await expect(page.getByRole('radiogroup', { name: 'Theme Preference' }).getByRole('radio', { name: 'Sapphire Blue' })).toBeAttached();
    await expectAccessibleInEveryTheme(page);

    // Every other page, and the creation dialogs.
    for (const [path, ready] of [
      ['/home', () => page.getByRole('heading', { name: `Welcome, ${user.fullName}` })],
      ['/events', () => page.getByRole('heading', { name: 'Discover Events' })],
      ['/search', () => page.getByRole('searchbox').first()],
      ['/direct/message', () => page.getByRole('heading').first()],
      ['/notifications', () => page.getByRole('heading', { name: 'Notifications' })],
      ['/settings/notifications', () => page.getByRole('checkbox', { name: 'Likes: in the app' })],
      ['/settings/blocked', () => page.getByRole('heading', { name: 'Blocked accounts' })],
      // Ready once a report card shows: reports of earlier attempts in the same server may show too.
      ['/moderation', () => page.getByRole('article', { name: 'Post: Something else' }).first()],
      ['/settings/developer', () => page.getByRole('form', { name: 'New token' })],
      [`/profile/${user.username}`, () => page.getByRole('heading', { name: user.username }).first()],
      ['/settings/edit-profile', () => page.getByRole('navigation', { name: 'Settings' })],
      ['/settings/sessions', () => page.getByRole('list', { name: 'Signed-in devices' })],
      ['/settings/account', () => page.getByRole('form', { name: 'Password' })],
    ] as const) {
      await page.goto(path);
      await expect(ready()).toBeVisible();
      await expectAccessibleInEveryTheme(page);
    }
    // Settings, Account: the e-mail address's and the username's field errors, and the page of a spent e-mail link.
    await page.goto('/settings/account');
    const emailForm = page.getByRole('form', { name: 'Change e-mail address' });
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(emailForm.getByLabel('New e-mail address')).toHaveAttribute('aria-invalid', 'true');
    const usernameForm = page.getByRole('form', { name: 'Change username' });
    await usernameForm.getByLabel('New username').fill('a!');
    await usernameForm.getByRole('button', { name: 'Change username' }).click();
    await expect(usernameForm.getByLabel('New username')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleInEveryTheme(page);
    await page.goto(`${LINK_PATHS.confirmEmailChange}?${LINK_PATHS.confirmEmailChangeQuery}=spent`);
    await expect(page.getByText(text(EMAIL_CHANGE_MESSAGES.linkInvalid))).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    // Settings, Security: two-factor being turned on, its QR code with the key beside it, and the code asked for.
    await page.goto('/settings/security');
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await expect(twoFactor.getByRole('img', { name: /QR code/ })).toBeVisible();
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await expect(twoFactor.getByLabel('Code from the app')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleInEveryTheme(page);
    // Settings, Security: the passkeys, and one being renamed in place without a name.
    await page.goto('/settings/security');
    const passkeys = page.getByRole('list', { name: 'Your passkeys' });
    await expect(passkeys.getByText('Work laptop')).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await passkeys.getByRole('button', { name: 'Rename Work laptop' }).click();
    await passkeys.getByLabel('New name').fill('');
    await passkeys.getByRole('button', { name: 'Save' }).click();
    await expect(passkeys.getByLabel('New name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleInEveryTheme(page);
    // Settings, Your data: the archive to ask for, then being prepared or ready to download.
    await page.goto(LINK_PATHS.yourData);
    const ask = page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.request) });
    const asked = page.getByText(text(DATA_EXPORT_MESSAGES.preparing)).or(page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.download) }));
    await expect(ask.or(asked)).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    if (await ask.isVisible()) await ask.click();
    await expect(asked).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    // Settings, Account: the password form's field errors; Settings, Sessions: the question before signing the others out.
    await page.goto('/settings/account');
    await page.getByRole('form', { name: 'Password' }).getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('form', { name: 'Password' }).getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleInEveryTheme(page);
    await page.goto('/settings/sessions');
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign out of all other sessions' })).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await page.keyboard.press('Escape');
    await page.goto('/moderation');
    // This attempt's report: those of earlier attempts in the same server are of other accounts' posts.
    await page.getByRole('article', { name: 'Post: Something else' }).filter({ hasText: user.username }).getByRole('button', { name: 'Remove post' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove post' })).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Log' }).click();
    // Empty, or with what the moderation tests did on this server.
    await expect(page.getByRole('tabpanel', { name: 'Log' }).getByText(/^No moderator has acted yet\.$|Removed content/).first()).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    for (const kind of ['Remark', 'Post', 'Event']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
      await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: kind, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: kind === 'Remark' ? 'Create Remark' : `Create new ${kind.toLowerCase()}` });
      await expect(dialog).toBeVisible();
      await expectAccessibleInEveryTheme(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('has no accessibility violation on the signed-out screens and in every other dialog', async ({ page }) => {
    // Some forty screens, each waited for and checked in the nine themes.
    test.setTimeout(600_000);
    /** Waits for what shows the screen is ready, then runs axe-core in every theme. */
    const check = async (ready: Locator) => {
      await expect(ready).toBeVisible();
      await expectAccessibleInEveryTheme(page);
    };

    await page.goto('/login');
    await page.getByRole('button', { name: 'What is Gatherly?' }).click();
    await check(page.getByRole('dialog', { name: 'About Gatherly' }));
    await page.keyboard.press('Escape');
    await page.goto('/signup');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await check(page.getByRole('alert').filter({ hasText: /\S/ }).first());
    await page.goto('/account/password/reset');
    await check(page.getByRole('button', { name: /reset/i }).first());
    await page.goto(`${LINK_PATHS.verifyEmail}?${LINK_PATHS.verifyEmailQuery}=not-a-token`);
    await check(page.getByRole('heading').first());
    await page.goto('/unsubscribe?token=not-a-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await check(page.getByRole('alert').filter({ hasText: /\S/ }).first());
    // A reset link of an account of its own, so that no earlier theme's link is taken for it.
    const forgetful = await createVerifiedUser('forgetful');
    const requested = await fetch(`${baseUrl()}/api/account/password/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email: forgetful.email }),
    });
    expect(requested.ok).toBe(true);
    await page.goto(pathOf((await latestMail(forgetful.email, 'Reset')).link));
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await check(page.getByRole('listitem').filter({ hasText: 'At least 8 characters (not met)' }));

    await logIn(page, user);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await check(page.getByRole('dialog', { name: 'Create' }));
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Remark', exact: true }).click();
    await page.getByRole('dialog', { name: 'Create Remark' }).getByRole('textbox').fill('Half a thought');
    await page.keyboard.press('Escape');
    await check(page.getByRole('dialog', { name: 'Discard changes?' }));
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();

    // A remark of their own: its detail, owner menu, edit and delete dialogs.
    await page.goto(`/home?remark=${remarkId}`);
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await check(detail.getByText('Count me in'));
    await detail.getByRole('button', { name: 'Remark settings' }).click();
    const menu = page.getByRole('dialog', { name: 'Remark settings' });
    await check(menu);
    await menu.getByRole('button', { name: 'Edit' }).click();
    await check(page.getByRole('dialog', { name: 'Update Remark' }));
    await page.keyboard.press('Escape');
    await detail.getByRole('button', { name: 'Remark settings' }).click();
    await menu.getByRole('button', { name: 'Delete' }).click();
    await check(page.getByRole('dialog', { name: 'Delete Remark' }));
    await page.keyboard.press('Escape');

    // The event's edit dialog, with the most fields.
    await page.goto(`/events?event=${eventId}`);
    const event = page.getByRole('dialog', { name: 'Event', exact: true });
    await event.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Edit' }).click();
    await check(page.getByRole('dialog', { name: 'Update Event' }));
    // Its city picker, places offered and one of them active (then the list closed and the field emptied).
    const city = page.getByRole('dialog', { name: 'Update Event' }).getByRole('combobox', { name: 'City' });
    await city.fill('par');
    await expect(page.getByRole('option', { name: /^Paris, Île-de-France/ })).toBeVisible();
    await city.press('ArrowDown');
    await check(page.getByRole('option', { name: /^Paris, Île-de-France/, selected: true }));
    await city.press('Escape');
    await city.press('Escape');
    await page.keyboard.press('Escape');
    // Its guest list, with a guest to remove.
    await event.getByRole('button', { name: 'Guests', exact: true }).click();
    await check(page.getByRole('dialog', { name: 'Guests of Online quiz' }).getByRole('button', { name: `Remove ${friendName}` }));
    await page.keyboard.press('Escape');
    // The message to its guests.
    await event.getByRole('button', { name: text('events.hosting.messageGuests') }).click();
    const write = page.getByRole('dialog', { name: text('events.hosting.messageGuestsTitle', { eventName: 'Online quiz' }) });
    await write.getByRole('button', { name: 'Send' }).click();
    await check(write.getByText('Message cannot be empty.'));
    await page.keyboard.press('Escape');
    await event.getByRole('button', { name: 'Close' }).click();

    // A full event that repeats: the waitlist offered to its host, its dates, the question of
    // which dates an edit reaches, and a co-host being chosen.
    await page.goto(`/events?event=${seriesId}`);
    const series = page.getByRole('dialog', { name: 'Event', exact: true });
    await check(series.getByRole('button', { name: 'Join waitlist' }));
    await series.getByRole('button', { name: text('events.series.seeAllDates') }).click();
    await check(page.getByRole('dialog', { name: text('events.series.allDatesTitle') }).getByRole('listitem').first());
    await page.keyboard.press('Escape');
    await series.getByRole('button', { name: text('events.hosting.addCoHost') }).click();
    await series.getByRole('searchbox', { name: text('events.hosting.coHostPickerLabel') }).fill(cohostName);
    await check(series.getByRole('button', { name: `Add ${cohostName} as co-host` }));
    await series.getByRole('button', { name: 'Cancel' }).click();
    await series.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update Event' });
    await check(update.getByRole('group', { name: text('events.series.scopeTitleEdit') }));
    // This and following moved a day on: what the later dates become.
    await update.getByRole('radio', { name: text('events.series.scopeFollowing') }).check();
    const when = update.getByLabel('Date and time');
    const dayOn = new Date(new Date(`${await when.inputValue()}:00Z`).getTime() + 86_400_000).toISOString().slice(0, 16);
    await when.fill(dayOn);
    await check(update.getByText(/^This and following events will move to /));
    await page.keyboard.press('Escape');
    await series.getByRole('button', { name: 'Close' }).click();
    // The event form's Repeats and Ends, weekly.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Event', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Create new event' });
    await wizard.getByLabel('Select from computer').setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: await coverImage() }]);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel(text('events.series.repeats')).selectOption({ label: text('events.series.weekly') });
    await check(wizard.getByRole('group', { name: text('events.series.days') }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(wizard).toBeHidden();
    await page.getByRole('tab', { name: 'Interested' }).click();
    await check(page.getByRole('tabpanel', { name: 'Interested' }));
    await page.getByRole('tab', { name: 'Going' }).click();
    await check(page.getByRole('tabpanel', { name: 'Going' }));
    // Someone else's event whose hosts approve who comes: the request's message.
    await page.goto(`/events?event=${approvalEventId}`);
    await page.getByRole('dialog', { name: 'Event', exact: true }).getByRole('button', { name: 'Request to join' }).click();
    await check(page.getByRole('dialog', { name: 'Request to join' }));
    await page.keyboard.press('Escape');
    await page.goto('/events');
    await page.getByRole('tab', { name: 'Explore' }).click();
    await page.getByRole('button', { name: /Filters/ }).click();
    const filters = page.getByRole('group', { name: 'Filters' });
    await check(filters);
    // Near a place being chosen, and When between two dates.
    await filters.getByLabel('When').selectOption({ label: 'Dates…' });
    await filters.getByRole('combobox', { name: 'Place' }).fill('lyo');
    await check(page.getByRole('option', { name: /^Lyon, Auvergne/ }));
    await check(filters.getByRole('group', { name: 'Dates' }));
    await filters.getByRole('combobox', { name: 'Place' }).press('Escape');
    // The map, drawn in the theme's colours on its plain background (no tiles can be fetched here).
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await check(page.getByRole('region', { name: 'Map of events' }).getByText('Base map unavailable'));

    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search users...' }).fill(friendName);
    await expect(page.getByRole('list', { name: 'Search results' }).getByText(friendName)).toBeVisible();
    await check(page.getByRole('link', { name: new RegExp(friendName) }).first());
    await page.goto(`/profile/${friendName}`);
    await check(page.getByRole('button', { name: 'Follow', exact: true }));

    await page.goto(`/home?post=${postId}`);
    await check(page.getByRole('dialog', { name: 'Post', exact: true }).getByRole('img', { name: /Photo 1 of 2/ }));

    await page.goto(`/profile/${user.username}`);
    await page.getByRole('button', { name: /Follower/ }).click();
    await check(page.getByRole('dialog', { name: 'Followers' }).getByRole('link').first());
    await page.keyboard.press('Escape');

    await page.goto(`/direct/message/${conversationId}`);
    await check(page.getByRole('log', { name: 'Messages' }).getByText('See you at the quiz'));
    await page.getByRole('button', { name: 'New message' }).click();
    await check(page.getByRole('dialog', { name: 'New conversation' }));
    await page.keyboard.press('Escape');

    await page.goto('/settings/edit-profile');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await check(page.getByRole('dialog', { name: 'Change photo' }));
    await page.keyboard.press('Escape');
    await page.goto('/settings/calendar');
    await check(page.getByRole('heading').first());
    await page.goto('/no-such-page');
    await check(page.getByRole('heading').first());
  });
});
