import { expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

/** The pages the app may fetch previews from (see support/link-pages.mjs and global-setup.mjs). */
const pages = () => {
  const url = process.env.E2E_LINK_PAGES_URL;
  if (!url) throw new Error('E2E_LINK_PAGES_URL is not set: run the browser tests through playwright.config.ts');
  return url;
};

test.describe('link previews', () => {
  test('a remark with a link shows its preview card, which opens the page in a new tab by keyboard', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const writer = await createVerifiedUser('linker');
    const name = `harbour${Date.now().toString(36)}`;
    const link = `${pages()}/og/${name}`;

    const { page, context } = await signedIn(writer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Remark', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create Remark' });
    await create.getByRole('textbox', { name: 'Remark' }).fill(`Who is coming? ${link}`);
    await create.getByRole('button', { name: 'Create' }).click();
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail.getByRole('link', { name: link })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);

    // The preview is fetched by a job after the answer: the feed shows it once it is there.
    const card = page.getByRole('article', { name: `remark by ${writer.username}` });
    const preview = card.getByRole('link', { name: new RegExp(`Jazz on the river: ${name}`) });
    await expect(async () => {
      await page.reload();
      await expect(preview).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(preview).toHaveAttribute('href', link);
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(preview).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(preview).toContainText('River News');
    await expect(preview).toContainText('Three nights of music');
    // Its image is the app's own copy, decorative beside the title.
    const image = preview.locator('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f-]+\.webp$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

    // Reached by keyboard in the card's order, and opened with Enter in a new tab.
    await preview.focus();
    await page.keyboard.press('Tab');
    await expect(preview).not.toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(preview).toBeFocused();
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await opened;
    await expect(tab).toHaveURL(link);
    await expect(tab).toHaveTitle(name);
    await tab.close();

    await expectAccessibleInEveryTheme(page);

    // The detail shows it too.
    await card.getByRole('button', { name: new RegExp('Who is coming\\?') }).click({ position: { x: 4, y: 4 } });
    await expect(detail.getByRole('link', { name: new RegExp(`Jazz on the river: ${name}`) })).toBeVisible();
    await expectAccessibleInEveryTheme(page);
  });

  test('a comment with a link shows a compact card under it, on a phone too', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const [writer, reader] = [await createVerifiedUser('host'), await createVerifiedUser('commenter')];
    const name = `pier${Date.now().toString(36)}`;
    const link = `${pages()}/og/${name}`;
    const created = (await apiCall(await accessTokenOf(writer), 'POST', '/api/remarks', { remark_content: 'Where shall we meet?' })) as { data: { remark: { remark_id: string } } };

    const { page } = await signedIn(reader, { viewport: { width: 390, height: 844 } });
    await page.goto(`/home?remark=${created.data.remark.remark_id}`);
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await detail.getByRole('textbox', { name: 'Add a comment...' }).fill(`By the pier: ${link}`);
    await detail.getByRole('button', { name: 'Post', exact: true }).click();
    const comment = detail.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: 'By the pier' });
    await expect(comment.getByRole('link', { name: link })).toBeVisible();

    // The preview is fetched by a job after the answer: the comment shows it once it is there.
    const preview = comment.getByRole('link', { name: new RegExp(`Jazz on the river: ${name}`) });
    await expect(async () => {
      await page.reload();
      await expect(preview).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(preview).toHaveAttribute('href', link);
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(preview).toContainText('River News');
    const image = preview.locator('img');
    await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f-]+\.webp$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    // Compact: a thumbnail beside the title (even on a phone), the card no taller than a few lines.
    const [imageBox, titleBox, cardBox] = await Promise.all([image.boundingBox(), preview.getByText(`Jazz on the river: ${name}`).boundingBox(), preview.boundingBox()]);
    expect(imageBox!.x + imageBox!.width).toBeLessThanOrEqual(titleBox!.x);
    expect(cardBox!.height).toBeLessThan(120);
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    await expectAccessibleInEveryTheme(page);
  });

  test('on a phone the card puts its image above the words', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const writer = await createVerifiedUser('phone');
    const name = `quay${Date.now().toString(36)}`;
    const { page } = await signedIn(writer, { viewport: { width: 390, height: 844 } });
    await apiCall(await accessTokenOf(writer), 'POST', '/api/remarks', { remark_content: `Tonight: ${pages()}/og/${name}` });
    const preview = page.getByRole('article', { name: `remark by ${writer.username}` }).getByRole('link', { name: new RegExp(`Jazz on the river: ${name}`) });
    await expect(async () => {
      await page.reload();
      await expect(preview).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const imageBox = await preview.locator('img').boundingBox();
    const titleBox = await preview.getByText(`Jazz on the river: ${name}`).boundingBox();
    expect(imageBox && titleBox && imageBox.y + imageBox.height <= titleBox.y + 1).toBe(true);
    const cardBox = await preview.boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    await expectAccessibleInEveryTheme(page);
  });
});
