import { SEARCH_MESSAGES } from '@gatherly/schema';
import { expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { eventBy } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';
import { text } from './support/texts';

/** A made-up word of letters only, found in no other test's text. */
function word(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

test.describe('search of everything', () => {
  test('finds posts, remarks, comments, events and tags by words in their tabs, keeps the search in the address, and opens a result', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const [reader, writer] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('writer')]);
    const token = await accessTokenOf(writer);
    const topic = word();
    const remark = (await apiCall(token, 'POST', '/api/remarks', { remark_content: `Running to the ${topic} market #${topic}` })) as { data: { remark: { remark_id: string } } };
    await apiCall(token, 'POST', '/api/remarks/comment', { remark_id: remark.data.remark.remark_id, comment_content: `See you at the ${topic} stand` });
    await eventBy(writer, `Night ${topic} fair`);

    const { page } = await signedIn(reader);
    await page.goto('/search');
    await expect(page.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByRole('searchbox', { name: 'Search posts, remarks and comments...' }).fill(`run ${topic}`);
    const found = page.getByRole('list', { name: 'Posts, remarks and comments found' });
    await expect(found.getByRole('article', { name: `remark by ${writer.username}` })).toContainText(`Running to the ${topic} market`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=run\\+${topic}`));
    await expect(page).toHaveURL(/[?&]tab=posts/);
    await expectAccessibleInEveryTheme(page);

    await page.getByRole('searchbox').fill(topic);
    await expect(found.getByRole('article', { name: `Comment by ${writer.username}` })).toContainText(`See you at the ${topic} stand`);
    await expect(found.getByRole('article')).toHaveCount(2);

    await page.getByRole('tab', { name: 'Events' }).click();
    const events = page.getByRole('list', { name: 'Events found' });
    await expect(events).toContainText(`Night ${topic} fair`);
    await expectAccessibleInEveryTheme(page);

    await page.getByRole('tab', { name: 'Tags' }).click();
    const tag = page.getByRole('list', { name: 'Tags found' }).getByRole('link', { name: new RegExp(`#${topic}`) });
    await expect(tag).toContainText('1 item');
    await expectAccessibleInEveryTheme(page);

    await page.getByRole('searchbox').fill(`nothing${topic}`);
    await expect(page.getByText('No tags found')).toBeVisible();
    await page.getByRole('tab', { name: 'People' }).click();
    await expect(page.getByText('No users found')).toBeVisible();
    await expectAccessibleInEveryTheme(page);

    // The address brings the same search back, as a link or after a reload.
    await page.goto(`/search?q=${topic}&tab=posts`);
    await expect(page.getByRole('searchbox', { name: 'Search posts, remarks and comments...' })).toHaveValue(topic);
    await page.getByRole('button', { name: `Running to the ${topic} market #${topic}` }).click();
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail).toContainText(`Running to the ${topic} market`);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a person who turns off being found in Settings, Privacy is no longer found by others, and finds their own writing still', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const [quiet, other] = await Promise.all([createVerifiedUser('quiet'), createVerifiedUser('other')]);
    const topic = word();
    await apiCall(await accessTokenOf(quiet), 'POST', '/api/remarks', { remark_content: `Quiet ${topic} thoughts` });

    const { page } = await signedIn(quiet);
    await page.goto('/settings/privacy');
    const toggle = page.getByRole('switch', { name: text(SEARCH_MESSAGES.indexableLabel) });
    await expect(toggle).toBeChecked();
    await expectAccessibleInEveryTheme(page);
    await toggle.click();
    await expect(page.getByRole('status').filter({ hasText: 'Others no longer find what you write in search.' })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: text(SEARCH_MESSAGES.indexableLabel) })).not.toBeChecked();

    await page.goto(`/search?tab=posts&q=${topic}`);
    await expect(page.getByRole('list', { name: 'Posts, remarks and comments found' })).toContainText(`Quiet ${topic} thoughts`);

    const { page: theirs } = await signedIn(other);
    await theirs.goto(`/search?tab=posts&q=${topic}`);
    await expect(theirs.getByText('No posts, remarks or comments found')).toBeVisible();
  });
});
