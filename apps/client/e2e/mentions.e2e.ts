import { expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { graphql } from './support/graphql';
import { coverImage } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

test.describe('mentions', () => {
  test('typing @ offers people, the followed first; one picked by keyboard becomes a link to the profile, and is told', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const prefix = `men${Math.random().toString(36).slice(2, 7)}`;
    const [writer, followed, other] = await Promise.all([createVerifiedUser('writer'), createVerifiedUser(prefix), createVerifiedUser(prefix)]);
    await apiCall(await accessTokenOf(writer), 'POST', `/api/profile/follow/${followed.username}`);

    const { page } = await signedIn(writer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Remark', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create Remark' });
    await create.getByRole('textbox', { name: 'Remark' }).pressSequentially(`Dinner with @${prefix}`);

    // The list opens under the box, which becomes a combobox pointing at the first person.
    const box = create.getByRole('combobox', { name: 'Remark' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const people = create.getByRole('listbox', { name: 'People to mention' });
    await expect(people.getByRole('option')).toHaveCount(2);
    await expect(people.getByRole('option').first()).toContainText(`@${followed.username}`);
    await expect(people.getByRole('option').nth(1)).toContainText(`@${other.username}`);
    const first = await people.getByRole('option').first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', first!);
    await expect(people.getByRole('option', { selected: true })).toContainText(followed.username);
    await expectAccessibleInEveryTheme(page);

    // Arrows move through the list; Escape closes it without closing the dialog; typing opens it again.
    await box.press('ArrowDown');
    await expect(people.getByRole('option', { selected: true })).toContainText(other.username);
    await box.press('ArrowUp');
    await expect(people.getByRole('option', { selected: true })).toContainText(followed.username);
    await box.press('Escape');
    await expect(people).toHaveCount(0);
    await expect(create).toBeVisible();
    const textbox = create.getByRole('textbox', { name: 'Remark' });
    await textbox.press('Backspace');
    await expect(people.getByRole('option')).toHaveCount(2);
    await create.getByRole('combobox', { name: 'Remark' }).press('Enter');
    await expect(people).toHaveCount(0);
    await expect(textbox).toHaveValue(`Dinner with @${followed.username} `);
    await textbox.pressSequentially('tonight');
    await create.getByRole('button', { name: 'Create' }).click();

    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    const link = detail.getByRole('link', { name: `@${followed.username}` });
    await expect(link).toHaveAttribute('href', `/profile/${followed.username}`);
    await expect(detail.getByText('tonight')).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${followed.username}$`));

    // The person mentioned is told.
    const mentioned = await signedIn(followed);
    await mentioned.page.goto('/notifications');
    await expect(mentioned.page.getByRole('list', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`${writer.username} mentioned you in a remark`) })).toBeVisible();
  });

  test('a mention in the feed and in a comment links to the profile, while the card still opens the item', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const [writer, reader, friend] = await Promise.all([createVerifiedUser('writer'), createVerifiedUser('reader'), createVerifiedUser('friend')]);
    const readerToken = await accessTokenOf(reader);
    await apiCall(readerToken, 'POST', `/api/profile/follow/${writer.username}`);
    const remark = (await apiCall(await accessTokenOf(writer), 'POST', '/api/remarks', { remark_content: `Lunch with @${friend.username} at noon` })) as { data: { remark: { remark_id: string } } };
    await apiCall(readerToken, 'POST', '/api/remarks/comment', { remark_id: remark.data.remark.remark_id, comment_content: `Say hi to @${friend.username}` });

    const { page } = await signedIn(reader);
    await page.goto('/home');
    const card = page.getByRole('article', { name: `remark by ${writer.username}` });
    await expect(card.getByRole('link', { name: `@${friend.username}` })).toHaveAttribute('href', `/profile/${friend.username}`);
    // The card opens from anywhere but its links (its top left corner is the text's first word).
    await card.getByRole('button', { name: `Lunch with @${friend.username} at noon` }).click({ position: { x: 4, y: 4 } });
    const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
    await expect(detail.getByRole('list', { name: 'Comments' }).getByRole('link', { name: `@${friend.username}` })).toHaveAttribute('href', `/profile/${friend.username}`);
    await expectAccessibleInEveryTheme(page);
  });

  test('a mention in a post’s caption and in a chat message links to the profile, while the post’s photo still opens the post', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const [writer, reader, friend] = await Promise.all([createVerifiedUser('writer'), createVerifiedUser('reader'), createVerifiedUser('friend')]);
    const writerToken = await accessTokenOf(writer);
    await apiCall(await accessTokenOf(reader), 'POST', `/api/profile/follow/${writer.username}`);
    const caption = `Picnic with @${friend.username} on #sunday`;
    const form = new FormData();
    form.append('post_content', caption);
    form.append('media_alts', JSON.stringify(['A blanket on the grass', '']));
    for (const name of ['one.png', 'two.png']) form.append('media', new Blob([new Uint8Array(await coverImage())], { type: 'image/png' }), name);
    await apiCall(writerToken, 'POST', '/api/posts', form);
    const { profile } = await graphql<{ profile: { id: string } }>(writerToken, 'query ($u: String!) { profile(username: $u) { id } }', { u: reader.username });
    const { startConversation } = await graphql<{ startConversation: { id: string } }>(writerToken, 'mutation ($ids: [ID!]!, $t: String!) { startConversation(participant_ids: $ids, content: $t) { id } }', {
      ids: [profile.id],
      t: `Ask @${friend.username} about #sunday`,
    });

    const { page } = await signedIn(reader);
    const card = page.getByRole('article', { name: `post by ${writer.username}` });
    await expect(async () => {
      await page.goto('/home');
      await expect(card).toBeVisible({ timeout: 1_000 });
    }, 'the post reaches the feed').toPass({ timeout: 20_000 });
    // The button that opens the post is named by its cover, its photo count and its caption.
    await expect(card.getByRole('button', { name: /Picnic with/ })).toHaveAccessibleName(new RegExp(`^A blanket on the grass ?2 photos ?${caption}$`));
    await expect(card.getByRole('link', { name: '#sunday' })).toHaveAttribute('href', '/tags/sunday');

    // A click on the photo, as a person makes it, opens the post.
    const photo = (await card.getByRole('img', { name: 'A blanket on the grass' }).boundingBox())!;
    await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 2);
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await expect(detail.getByRole('link', { name: `@${friend.username}` })).toHaveAttribute('href', `/profile/${friend.username}`);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expectAccessibleInEveryTheme(page);

    // The caption's mention is followed to the profile.
    await card.getByRole('link', { name: `@${friend.username}` }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${friend.username}$`));

    // So is a message's.
    await page.goto(`/direct/message/${startConversation.id}`);
    const mention = page.getByRole('main').getByRole('listitem').filter({ hasText: 'about' }).getByRole('link', { name: `@${friend.username}` });
    await expect(mention).toHaveAttribute('href', `/profile/${friend.username}`);
    await expect(page.getByRole('main').getByRole('link', { name: '#sunday' })).toHaveAttribute('href', '/tags/sunday');

    // The message box offers people on @: Enter picks one, the next Enter sends, and the message sent links them.
    // The box is a combobox while the list is open.
    const field = page.getByRole('textbox', { name: 'Message' });
    await field.pressSequentially(`Sure, @${friend.username}`);
    await expect(page.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { selected: true })).toContainText(`@${friend.username}`);
    await page.getByRole('combobox', { name: 'Message' }).press('Enter');
    await expect(field).toHaveValue(`Sure, @${friend.username} `);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Sure,' }).getByRole('link', { name: `@${friend.username}` })).toHaveAttribute('href', `/profile/${friend.username}`);
    await mention.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${friend.username}$`));
  });
});
