import { expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

test.describe('hashtags', () => {
  test("a remark's #tag opens the tag's page, which follows the tag and shows its items; Search lists it as trending", async ({ signedIn }) => {
    test.setTimeout(180_000);
    const stem = `Tag${Math.random().toString(36).slice(2, 8)}`;
    const tag = stem.toLowerCase();
    const [reader, writer, other] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('writer'), createVerifiedUser('other')]);
    const [readerToken, writerToken, otherToken] = await Promise.all([accessTokenOf(reader), accessTokenOf(writer), accessTokenOf(other)]);
    await apiCall(readerToken, 'POST', `/api/profile/follow/${writer.username}`);
    // Enough items that the tag is among the ten trending whatever other tests wrote.
    for (let n = 0; n < 6; n += 1) await apiCall(otherToken, 'POST', '/api/remarks', { remark_content: `Warming up ${n} #${stem}` });
    for (let n = 0; n < 5; n += 1) await apiCall(writerToken, 'POST', '/api/remarks', { remark_content: `Old ${n} #${stem}` });
    await apiCall(writerToken, 'POST', '/api/remarks', { remark_content: `Jazz by the river tonight #${stem}` });

    const { page } = await signedIn(reader);
    await page.goto('/home');
    const card = page.getByRole('list', { name: 'Feed' }).getByRole('listitem').filter({ hasText: 'Jazz by the river tonight' });
    await card.getByRole('link', { name: `#${stem}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));

    await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
    await expect(page.getByText('12 items')).toBeVisible();
    const items = page.getByRole('list', { name: `Items tagged #${tag}` });
    await expect(items.getByRole('listitem').first()).toContainText('Jazz by the river tonight');
    await expect(items.getByRole('listitem').filter({ hasText: 'Warming up 0' })).toBeVisible();
    const follow = page.getByRole('button', { name: 'Follow' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    const following = page.getByRole('button', { name: 'Following' });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expectAccessibleInEveryTheme(page);

    // The follow holds: the page read again says so.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/search');
    const trending = page.getByRole('region', { name: 'Trending' });
    const link = trending.getByRole('link', { name: new RegExp(`#${tag}`) });
    await expect(link).toContainText('12 items');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  });

  test('an unused tag shows its empty state', async ({ signedIn }) => {
    const reader = await createVerifiedUser('reader');
    const { page } = await signedIn(reader);
    const tag = `quiet${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(`/tags/${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
    await expect(page.getByText('0 items')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    await expectAccessibleInEveryTheme(page);
  });
});
