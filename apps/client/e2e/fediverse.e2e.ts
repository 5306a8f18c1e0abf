import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

/** Accounts of other servers of the fediverse, found by search, shown and followed (another server of the tests' own: support/remote-server.mjs). */

const remoteActor = () => process.env.E2E_REMOTE_ACTOR_URL!;
const remoteHandle = () => `carol@${new URL(remoteActor()).host}`;

test('finds an account of another server by its address, sees where it lives, asks to follow it and withdraws the request', async ({ signedIn }) => {
  const ada = await createVerifiedUser('ada');
  const { page } = await signedIn(ada);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await page.getByPlaceholder('Search users...').fill(remoteActor());
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(remoteHandle()) });
  await expect(result).toContainText('Carol of Elsewhere');
  // Followed from the profile, where its server's answer shows.
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Follow/ })).toHaveCount(0);
  await result.click();

  await expect(page.getByRole('heading', { name: remoteHandle() })).toBeVisible();
  const home = page.getByRole('link', { name: `Open on ${new URL(remoteActor()).host}` });
  await expect(home).toHaveAttribute('href', remoteActor());
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Joined/)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();
  await expect(page.locator('.profile-header__counts li', { hasText: 'Follower' })).toHaveText(/^\s*0\s+Followers\s*$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Requested', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
});
