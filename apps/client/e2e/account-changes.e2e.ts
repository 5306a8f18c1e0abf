import { EMAIL_CHANGE_MESSAGES, USERNAME_CHANGE_MESSAGES } from '@gatherly/schema';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { latestMail } from './support/browser';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';
import { text } from './support/texts';

test.describe('Settings, Account, E-mail address', () => {
  test('refuses a wrong password at its field, mails a link to the new address, and the link moves the account there', async ({ signedIn, newPage }) => {
    const user = await createVerifiedUser('email');
    const { page } = await signedIn(user);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Account', exact: true }).click();
    const section = page.getByRole('region', { name: 'E-mail address' });
    await expect(section.getByText(`You log in with ${user.email}.`)).toBeVisible();
    const form = section.getByRole('form', { name: 'Change e-mail address' });

    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(form.getByLabel('New e-mail address')).toBeFocused();
    await expect(form.getByLabel('New e-mail address')).toHaveAttribute('aria-invalid', 'true');

    const wanted = `moved.${user.email}`;
    await form.getByLabel('New e-mail address').fill(wanted);
    await form.getByLabel('Password', { exact: true }).fill('Not-my-password-1!');
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(form.getByText(text(EMAIL_CHANGE_MESSAGES.passwordWrong))).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeFocused();

    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(section.getByRole('status').getByText(text(EMAIL_CHANGE_MESSAGES.linkSent(wanted)))).toBeVisible();
    await expect(form.getByLabel('New e-mail address')).toHaveValue('');
    await expectAccessible(page);
    expect((await latestMail(user.email, 'is being changed')).text).toContain('***@');

    // The link opened in another browser, signed out.
    const mail = await latestMail(wanted, 'Confirm your new e-mail address');
    const other = await newPage();
    await other.page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
    await expect(other.page.getByText(text(EMAIL_CHANGE_MESSAGES.confirmed(wanted)))).toBeVisible();
    await expectAccessible(other.page);
    await other.page.getByRole('button', { name: 'Go to Login' }).click();
    await logIn(other.page, { ...user, email: wanted });

    // Opened again, the link is spent.
    await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
    await expect(page.getByText(text(EMAIL_CHANGE_MESSAGES.linkInvalid))).toBeVisible();
    await page.getByRole('button', { name: 'Go to Settings' }).click();
    await expect(page.getByRole('region', { name: 'E-mail address' }).getByText(`You log in with ${wanted}.`)).toBeVisible();
  });
});

test.describe('Settings, Account, Username', () => {
  test('says the 30-day rule before, changes the name, says when it can change again, and the old profile address leads to the new one', async ({ signedIn }) => {
    const user = await createVerifiedUser('rename');
    const { page } = await signedIn(user);
    await page.goto('/settings/account');
    const section = page.getByRole('region', { name: 'Username' });
    await expect(section.getByText(`Your username is ${user.username}.`)).toBeVisible();
    const form = section.getByRole('form', { name: 'Change username' });
    await expect(form.getByText(text(USERNAME_CHANGE_MESSAGES.rule))).toBeVisible();

    await form.getByLabel('New username').fill('a!');
    await form.getByRole('button', { name: 'Change username' }).click();
    await expect(form.getByLabel('New username')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('New username')).toBeFocused();
    await expectAccessible(page);

    const wanted = `${user.username}_x`.slice(-30);
    await form.getByLabel('New username').fill(wanted);
    await form.getByRole('button', { name: 'Change username' }).click();
    await expect(section.getByRole('status').getByText(text(USERNAME_CHANGE_MESSAGES.changed(wanted)))).toBeVisible();
    await expect(section.getByText(`Your username is ${wanted}.`)).toBeVisible();
    await expect(form.getByText(/You can change it again on \d{1,2} \w+ \d{4}/)).toBeVisible();

    // A second change within 30 days is refused at the field, saying when.
    await form.getByLabel('New username').fill(`${wanted.slice(0, 27)}_yz`);
    await form.getByRole('button', { name: 'Change username' }).click();
    await expect(form.getByText(/You can change your username once every 30 days\. You can change it again on/).first()).toBeVisible();
    await expect(form.getByLabel('New username')).toHaveAttribute('aria-invalid', 'true');

    // The old address of the profile takes the new name.
    await page.goto(`/profile/${user.username}`);
    await expect(page).toHaveURL(new RegExp(`/profile/${wanted}$`));
    await expect(page.getByRole('heading', { name: wanted }).first()).toBeVisible();
    // The sidebar's Profile leads to the new name too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${wanted}$`));
  });
});
