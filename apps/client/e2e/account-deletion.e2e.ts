import { ACCOUNT_DELETION_MESSAGES, LINK_PATHS } from '@gatherly/schema';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';
import { text } from './support/texts';

test.describe('Settings, Your data: Delete account', () => {
  test('asks the password and once more, signs out, and the login page offers to cancel, which signs in again', async ({ signedIn }) => {
    const user = await createVerifiedUser('leaving');
    const { page } = await signedIn(user);
    await page.goto(LINK_PATHS.yourData);
    const section = page.getByRole('region', { name: 'Delete account' });
    await expect(section.getByText(/Messages you sent stay with the people you wrote to, shown as from “Deleted account”/)).toBeVisible();
    await expectAccessible(page);

    // Without the password, the field says so and holds the focus.
    await section.getByRole('button', { name: 'Delete account' }).click();
    const password = section.getByLabel('Password');
    await expect(password).toBeFocused();
    await expect(section.getByText(text(ACCOUNT_DELETION_MESSAGES.passwordRequired))).toBeVisible();

    // A wrong one is refused by the server, at the field.
    await password.fill('Wrong123!x');
    await section.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click();
    await expect(section.getByText(text(ACCOUNT_DELETION_MESSAGES.passwordWrong))).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill(user.password);
    await section.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // Signed out: the login page says when it goes.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/^Your account will be deleted on \d{1,2} \w+ \d{4}\. Sign in before then to cancel\.$/)).toBeVisible();
    await expectAccessible(page);

    // Signing in says it is scheduled and offers to cancel.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(/^Your account is scheduled for deletion on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel deletion' }).click();

    // Cancelled, and signed in again.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();
  });
});
