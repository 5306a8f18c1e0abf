import type { Locator, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessibleInEveryTheme } from './support/axe';
import { finiteAnimationsFinished, PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

let author: TestUser;

test.beforeAll(async () => {
  author = await createVerifiedUser('viewer');
});

const DESCRIPTION = 'A red kite over a field of barley';

/** A post of two images, the first described, through the REST API; answers its id and the first image's address. */
async function twoImagePost(user: TestUser): Promise<{ id: string; firstImage: string }> {
  const form = new FormData();
  form.append('post_content', 'Kites at noon');
  form.append('media_alts', JSON.stringify([DESCRIPTION, '']));
  const pictures = [
    { width: 640, height: 400, background: '#c0392b' },
    { width: 300, height: 450, background: '#1f6f8b' },
  ];
  for (const [index, { width, height, background }] of pictures.entries()) {
    const bytes = await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
    form.append('media', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `kite-${index + 1}.png`);
  }
  const created = (await apiCall(await accessTokenOf(user), 'POST', '/api/posts', form)) as { data: { post: { post_id: string; media: Array<{ media_file: string }> } } };
  return { id: created.data.post.post_id, firstImage: created.data.post.media[0].media_file };
}

/** Where an element is once the page's animations (a dialog's entrance) have ended. */
async function settledBox(page: Page, element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await finiteAnimationsFinished(page);
  return (await element.boundingBox())!;
}

/** Expects a box where another was, to a twentieth of a pixel (sub-pixel layout may round differently once the image is in). */
function expectSameBox(actual: { x: number; y: number; width: number; height: number }, expected: typeof actual): void {
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(actual[side], side).toBeCloseTo(expected[side], 1);
}

/** Holds back the answer for one image until `release` is called, as a slow network would. */
async function holdImage(page: Page, address: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${address}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const viewerOf = (page: Page, user: TestUser) => page.getByRole('dialog', { name: `Photos by ${user.username}` });

test.describe('images and the image viewer', () => {
  test('shows a placeholder in a box of the final size, then opens the images large, by button, arrow key and zoom, and closes by Escape', async ({ signedIn }) => {
    const { id, firstImage } = await twoImagePost(author);
    const { page, nativeDialogs } = await signedIn(author);
    const release = await holdImage(page, firstImage);
    await page.goto(`/home?post=${id}`);
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });

    // Until the image arrives, its box holds its BlurHash at the image's own size.
    const image = detail.getByRole('img', { name: DESCRIPTION });
    const box = image.locator('xpath=..');
    await expect(box).toHaveAttribute('data-placeholder', '');
    expect(await box.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("data:image\/png;base64,/);
    const before = await settledBox(page, box);
    expect(before.width / before.height).toBeCloseTo(640 / 400, 1);
    release();
    await expect(box).not.toHaveAttribute('data-placeholder');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
    expectSameBox(await settledBox(page, box), before);

    const opener = detail.getByRole('button', { name: DESCRIPTION });
    await opener.click();
    const viewer = viewerOf(page, author);
    await expect(viewer.getByText('1 of 2', { exact: true })).toBeVisible();
    await expect(viewer.getByRole('img', { name: DESCRIPTION })).toBeVisible();
    await expect(viewer.getByText(DESCRIPTION, { exact: true })).toBeVisible();
    await expectAccessibleInEveryTheme(page);

    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText('2 of 2', { exact: true })).toBeVisible();
    await expect(viewer.getByRole('img', { name: `Photo 2 of 2 by ${author.username}` })).toBeVisible();
    // The second image has no description: none is shown.
    await expect(viewer.getByText(DESCRIPTION, { exact: true })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('1 of 2', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 of 2', { exact: true })).toBeVisible();
    // At the end, Next stays where it is, marked disabled.
    await expect(viewer.getByRole('button', { name: 'Next image' })).toHaveAttribute('aria-disabled', 'true');

    // Zoom toggles between the fitted image and its own pixels, and back; a double click does the same.
    const zoom = viewer.getByRole('button', { name: 'Zoom' });
    const shown = viewer.getByRole('img', { name: `Photo 2 of 2 by ${author.username}` });
    const width = async () => (await shown.boundingBox())!.width;
    const fittedWidth = await width();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(width).toBeGreaterThan(fittedWidth * 1.9);
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(width).toBeCloseTo(fittedWidth, 0);
    await shown.dblclick();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expectAccessibleInEveryTheme(page);

    // Escape closes the viewer only; focus is back on the image that opened it, now showing the one seen last.
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('button', { name: `Photo 2 of 2 by ${author.username}` })).toBeFocused();
    expect(nativeDialogs).toEqual([]);
  });

  test('a feed keeps the cover’s box while its placeholder shows, so nothing below it moves', async ({ signedIn }) => {
    const { firstImage } = await twoImagePost(author);
    const { page } = await signedIn(author);
    const release = await holdImage(page, firstImage);
    await page.goto('/home');
    // The newest post of the feed is this one.
    const cover = page.getByRole('article').first().getByRole('img', { name: DESCRIPTION });
    const box = cover.locator('xpath=..');
    await expect(box).toHaveAttribute('data-placeholder', '');
    const before = await settledBox(page, box);
    expect(before.width / before.height).toBeCloseTo(640 / 400, 1);
    const below = page.getByRole('article').first().getByRole('button', { name: 'Like' });
    const likeBefore = await settledBox(page, below);
    release();
    await expect(box).not.toHaveAttribute('data-placeholder');
    await expect.poll(() => cover.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
    expectSameBox(await settledBox(page, box), before);
    expectSameBox(await settledBox(page, below), likeBefore);
  });

  test('fills a phone’s screen and turns by swipes', async ({ signedIn }) => {
    const { id } = await twoImagePost(author);
    const { page } = await signedIn(author, { viewport: PHONE });
    await page.goto(`/home?post=${id}`);
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await detail.getByRole('button', { name: DESCRIPTION }).click();
    const viewer = viewerOf(page, author);
    await expect(viewer.getByText('1 of 2', { exact: true })).toBeVisible();
    // Once its opening animation is over, the viewer is the whole screen.
    await expect.poll(() => viewer.boundingBox()).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });

    // The stage: the one image's frame, whichever image it shows.
    const stage = viewer.getByRole('img').locator('xpath=..');
    const swipe = async (from: number, to: number) => {
      const area = (await stage.boundingBox())!;
      const y = area.y + area.height / 2;
      await page.mouse.move(area.x + area.width * from, y);
      await page.mouse.down();
      await page.mouse.move(area.x + area.width * ((from + to) / 2), y + 4, { steps: 4 });
      await page.mouse.move(area.x + area.width * to, y + 8, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(0.8, 0.2);
    await expect(viewer.getByText('2 of 2', { exact: true })).toBeVisible();
    await swipe(0.2, 0.8);
    await expect(viewer.getByText('1 of 2', { exact: true })).toBeVisible();
    // A short or mostly vertical move turns nothing.
    await swipe(0.5, 0.45);
    await expect(viewer.getByText('1 of 2', { exact: true })).toBeVisible();
    await expectAccessibleInEveryTheme(page);

    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(detail.getByRole('button', { name: DESCRIPTION })).toBeFocused();
  });
});
