import { describe, expect, it } from '@jest/globals';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderMarkup } from 'react-dom/server';
import { i18n } from '../lib/i18n';
import { LinkPreviewCard, type LinkPreviewData } from './LinkPreviewCard';

/** Draws with the app's texts (English in the tests). */
const renderToStaticMarkup = (node: ReactNode) => renderMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

const render = (preview: LinkPreviewData) => renderToStaticMarkup(<LinkPreviewCard preview={preview} />);
/** The markup's elements by tag name, in order. */
const tags = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b/g)].map((match) => match[1]);

describe('LinkPreviewCard', () => {
  it('is one link to the page in a new tab, its image decorative', () => {
    const html = render({ url: 'https://www.news.example/a', title: 'Jazz', description: 'Music', image: '/media/k.webp', site_name: 'River News' });
    expect(tags(html)).toEqual(['a', 'img', 'span', 'span', 'span', 'span', 'span']);
    expect(html).toContain('href="https://www.news.example/a"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"');
    expect(html).toContain('alt=""');
    expect(html).toContain('River News');
    expect(html).toContain('(opens news.example in a new tab)');
  });

  it('names the site by its host when the page gives no name, and shows no image it has not', () => {
    const html = render({ url: 'https://www.news.example/a', title: 'Jazz', description: null, image: null, site_name: null });
    expect(tags(html)).not.toContain('img');
    expect(html).toContain('>news.example<');
  });

  it('keeps markup of a hostile page as text', () => {
    const html = render({ url: 'https://evil.example/', title: '<img src=x onerror=alert(1)>', description: '"><script>alert(1)</script>', image: null, site_name: null });
    expect(tags(html)).toEqual(['a', 'span', 'span', 'span', 'span', 'span']);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;');
  });

  it('is compact under a comment, with the same link and words', () => {
    const preview = { url: 'https://news.example/a', title: 'Jazz', description: 'Music', image: '/media/k.webp', site_name: null };
    const html = renderToStaticMarkup(<LinkPreviewCard preview={preview} compact />);
    expect(html).toContain('class="link-preview link-preview--compact"');
    expect(tags(html)).toEqual(tags(render(preview)));
    expect(render(preview)).toContain('class="link-preview"');
  });
});
