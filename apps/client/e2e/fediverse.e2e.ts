import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, grantModerator } from './support/users';

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

test('a moderator blocks a server of the fediverse by its host, and unblocks it, the log saying so', async ({ signedIn }) => {
  const moderator = await createVerifiedUser('moderator');
  await grantModerator(moderator);
  const { page } = await signedIn(moderator);
  const host = `spam-${Date.now()}.example`;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
  await page.getByRole('tab', { name: 'Servers' }).click();
  const field = page.getByRole('textbox', { name: 'Host of the server' });
  await field.fill('not a host');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Enter the host of a server, like social.example.')).toBeVisible();
  await expect(field).toBeFocused();
  // Written as an address, it is still the server's host.
  await field.fill(`https://${host.toUpperCase()}/`);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${host}` });
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Spam from every account.');
  await dialog.getByRole('button', { name: 'Block server' }).click();
  await expect(page.getByText('The server is blocked: it gets nothing more and is heard from no more.')).toBeVisible();
  const row = page.getByRole('list', { name: 'Servers of the fediverse' }).getByRole('listitem').filter({ hasText: host });
  await expect(row).toContainText('0 accounts here · Blocked');
  await expect(row).toContainText('Spam from every account.');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Unblock ${host}` }).click();
  const undo = page.getByRole('dialog', { name: `Unblock ${host}` });
  await undo.getByRole('textbox', { name: /^Reason/ }).fill('Settled with its admins.');
  await undo.getByRole('button', { name: 'Unblock server' }).click();
  await expect(page.getByText('The server is unblocked.')).toBeVisible();
  // Neither blocked nor with accounts here, it is no longer listed.
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Log' }).click();
  const log = page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem');
  await expect(log.filter({ hasText: 'Settled with its admins.' })).toContainText(`${moderator.username} · Unblocked a server · server ${host}`);
  await expect(log.filter({ hasText: 'Spam from every account.' })).toContainText(`${moderator.username} · Blocked a server · server ${host}`);
});
