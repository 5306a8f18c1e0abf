import { THEMES } from '@gatherly/schema';
import { expectAccessible } from './support/axe';
import { PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

/**
 * Keyboard shortcuts as on mature social apps: n (new item), / (search), j and k (next and
 * previous in the feed), ? (the list of them); never while typing, with a modifier, or while a
 * dialog is open.
 */

let user: TestUser;
test.beforeAll(async () => {
  user = await createVerifiedUser('keys');
  const token = await accessTokenOf(user);
  for (const text of ['First of three', 'Second of three', 'Third of three']) await apiCall(token, 'POST', '/api/remarks', { remark_content: text });
});

for (const [device, viewport] of [
  ['a laptop', undefined],
  ['a phone', PHONE],
] as const) {
  test(`the shortcuts work on ${device}, and not while typing or in a dialog`, async ({ signedIn }) => {
    const { page } = await signedIn(user, { viewport });
    const feed = page.getByRole('list', { name: 'Feed' });
    const items = feed.getByRole('article');
    await expect(items).toHaveCount(3);

    // j and k move through the feed, each item scrolled into view.
    await page.keyboard.press('j');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('j');
    await expect(items.nth(2)).toBeFocused();
    await expect(items.nth(2)).toBeInViewport();
    await page.keyboard.press('k');
    await expect(items.nth(1)).toBeFocused();
    await expect(items.nth(1)).toBeInViewport();
    // With a modifier the key is the browser's.
    await page.keyboard.press('Alt+j');
    await expect(items.nth(1)).toBeFocused();

    // n opens the Create chooser; n in it does nothing more; Escape gives focus back.
    await page.keyboard.press('n');
    const chooser = page.getByRole('dialog', { name: 'Create' });
    await expect(chooser).toBeVisible();
    await page.keyboard.press('n');
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(items.nth(1)).toBeFocused();

    // ? lists them; Escape closes the list.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const label of ['New remark, post or event', 'Search', 'Next item in the feed', 'Previous item in the feed', 'Show keyboard shortcuts']) {
      await expect(help.getByText(label, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('j');
    await expect(help).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(items.nth(1)).toBeFocused();

    // Enter opens the item in focus; closing it gives focus back to the item.
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail.getByText('Second of three')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(items.nth(1)).toBeFocused();

    // / goes to the search field, without typing itself into it; there, letters are text.
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search$/);
    const search = page.getByRole('searchbox').first();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await page.keyboard.type('nj?');
    await expect(search).toHaveValue('nj?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Out of the field, / comes back to it.
    await search.blur();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('nj?');
  });
}

test('the list of shortcuts is accessible in all nine themes', async ({ signedIn }) => {
  const { page } = await signedIn(user);
  for (const { value } of THEMES) {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), value);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expectAccessible(page);
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toBeHidden();
  }
  expect(THEMES).toHaveLength(9);
});
