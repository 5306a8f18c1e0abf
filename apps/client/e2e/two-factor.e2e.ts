import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { TWO_FACTOR_LIMITS, TWO_FACTOR_MESSAGES } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, type TestUser } from './support/users';
import { text } from './support/texts';

/** The authenticator's code `steps` periods from now, as the app on a phone would show it. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TWO_FACTOR_LIMITS.periodSeconds });

const codeStep = (page: Page) => page.getByLabel(`Enter the ${TWO_FACTOR_LIMITS.digits}-digit code from your authenticator app`);

async function passwordStep(page: Page, user: TestUser) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('two-factor authentication', () => {
  test('is turned on with a code of the app, then asks a code or a recovery code after the password', async ({ signedIn, newPage }) => {
    const user = await createVerifiedUser('twofactor');
    const { page } = await signedIn(user);
    await page.goto('/settings/security');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(section.getByText('Off.', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Turning it on: a QR code with its key written beside it, and a code of the app to confirm.
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByRole('img', { name: /QR code to add your Gatherly account/ })).toBeVisible();
    const secret = (await section.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = section.getByLabel('Code from the app');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByText(text(TWO_FACTOR_MESSAGES.codeRequired))).toBeVisible();
    await expect(code).toBeFocused();
    await expectAccessibleInEveryTheme(page);
    await code.fill('000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByText(text(TWO_FACTOR_MESSAGES.codeWrong))).toBeVisible();
    await expect(code).toBeFocused();
    await code.fill(await codeAt(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();

    // The ten recovery codes, shown once, to copy or download.
    const codes = section.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(TWO_FACTOR_LIMITS.recoveryCodes);
    const recoveryCodes = await codes.allTextContents();
    await expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    await expectAccessibleInEveryTheme(page);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download (.txt)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('gatherly-recovery-codes.txt');
    const file = readFileSync((await download.path())!, 'utf8');
    for (const recovery of recoveryCodes) expect(file).toContain(recovery);
    await section.getByRole('button', { name: 'I saved them' }).click();
    await expect(section.getByText('Recovery codes left: 10 of 10.')).toBeVisible();
    await expectAccessible(page);

    // Another device: the password, then the code of the app (the next step's: the current one turned it on).
    const phone = (await newPage()).page;
    await passwordStep(phone, user);
    await expect(codeStep(phone)).toBeFocused();
    await expectAccessibleInEveryTheme(phone);
    await codeStep(phone).fill('123');
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expect(phone.getByText(text(TWO_FACTOR_MESSAGES.codeOrRecoveryWrong))).toBeVisible();
    await expect(codeStep(phone)).toBeFocused();
    await expectAccessible(phone);
    await codeStep(phone).fill(await codeAt(secret, 1));
    await phone.getByRole('button', { name: 'Continue' }).click();
    await expect(phone).toHaveURL(/\/home$/);
    await expect(phone.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();

    // A third: a recovery code instead.
    const laptop = (await newPage()).page;
    await passwordStep(laptop, user);
    await laptop.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(laptop.getByLabel('Recovery code')).toBeFocused();
    await expectAccessible(laptop);
    await laptop.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await laptop.getByRole('button', { name: 'Continue' }).click();
    await expect(laptop).toHaveURL(/\/home$/);
    await page.reload();
    await expect(section.getByText('Recovery codes left: 9 of 10.')).toBeVisible();

    // Turned off with the password and a recovery code; the password alone signs in again.
    await section.getByRole('button', { name: 'Turn off' }).click();
    const off = page.getByRole('form', { name: 'Turn off two-factor authentication' });
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByText(text(TWO_FACTOR_MESSAGES.passwordRequired))).toBeVisible();
    await expectAccessible(page);
    // A wrong password, then a wrong code, each told at its own field.
    await off.getByLabel('Password').fill('Wrong-password-1!');
    await off.getByLabel('Authentication code').fill('000000');
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(off.getByText(text(TWO_FACTOR_MESSAGES.passwordWrong))).toBeVisible();
    await off.getByLabel('Password').fill(user.password);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    await expect(off.getByText(text(TWO_FACTOR_MESSAGES.codeOrRecoveryWrong))).toBeVisible();
    await expect(off.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
    await off.getByLabel('Authentication code').fill(recoveryCodes[1]);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(section.getByText('Two-factor authentication is off.')).toBeVisible();
    await expect(section.getByText('Off.', { exact: true })).toBeVisible();
    const again = (await newPage()).page;
    await passwordStep(again, user);
    await expect(again).toHaveURL(/\/home$/);
  });
});
