import { describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { FeedCard_ItemFragment } from './HomeFeed.generated';
import { i18n } from '../../lib/i18n';
import { NoticesContext } from '../../ui/Notices';
import { FeedCard } from './FeedCard';

const photo = (n: number, alt_text: string | null = null) => ({
  media_id: `m${n}`,
  media_file: `/media/photo-${n}.jpg`,
  width: 640,
  height: 400,
  blurhash: null,
  alt_text,
});

/** A post of the feed as the home query answers it. */
function post(post_content: string, media: Array<ReturnType<typeof photo>>, mentions: Array<{ username: string; written_as: string }> = []): FeedCard_ItemFragment {
  return {
    __typename: 'Post',
    id: 'p1',
    created_at: '2026-01-01T10:00:00Z',
    edited_at: null,
    account_username: 'bob',
    account_profile_image: null,
    url: null,
    like_count: 0,
    is_liked: false,
    comment_count: 0,
    mentions,
    link_preview: null,
    post_content,
    media,
  } as FeedCard_ItemFragment;
}

/** The card as first drawn (no request ever answers: the card asks for none). */
function render(item: FeedCard_ItemFragment): string {
  const client = new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <MemoryRouter>
          <NoticesContext.Provider value={{ tell: () => undefined, warn: () => undefined }}>
            <FeedCard item={item} />
          </NoticesContext.Provider>
        </MemoryRouter>
      </ApolloProvider>
    </I18nProvider>,
  );
}

/** The opening tag of the button that opens the post. */
const openButton = (html: string) => html.match(/<button[^>]*class="feed-card__open"[^>]*>/)?.[0] ?? '';
/** What the markup holds inside buttons: nothing a button may not hold goes there. */
const insideButtons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => match[1]).join('');

describe('FeedCard of a post', () => {
  it('draws the caption’s mention, tag and link as links outside the button that opens the post, which is named by the cover and the caption', () => {
    const html = render(post('Lake day with @Ada_old #Swim https://example.com/lake', [photo(1, 'A pier at dawn'), photo(2), photo(3)], [{ username: 'ada', written_as: 'ada_old' }]));
    expect(html).toContain('<a class="rich-text__mention" href="/profile/ada" data-discover="true">@ada</a>');
    expect(html).toContain('href="/tags/swim"');
    expect(html).toContain('href="https://example.com/lake"');
    expect(insideButtons(html)).not.toMatch(/<a\b|Lake day/);

    expect(openButton(html)).toContain('aria-labelledby="feed-cover-p1 feed-text-p1"');
    const cover = html.match(/<span class="feed-card__cover" id="feed-cover-p1">.*?<\/span><\/span>/)?.[0] ?? '';
    expect(cover).toContain('alt="A pier at dawn"');
    expect(cover).toContain('3 photos');
    expect(html).toMatch(/<p class="feed-card__text" id="feed-text-p1">Lake day with <a/);
  });

  it('is named by its cover alone when it has no caption but a description', () => {
    const html = render(post('', [photo(1, 'A pier at dawn')]));
    expect(openButton(html)).toContain('aria-labelledby="feed-cover-p1"');
    expect(html).not.toContain('feed-text-p1');
  });

  it('is named by whose post it is, with its photo count, when nothing describes it', () => {
    expect(openButton(render(post('', [photo(1), photo(2)])))).toContain('aria-label="Post by bob, 2 photos"');
    expect(openButton(render(post('', [photo(1)])))).toContain('aria-label="Post by bob"');
  });

  it('of another server links to itself there, outside the button that opens it', () => {
    const remote = { ...post('From afar', [photo(1)]), account_username: 'bob@social.example', url: 'https://social.example/notes/1' };
    const html = render(remote);
    expect(html).toContain('<a class="original-link" href="https://social.example/notes/1" rel="noopener noreferrer" target="_blank">Open on social.example</a>');
    expect(insideButtons(html)).not.toContain('original-link');
    expect(render(post('Here', [photo(1)]))).not.toContain('original-link');
  });
});
