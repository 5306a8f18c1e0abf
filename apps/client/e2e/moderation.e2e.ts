import { MODERATION_MESSAGES } from '@gatherly/schema';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { baseUrl, latestMail, PHONE } from './support/browser';
import { graphql } from './support/graphql';
import { accessTokenOf, apiCall, createVerifiedUser, grantModerator, type TestUser } from './support/users';
import { expect, test } from './support/fixtures';
import { text } from './support/texts';

async function postOf(user: TestUser, caption: string): Promise<string> {
  const form = new FormData();
  form.append('post_content', caption);
  const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#d1495b' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return ((await apiCall(await accessTokenOf(user), 'POST', '/api/posts', form)) as { data: { post: { post_id: string } } }).data.post.post_id;
}

test.describe('moderation in the browser', () => {
  test('a moderator removes a reported post, its author is told why, and the log says who did it', async ({ signedIn }) => {
    const [author, reporter, moderator] = await Promise.all([createVerifiedUser('spammer'), createVerifiedUser('reporter'), createVerifiedUser('moderator')]);
    const postId = await postOf(author, 'Cheap watches, click here');
    await apiCall(await accessTokenOf(reporter), 'POST', '/api/reports', { target_type: 'post', target_id: postId, reason: 'spam', text: 'Advertising again' });
    await grantModerator(moderator);

    const { page } = await signedIn(moderator);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
    await expect(page).toHaveURL(/\/moderation$/);
    const card = page.getByRole('article', { name: 'Post: Spam or scam' }).filter({ hasText: 'Cheap watches, click here' });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Reported by ${reporter.username}`);
    await expect(card).toContainText('Advertising again');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Remove post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove post' });
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    // Without a reason, the field says so and takes focus.
    await dialog.getByRole('button', { name: 'Remove post' }).click();
    await expect(dialog.getByText(text(MODERATION_MESSAGES.reasonRequired))).toBeVisible();
    await expect(reason).toBeFocused();
    await expectAccessible(page);
    await reason.fill('Advertising is not allowed on Gatherly.');
    await dialog.getByRole('button', { name: 'Remove post' }).click();
    await expect(page.getByText(text(MODERATION_MESSAGES.removed))).toBeVisible();
    await expect(card).toHaveCount(0);

    // The post is gone for everyone, and its author was told why.
    const read = await fetch(`${baseUrl()}/api/posts/by-id/${postId}`, { headers: { authorization: `Bearer ${await accessTokenOf(author)}` } });
    expect(read.status).toBe(404);
    const mail = await latestMail(author.email, 'was removed');
    expect(mail.text).toContain('because: Advertising is not allowed on Gatherly.');

    // The log names who did it.
    await page.getByRole('tab', { name: 'Log' }).click();
    const entry = page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').filter({ hasText: 'Advertising is not allowed on Gatherly.' });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`${moderator.username} · Removed content · ${author.username}`);
  });

  test('reports a comment and a message from their flags, and the moderator sees both', async ({ signedIn }) => {
    const [author, rude, reader, moderator] = await Promise.all([createVerifiedUser('author'), createVerifiedUser('rude'), createVerifiedUser('reader'), createVerifiedUser('moderator')]);
    await grantModerator(moderator);
    const rudeToken = await accessTokenOf(rude);
    const remark = (await apiCall(await accessTokenOf(author), 'POST', '/api/remarks', { remark_content: 'Picnic on Sunday?' })) as { data: { remark: { remark_id: string } } };
    await apiCall(rudeToken, 'POST', '/api/remarks/comment', { remark_id: remark.data.remark.remark_id, comment_content: 'Nobody wants your picnic' });
    const { profile } = await graphql<{ profile: { id: string } }>(rudeToken, 'query ($u: String!) { profile(username: $u) { id } }', { u: reader.username });
    const { createConversation } = await graphql<{ createConversation: { id: string } }>(rudeToken, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [profile.id] });
    await graphql(rudeToken, 'mutation ($c: ID!) { sendMessage(conversation_id: $c, content: "Send me your password") { id } }', { c: createConversation.id });

    const { context, page } = await signedIn(reader);
    const sent = page.getByRole('status', { name: 'Notifications' }).getByText('Thanks for letting us know. Our moderators will review it.');
    await page.goto(`/home?remark=${remark.data.remark.remark_id}`);
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail.getByText('Nobody wants your picnic')).toBeVisible();
    await detail.getByRole('button', { name: `Report comment by ${rude.username}` }).click();
    const commentReport = page.getByRole('dialog', { name: `Report comment by ${rude.username}` });
    await commentReport.getByRole('radio', { name: 'Bullying or harassment' }).check();
    await commentReport.getByRole('button', { name: 'Send report' }).click();
    await expect(sent).toBeVisible();
    await expect(commentReport).toBeHidden();

    await page.goto(`/direct/message/${createConversation.id}`);
    await expect(page.getByText('Send me your password')).toBeVisible();
    await page.getByRole('button', { name: `Report message by ${rude.username}` }).click();
    const messageReport = page.getByRole('dialog', { name: `Report message by ${rude.username}` });
    await messageReport.getByRole('radio', { name: 'Spam or scam' }).check();
    await messageReport.getByRole('button', { name: 'Send report' }).click();
    await expect(messageReport).toBeHidden();
    await context.close();

    const moderating = await signedIn(moderator);
    await moderating.page.goto('/moderation');
    await expect(moderating.page.getByRole('article', { name: 'Comment: Bullying or harassment' }).filter({ hasText: 'Nobody wants your picnic' })).toBeVisible();
    const message = moderating.page.getByRole('article', { name: 'Message: Spam or scam' }).filter({ hasText: 'Send me your password' });
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: `Suspend ${rude.username}` }).click();
    const dialog = moderating.page.getByRole('dialog', { name: `Suspend ${rude.username}` });
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Phishing for passwords.');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(moderating.page.getByText(text(MODERATION_MESSAGES.suspended))).toBeVisible();
    // Suspending settles both reports of the account.
    await expect(message).toHaveCount(0);
    await expect(moderating.page.getByRole('article').filter({ hasText: 'Nobody wants your picnic' })).toHaveCount(0);
  });

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`a moderator dismisses a report with a reason, which the log shows (${device})`, async ({ signedIn }) => {
      const [author, reporter, moderator] = await Promise.all([createVerifiedUser('author'), createVerifiedUser('reporter'), createVerifiedUser('moderator')]);
      const remark = (await apiCall(await accessTokenOf(author), 'POST', '/api/remarks', { remark_content: 'Pineapple belongs on pizza' })) as { data: { remark: { remark_id: string } } };
      await apiCall(await accessTokenOf(reporter), 'POST', '/api/reports', { target_type: 'remark', target_id: remark.data.remark.remark_id, reason: 'spam' });
      await grantModerator(moderator);

      const { page } = await signedIn(moderator, { viewport });
      await page.goto('/moderation');
      const card = page.getByRole('article', { name: 'Remark: Spam or scam' }).filter({ hasText: 'Pineapple belongs on pizza' });
      const opener = card.getByRole('button', { name: 'Dismiss' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Dismiss report' });
      const reason = dialog.getByRole('textbox', { name: 'Reason (kept in the moderation log)' });
      await dialog.getByRole('button', { name: 'Dismiss report' }).click();
      await expect(dialog.getByText(text(MODERATION_MESSAGES.dismissReasonRequired))).toBeVisible();
      await expect(reason).toBeFocused();
      await expectAccessible(page);
      await reason.fill(`An opinion, not spam (${device}).`);
      await dialog.getByRole('button', { name: 'Dismiss report' }).click();
      await expect(page.getByText(text(MODERATION_MESSAGES.dismissed))).toBeVisible();
      await expect(card).toHaveCount(0);

      await page.getByRole('tab', { name: 'Log' }).click();
      const entry = page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').filter({ hasText: `An opinion, not spam (${device}).` });
      await expect(entry).toContainText(`${moderator.username} · Dismissed a report · ${author.username}`);
    });
  }

  test('shows no Moderation link to others, and refuses them the page', async ({ signedIn }) => {
    const member = await createVerifiedUser('member');
    const { page } = await signedIn(member);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
    await page.goto('/moderation');
    await expect(page.getByText(text(MODERATION_MESSAGES.forbidden))).toBeVisible();
  });
});
