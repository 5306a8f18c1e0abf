import { readFile } from 'node:fs/promises';
import { DATA_EXPORT_FILE_NAME, DATA_EXPORT_MESSAGES, LINK_PATHS, SERVER_MESSAGES } from '@gatherly/schema';
import yauzl from 'yauzl';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser, grantModerator } from './support/users';
import { text } from './support/texts';

/** The names of the files of a zip. */
function namesIn(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on('end', () => resolve(names));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

test.describe('Settings, Your data: Download your data', () => {
  test('asks for an archive, says it is being prepared, then downloads it', async ({ signedIn }) => {
    const user = await createVerifiedUser('archive');
    const { page } = await signedIn(user);
    await page.goto(LINK_PATHS.yourData);
    await expect(page.getByRole('heading', { name: text(DATA_EXPORT_MESSAGES.title) })).toBeVisible();
    await expect(page.getByText(text(DATA_EXPORT_MESSAGES.explanation))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.request) }).click();
    // The button goes once asked: focus moves to what is said instead.
    const state = page.getByRole('status').filter({ hasText: /archive/ });
    await expect(state).toBeFocused();
    await expect(page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.request) })).toHaveCount(0);
    await expect(page.getByText(/^You can request a new archive on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();

    // Looked at again while pending, until it is ready.
    const download = page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.download) });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Your archive is ready\. Available until \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    await expectAccessible(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(DATA_EXPORT_FILE_NAME);
    const names = await namesIn(await readFile((await file.path())!));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'profile.json', 'items.json', 'events.ics']));

    // After a reload it is still there to download, and asking again waits for the week.
    await page.reload();
    await expect(download).toBeVisible();
    await expect(page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.request) })).toHaveCount(0);
  });

  test('a suspended account signs in to a page of its own: the suspension, Download your data, Delete account and Log out', async ({ newPage }) => {
    const [troll, reporter, moderator] = await Promise.all([createVerifiedUser('suspended'), createVerifiedUser('reporter'), createVerifiedUser('moderator')]);
    const remark = (await apiCall(await accessTokenOf(troll), 'POST', '/api/remarks', { remark_content: 'Rude words' })) as { data: { remark: { remark_id: string } } };
    const report = (await apiCall(await accessTokenOf(reporter), 'POST', '/api/reports', { target_type: 'remark', target_id: remark.data.remark.remark_id, reason: 'harassment' })) as { data: { report: { id: string } } };
    await grantModerator(moderator);
    await apiCall(await accessTokenOf(moderator), 'POST', `/api/moderation/reports/${report.data.report.id}/suspend`, { reason: 'Harassment.' });

    const { page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(troll.email);
    await page.getByLabel('Password').fill(troll.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expect(page.getByText(text(SERVER_MESSAGES.accountSuspended))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.request) }).click();
    await expect(page.getByRole('button', { name: text(DATA_EXPORT_MESSAGES.download) })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    // Wherever it goes, that page alone; logging out leads to the login page.
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
