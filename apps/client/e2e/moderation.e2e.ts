import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODERATION_MESSAGES } from '@gatherly/schema';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { baseUrl, latestMail, launch } from './support/browser';
import { signedIn } from './support/auth';
import { graphql } from './support/graphql';
import { accessTokenOf, apiCall, createVerifiedUser, grantModerator, type TestUser } from './support/users';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function postOf(user: TestUser, caption: string): Promise<string> {
  const form = new FormData();
  form.append('post_content', caption);
  const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#d1495b' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return ((await apiCall(await accessTokenOf(user), 'POST', '/api/posts', form)) as { data: { post: { post_id: string } } }).data.post.post_id;
}

describe('moderation in the browser', () => {
  it('a moderator removes a reported post, its author is told why, and the log says who did it', async () => {
    const [author, reporter, moderator] = await Promise.all([createVerifiedUser('spammer'), createVerifiedUser('reporter'), createVerifiedUser('moderator')]);
    const postId = await postOf(author, 'Cheap watches, click here');
    await apiCall(await accessTokenOf(reporter), 'POST', '/api/reports', { target_type: 'post', target_id: postId, reason: 'spam', text: 'Advertising again' });
    await grantModerator(moderator);

    const { context, page } = await signedIn(browser, moderator);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
    await page.waitForURL('**/moderation');
    const card = page.getByRole('article', { name: 'Post: Spam or scam' }).filter({ hasText: 'Cheap watches, click here' });
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain(`Reported by ${reporter.username}`);
    await expect(card.innerText()).resolves.toContain('Advertising again');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Remove post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove post' });
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    // Without a reason, the field says so and takes focus.
    await dialog.getByRole('button', { name: 'Remove post' }).click();
    await dialog.getByText(MODERATION_MESSAGES.reasonRequired).waitFor();
    await expect(reason.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await expectAccessible(page);
    await reason.fill('Advertising is not allowed on Gatherly.');
    await dialog.getByRole('button', { name: 'Remove post' }).click();
    await page.getByText(MODERATION_MESSAGES.removed).waitFor();
    await card.waitFor({ state: 'detached' });

    // The post is gone for everyone, and its author was told why.
    const read = await fetch(`${baseUrl()}/api/posts/by-id/${postId}`, { headers: { authorization: `Bearer ${await accessTokenOf(author)}` } });
    expect(read.status).toBe(404);
    const mail = await latestMail(author.email, 'was removed');
    expect(mail.text).toContain('because: Advertising is not allowed on Gatherly.');

    // The log names who did it.
    await page.getByRole('tab', { name: 'Log' }).click();
    const entry = page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem').filter({ hasText: 'Advertising is not allowed on Gatherly.' });
    await entry.waitFor();
    await expect(entry.innerText()).resolves.toContain(`${moderator.username} · Removed content · ${author.username}`);
    await context.close();
  });

  it('reports a comment and a message from their flags, and the moderator sees both', async () => {
    const [author, rude, reader, moderator] = await Promise.all([createVerifiedUser('author'), createVerifiedUser('rude'), createVerifiedUser('reader'), createVerifiedUser('moderator')]);
    await grantModerator(moderator);
    const rudeToken = await accessTokenOf(rude);
    const remark = (await apiCall(await accessTokenOf(author), 'POST', '/api/remarks', { remark_content: 'Picnic on Sunday?' })) as { data: { remark: { remark_id: string } } };
    await apiCall(rudeToken, 'POST', '/api/remarks/comment', { remark_id: remark.data.remark.remark_id, comment_content: 'Nobody wants your picnic' });
    const { profile } = await graphql<{ profile: { id: string } }>(rudeToken, 'query ($u: String!) { profile(username: $u) { id } }', { u: reader.username });
    const { createConversation } = await graphql<{ createConversation: { id: string } }>(rudeToken, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [profile.id] });
    await graphql(rudeToken, 'mutation ($c: ID!) { sendMessage(conversation_id: $c, content: "Send me your password") { id } }', { c: createConversation.id });

    const { context, page } = await signedIn(browser, reader);
    const sent = page.getByRole('status', { name: 'Notifications' }).getByText('Thanks for letting us know. Our moderators will review it.');
    await page.goto(`/home?remark=${remark.data.remark.remark_id}`);
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await detail.getByText('Nobody wants your picnic').waitFor();
    await detail.getByRole('button', { name: `Report comment by ${rude.username}` }).click();
    const commentReport = page.getByRole('dialog', { name: `Report comment by ${rude.username}` });
    await commentReport.getByRole('radio', { name: 'Bullying or harassment' }).check();
    await commentReport.getByRole('button', { name: 'Send report' }).click();
    await sent.waitFor();
    await commentReport.waitFor({ state: 'hidden' });

    await page.goto(`/direct/message/${createConversation.id}`);
    await page.getByText('Send me your password').waitFor();
    await page.getByRole('button', { name: `Report message by ${rude.username}` }).click();
    const messageReport = page.getByRole('dialog', { name: `Report message by ${rude.username}` });
    await messageReport.getByRole('radio', { name: 'Spam or scam' }).check();
    await messageReport.getByRole('button', { name: 'Send report' }).click();
    await messageReport.waitFor({ state: 'hidden' });
    await context.close();

    const moderating = await signedIn(browser, moderator);
    await moderating.page.goto('/moderation');
    await moderating.page.getByRole('article', { name: 'Comment: Bullying or harassment' }).filter({ hasText: 'Nobody wants your picnic' }).waitFor();
    const message = moderating.page.getByRole('article', { name: 'Message: Spam or scam' }).filter({ hasText: 'Send me your password' });
    await message.waitFor();
    await message.getByRole('button', { name: `Suspend ${rude.username}` }).click();
    const dialog = moderating.page.getByRole('dialog', { name: `Suspend ${rude.username}` });
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Phishing for passwords.');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await moderating.page.getByText(MODERATION_MESSAGES.suspended).waitFor();
    // Suspending settles both reports of the account.
    await message.waitFor({ state: 'detached' });
    await expect(moderating.page.getByRole('article').filter({ hasText: 'Nobody wants your picnic' }).count()).resolves.toBe(0);
    await moderating.context.close();
  });

  it('shows no Moderation link to others, and refuses them the page', async () => {
    const member = await createVerifiedUser('member');
    const { context, page } = await signedIn(browser, member);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).count()).resolves.toBe(0);
    await page.goto('/moderation');
    await page.getByText(MODERATION_MESSAGES.forbidden).waitFor();
    await context.close();
  });
});
