import { LIMITS } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser, TestUser } from './support/users';

let author: TestUser;
let reader: TestUser;

/** Three visibly different images, as files a person would pick. */
async function images() {
  const colours = ['#d1495b', '#00798c', '#edae49'];
  return Promise.all(
    colours.map(async (colour, index) => ({
      name: `photo-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320 + index * 40, height: 240, channels: 3, background: colour } }).png().toBuffer(),
    })),
  );
}

/** The app's notices of what went well, and of what failed. */
const news = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const problems = (page: Page) => page.getByRole('alert', { name: 'Problems' });

async function openCreate(page: Page, kind: 'Event' | 'Post' | 'Remark') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: kind, exact: true }).click();
}

test.beforeAll(async () => {
  [author, reader] = await Promise.all([createVerifiedUser('author'), createVerifiedUser('reader')]);
});

test.describe('content in the browser', () => {
  test('counts a remark in characters: 400 emoji fit, the 401st is not taken', async ({ signedIn }) => {
    const { page } = await signedIn(author);
    await openCreate(page, 'Remark');
    const create = page.getByRole('dialog', { name: 'Create Remark' });
    const box = create.getByRole('textbox', { name: 'Remark' });
    await box.fill('🎉'.repeat(401));
    await expect(box).toHaveValue('🎉'.repeat(400));
    await expect(create.getByText('400/400')).toBeVisible();
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('dialog', { name: 'Remark', exact: true }).getByText('🎉'.repeat(400))).toBeVisible();
  });

  test('shows the newest comments of a busy remark and loads older ones on demand', async ({ signedIn }) => {
    const token = await accessTokenOf(author);
    const created = (await apiCall(token, 'POST', '/api/remarks', { remark_content: 'Busy thread' })) as { data: { remark: { remark_id: string } } };
    const id = created.data.remark.remark_id;
    const total = LIMITS.pageSize + 3;
    for (let n = 1; n <= total; n += 1) await apiCall(token, 'POST', '/api/remarks/comment', { remark_id: id, comment_content: `Note ${n}` });
    const { page } = await signedIn(author);
    await page.goto(`/home?remark=${id}`);
    const comments = page.getByRole('dialog', { name: 'Remark', exact: true }).getByRole('list', { name: 'Comments' });
    await expect(comments.getByText(`Note ${total}`, { exact: true })).toBeVisible();
    await expect(comments.getByRole('listitem')).toHaveCount(LIMITS.pageSize);
    await expect(comments.getByText('Note 1', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show older comments' }).click();
    await expect(comments.getByText('Note 1', { exact: true })).toBeVisible();
    await expect(comments.getByRole('listitem')).toHaveText(Array.from({ length: total }, (_, n) => new RegExp(`Note ${n + 1}`)));
    await expect(page.getByRole('button', { name: 'Show older comments' })).toHaveCount(0);
  });

  test('creates, likes, comments on, edits and deletes a remark; another user cannot change it', async ({ signedIn }) => {
    const { page, nativeDialogs } = await signedIn(author);
    await openCreate(page, 'Remark');
    const create = page.getByRole('dialog', { name: 'Create Remark' });
    await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
    await create.getByRole('textbox', { name: 'Remark' }).fill('  Picnic in the park on Sunday?  ');
    await create.getByRole('button', { name: 'Create' }).click();

    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail.getByText('Picnic in the park on Sunday?')).toBeVisible();
    await expect(news(page).getByText('Remark created successfully!')).toBeVisible();
    const remarkUrl = new URL(page.url());
    expect(remarkUrl.pathname).toBe('/home');

    await detail.getByRole('button', { name: 'Like' }).click();
    await expect(detail.getByText('1 like', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Like' }).click();
    await expect(detail.getByText('0 likes', { exact: true })).toBeVisible();

    await detail.getByRole('textbox', { name: 'Add a comment...' }).fill('Count me in');
    await detail.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(detail.getByRole('list', { name: 'Comments' }).getByText('Count me in')).toBeVisible();
    await expect(detail.getByRole('textbox', { name: 'Add a comment...' })).toHaveValue('');
    await expect(detail.getByText('1 comment', { exact: true })).toBeVisible();

    await detail.getByRole('button', { name: 'Remark settings' }).click();
    await page.getByRole('dialog', { name: 'Remark settings' }).getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update Remark' });
    await expect(update.getByRole('button', { name: 'Update' })).toBeDisabled();
    await update.getByRole('textbox', { name: 'Remark' }).fill('Picnic moved to Saturday');
    await update.getByRole('button', { name: 'Update' }).click();
    await expect(update).toBeHidden();
    await expect(detail.getByText('Picnic moved to Saturday')).toBeVisible();

    // Another person sees it, likes and comments, but has no way to change it.
    const other = await signedIn(reader);
    await other.page.goto(`${remarkUrl.pathname}${remarkUrl.search}`);
    const seen = other.page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(seen.getByText('Picnic moved to Saturday')).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Remark settings' })).toHaveCount(0);
    await seen.getByRole('button', { name: 'Like' }).click();
    await expect(seen.getByText('1 like', { exact: true })).toBeVisible();
    await other.context.close();

    await page.reload();
    await expect(detail.getByText('1 like', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Remark settings' }).click();
    await page.getByRole('dialog', { name: 'Remark settings' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Remark' });
    await expect(confirm.getByText('Are you sure you want to delete this remark? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(detail).toBeHidden();
    await page.goto(`${remarkUrl.pathname}${remarkUrl.search}`);
    await expect(page.getByText('No remark was found. Please close out')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  });

  test('shares a post of three images with the second made the cover, then edits and deletes it', async ({ signedIn }) => {
    const { page, nativeDialogs } = await signedIn(author);
    await openCreate(page, 'Post');
    const wizard = page.getByRole('dialog', { name: 'Create new post' });
    await wizard.getByLabel('Select from computer').setInputFiles(await images());
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
    // Each step takes focus: its heading, and on the details step its first field.
    const focused = () => page.evaluate(() => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || document.activeElement?.id);
    await expect.poll(focused).toBe('Step 2 of 3: Arrange photos');
    await wizard.getByRole('button', { name: 'Make image 2 the cover' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
    await expect(wizard.getByLabel('Caption')).toBeFocused();
    await wizard.getByLabel('Caption').fill('Harbour at dusk');
    await wizard.getByRole('button', { name: 'Share' }).click();

    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await expect(detail.getByText('Harbour at dusk')).toBeVisible({ timeout: 30_000 });
    await expect(news(page).getByText('Post created successfully!')).toBeVisible();

    // The cover is the image picked second (360 px wide), then the first, then the third.
    const postId = new URL(page.url()).searchParams.get('post');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const answer = await page.evaluate(
      async ([id, access]) => (await fetch(`/api/posts/by-id/${id}`, { headers: { authorization: `Bearer ${access}` } })).json(),
      [postId, token],
    );
    expect(answer.data.post.media.map((m: { width: number }) => m.width)).toEqual([360, 320, 400]);
    await expect(detail.getByRole('img', { name: `Photo 1 of 3 by ${author.username}` })).toBeVisible();
    // The gallery's buttons stay where they are at the ends, disabled, so focus stays on them.
    const previous = detail.getByRole('button', { name: 'Previous image' });
    const next = detail.getByRole('button', { name: 'Next image' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(detail.getByRole('img', { name: `Photo 3 of 3 by ${author.username}` })).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(detail.getByRole('img', { name: `Photo 3 of 3 by ${author.username}` })).toBeVisible();
    await expect(next).toBeFocused();

    await detail.getByRole('button', { name: 'Like' }).click();
    await expect(detail.getByText('1 like', { exact: true })).toBeVisible();
    await detail.getByRole('textbox', { name: 'Add a comment...' }).fill('Lovely light');
    await detail.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(detail.getByRole('list', { name: 'Comments' }).getByText('Lovely light')).toBeVisible();
    await expect(detail.getByRole('textbox', { name: 'Add a comment...' })).toHaveValue('');

    await detail.getByRole('button', { name: 'Post settings' }).click();
    await page.getByRole('dialog', { name: 'Post settings' }).getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update Post' });
    await update.getByLabel('Caption').fill('Harbour at dawn');
    await update.getByRole('button', { name: 'Update' }).click();
    await expect(update).toBeHidden();
    await expect(detail.getByText('Harbour at dawn')).toBeVisible();

    const other = await signedIn(reader);
    await other.page.goto(`/home?post=${postId}`);
    const seen = other.page.getByRole('dialog', { name: 'Post', exact: true });
    await expect(seen.getByText('Harbour at dawn')).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Post settings' })).toHaveCount(0);
    await other.context.close();

    await detail.getByRole('button', { name: 'Post settings' }).click();
    await page.getByRole('dialog', { name: 'Post settings' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(detail).toBeHidden();
    await page.goto(`/home?post=${postId}`);
    await expect(page.getByText('No post was found. Please close out')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  });

  test('creates an event, marks interest, comments, edits and deletes it', async ({ signedIn }) => {
    const { page, nativeDialogs } = await signedIn(author);
    await openCreate(page, 'Event');
    const wizard = page.getByRole('dialog', { name: 'Create new event' });
    await wizard.getByLabel('Select from computer').setInputFiles((await images()).slice(0, 1));
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Step 3 of 3')).toBeVisible();

    // A blank name is said at the field, which is marked, described by it, and focused.
    await wizard.getByRole('button', { name: 'Create' }).click();
    const name = wizard.getByRole('textbox', { name: 'Event name' });
    await expect(wizard.getByText('Event name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    // Described by the error first (its character counter follows).
    await expect.poll(() => name.evaluate((field) => document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent)).toBe('Event name is required');

    await wizard.getByLabel('Event name').fill('Rooftop jazz night');
    // Fixed, the error leaves at once; the name counts its characters against its limit.
    await expect(wizard.getByText('Event name is required')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(wizard.getByText(`18/${LIMITS.eventNameLength}`)).toBeVisible();
    await wizard.getByLabel('Description').fill('Bring a friend.');
    await wizard.getByLabel('Date and time').fill(localDateTime(Date.now() + 7 * 24 * 3600 * 1000));
    await wizard.getByLabel('Location').fill('Harbour Street 5');
    await wizard.getByLabel('Category').selectOption({ label: 'Music' });
    await wizard.getByRole('button', { name: 'Create' }).click();

    const detail = page.getByRole('dialog', { name: 'Event', exact: true });
    await expect(detail.getByText('Rooftop jazz night')).toBeVisible({ timeout: 30_000 });
    await expect(news(page).getByText('Event created successfully!')).toBeVisible();
    await expect(detail.getByText('Music').first()).toBeVisible();

    await detail.getByRole('button', { name: 'Interested', exact: true }).click();
    await expect(detail.getByText('1 person interested')).toBeVisible();
    await detail.getByRole('button', { name: 'Like' }).click();
    await expect(detail.getByText('1 like', { exact: true })).toBeVisible();
    await detail.getByRole('textbox', { name: 'Add a comment...' }).fill('See you there');
    await detail.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(detail.getByRole('list', { name: 'Comments' }).getByText('See you there')).toBeVisible();
    await expect(detail.getByRole('textbox', { name: 'Add a comment...' })).toHaveValue('');

    await detail.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update Event' });
    await update.getByLabel('Event name').fill('Rooftop jazz night (moved indoors)');
    await update.getByRole('button', { name: 'Update' }).click();
    await expect(update).toBeHidden();
    await expect(detail.getByText('Rooftop jazz night (moved indoors)')).toBeVisible();

    const eventId = new URL(page.url()).searchParams.get('event');
    const other = await signedIn(reader);
    await other.page.goto(`/home?event=${eventId}`);
    const seen = other.page.getByRole('dialog', { name: 'Event', exact: true });
    await expect(seen.getByText('Rooftop jazz night (moved indoors)')).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Event settings' })).toHaveCount(0);
    await seen.getByRole('button', { name: 'Interested', exact: true }).click();
    await expect(seen.getByText('2 people interested')).toBeVisible();
    await other.context.close();

    await detail.getByRole('button', { name: 'Event settings' }).click();
    await page.getByRole('dialog', { name: 'Event settings' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Event' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(detail).toBeHidden();
    await page.goto(`/home?event=${eventId}`);
    await expect(page.getByText('No event was found. Please close out')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  });

  test('asks before closing a creation that holds chosen photos or typed text, and not before an empty one', async ({ signedIn }) => {
    const { page, nativeDialogs } = await signedIn(author);
    const discardQuestion = page.getByRole('dialog', { name: 'Discard changes?' });

    await openCreate(page, 'Post');
    const wizard = page.getByRole('dialog', { name: 'Create new post' });
    await wizard.getByLabel('Select from computer').setInputFiles((await images()).slice(0, 2));
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(discardQuestion.getByText('What you typed and the photos you chose will be lost.')).toBeVisible();
    await discardQuestion.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discardQuestion).toBeHidden();
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await discardQuestion.getByRole('button', { name: 'Discard' }).click();
    await expect(wizard).toBeHidden();

    await openCreate(page, 'Remark');
    const remark = page.getByRole('dialog', { name: 'Create Remark' });
    await remark.getByRole('button', { name: 'Cancel' }).click();
    await expect(remark).toBeHidden();
    await openCreate(page, 'Remark');
    await remark.getByRole('textbox', { name: 'Remark' }).fill('Half a thought');
    await remark.getByRole('button', { name: 'Cancel' }).click();
    await discardQuestion.getByRole('button', { name: 'Keep editing' }).click();
    await expect(remark.getByRole('textbox', { name: 'Remark' })).toHaveValue('Half a thought');
    await remark.getByRole('button', { name: 'Cancel' }).click();
    await discardQuestion.getByRole('button', { name: 'Discard' }).click();
    await expect(remark).toBeHidden();
    expect(nativeDialogs).toEqual([]);
  });

  test('tells the user, over the open dialog, when a like or a comment fails, and keeps what they typed', async ({ signedIn }) => {
    const created = (await apiCall(await accessTokenOf(author), 'POST', '/api/remarks', { remark_content: 'Offline test' })) as { data: { remark: { remark_id: string } } };
    const { context, page, nativeDialogs } = await signedIn(reader);
    await page.goto(`/home?remark=${created.data.remark.remark_id}`);
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail.getByText('Offline test')).toBeVisible();

    await context.setOffline(true);
    await detail.getByRole('button', { name: 'Like' }).click();
    const failure = problems(page).getByText('Network error. Please try again.');
    await expect(failure).toBeVisible();
    // Drawn above the modal dialog, not behind it (hit-tested once the notices take pointer events,
    // which they otherwise let through to the page).
    const onTop = await failure.evaluate((notice: HTMLElement) => {
      for (let element: HTMLElement | null = notice; element; element = element.parentElement) element.style.pointerEvents = 'auto';
      const box = notice.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && notice.contains(hit);
    });
    expect(onTop).toBe(true);
    await expect(detail.getByText('0 likes')).toHaveCount(1);

    await detail.getByRole('textbox', { name: 'Add a comment...' }).fill('Still here?');
    await detail.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(problems(page).getByText('Failed to comment on remark')).toBeVisible();
    await expect(detail.getByRole('textbox', { name: 'Add a comment...' })).toHaveValue('Still here?');

    await context.setOffline(false);
    expect(nativeDialogs).toEqual([]);
  });

  test('on a phone, a detail dialog scrolls as one area, keeps its actions in reach and fits the photo to its ratio', async ({ signedIn }) => {
    const token = await accessTokenOf(author);
    const form = new FormData();
    form.append('post_content', 'Wide harbour view');
    const landscape = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#00798c' } }).png().toBuffer();
    form.append('media', new Blob([new Uint8Array(landscape)], { type: 'image/png' }), 'wide.png');
    const created = (await apiCall(token, 'POST', '/api/posts', form)) as { data: { post: { post_id: string } } };
    const id = created.data.post.post_id;
    for (let n = 1; n <= 12; n += 1) {
      await apiCall(token, 'POST', '/api/posts/comment', { post_id: id, comment_content: `Comment number ${n}, long enough to take a line or two on a phone.` });
    }

    const { page } = await signedIn(reader, { viewport: PHONE });
    await page.goto(`/home?post=${id}`);
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await expect(detail.getByText('Comment number 12,')).toBeVisible();

    /** Elements of the dialog that scroll their own content. */
    const scrollAreas = () =>
      detail.evaluate((dialog) =>
        [dialog, ...dialog.querySelectorAll('*')]
          .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight + 1)
          .map((element) => element.className),
      );
    await expect.poll(scrollAreas).toEqual(['dialog__body']);

    /** Whether an element is on screen and not covered by anything else. */
    const inReach = (name: 'Like' | 'Add a comment...') =>
      (name === 'Like' ? detail.getByRole('button', { name }) : detail.getByRole('textbox', { name })).evaluate((element) => {
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
    await expect.poll(() => inReach('Like')).toBe(true);
    await expect.poll(() => inReach('Add a comment...')).toBe(true);
    // The pinned actions span the body, so the comments scrolling under them do not show beside them.
    const widths = await detail.evaluate((dialog) => [dialog.querySelector('.detail__actions'), dialog.querySelector('.dialog__body')].map((element) => element?.getBoundingClientRect().width));
    expect(widths[0]).toBeCloseTo(widths[1] ?? 0, 0);
    await detail.evaluate((dialog) => dialog.querySelector('.dialog__body')?.scrollTo({ top: 1e6 }));
    await expect(detail.getByText('Comment number 1,')).toBeVisible();
    await expect.poll(() => inReach('Like')).toBe(true);
    await expect.poll(() => inReach('Add a comment...')).toBe(true);

    // The 2:1 photo is shown at 2:1, not inside a portrait frame with bars above and below.
    const photo = await detail.getByRole('img', { name: `Photo 1 of 1 by ${author.username}` }).evaluate((image) => {
      const frame = image.parentElement?.getBoundingClientRect();
      return frame ? frame.width / frame.height : 0;
    });
    expect(photo).toBeCloseTo(2, 1);

    await detail.getByRole('button', { name: 'Like' }).click();
    await expect(detail.getByText('1 like', { exact: true })).toBeVisible();
  });

  test("lets an item's author delete any comment on it, and others only their own, after asking", async ({ signedIn }) => {
    const created = (await apiCall(await accessTokenOf(author), 'POST', '/api/remarks', { remark_content: 'Comments welcome' })) as { data: { remark: { remark_id: string } } };
    const id = created.data.remark.remark_id;
    const readerToken = await accessTokenOf(reader);
    await apiCall(readerToken, 'POST', '/api/remarks/comment', { remark_id: id, comment_content: 'Buy cheap watches' });
    await apiCall(await accessTokenOf(author), 'POST', '/api/remarks/comment', { remark_id: id, comment_content: 'Thanks all' });

    // The reader may delete their own comment only.
    const other = await signedIn(reader);
    await other.page.goto(`/home?remark=${id}`);
    const theirs = other.page.getByRole('dialog', { name: 'Remark', exact: true }).getByRole('list', { name: 'Comments' });
    await expect(theirs.getByText('Thanks all')).toBeVisible();
    await expect(theirs.getByRole('listitem').filter({ hasText: 'Thanks all' }).getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    await expect(theirs.getByRole('listitem').filter({ hasText: 'Buy cheap watches' }).getByRole('button', { name: 'Delete comment' })).toHaveCount(1);
    await other.context.close();

    // The author deletes the reader's, after confirming.
    const { page, nativeDialogs } = await signedIn(author);
    await page.goto(`/home?remark=${id}`);
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    const comments = detail.getByRole('list', { name: 'Comments' });
    await comments.getByRole('listitem').filter({ hasText: 'Buy cheap watches' }).getByRole('button', { name: 'Delete comment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete comment?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(comments.getByText('Buy cheap watches')).toHaveCount(0);
    await expect(detail.getByText('1 comment', { exact: true })).toBeVisible();
    await expect(comments.getByText('Thanks all')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  });

  test('reports a remark to the moderators: a reason is required, details are optional, and a second report is told it is waiting', async ({ signedIn }) => {
    const created = (await apiCall(await accessTokenOf(author), 'POST', '/api/remarks', { remark_content: 'Win a free phone!!!' })) as { data: { remark: { remark_id: string } } };
    const { page, nativeDialogs } = await signedIn(reader);
    await page.goto(`/home?remark=${created.data.remark.remark_id}`);
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail.getByText('Win a free phone!!!')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Remark settings' })).toHaveCount(0);

    await detail.getByRole('button', { name: 'Report remark' }).click();
    const report = page.getByRole('dialog', { name: 'Report remark' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByText('Choose a reason from the list.')).toBeVisible();
    await expect(report.getByRole('radio', { name: 'Spam or scam' })).toBeFocused();
    await expectAccessible(page);
    await report.getByRole('radio', { name: 'Spam or scam' }).check();
    await report.getByLabel('Details (optional)').fill('Same text in ten places.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status', { name: 'Notifications' }).getByText('Thanks for letting us know. Our moderators will review it.')).toBeVisible();
    await expect(report).toBeHidden();

    await detail.getByRole('button', { name: 'Report remark' }).click();
    await report.getByRole('radio', { name: 'Something else' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status', { name: 'Notifications' }).getByText('You already reported this. Our moderators will review it.')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  });
});

/** The value a datetime-local input takes for a moment, in the browser's (and this process's) zone. */
function localDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
