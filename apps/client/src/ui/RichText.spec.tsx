import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RichText, type MentionRef } from './RichText';

const render = (text: string, mentions: MentionRef[] = []) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RichText text={text} mentions={mentions} />
    </MemoryRouter>,
  );
/** The markup's elements by tag name, in order. */
const tags = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)\b/g)].map((match) => match[1]);
/** The text the markup shows, entities decoded. */
const shown = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('RichText', () => {
  it('links a stored mention to the profile under its current name, a hashtag to its page and a link to a new tab', () => {
    const html = render('Hi @Ada_old, see #Café at https://example.com/a?b=1.', [{ username: 'ada_new', written_as: 'ada_old' }]);
    expect(html).toContain('<a class="rich-text__mention" href="/profile/ada_new" data-discover="true">@ada_new</a>');
    expect(html).toContain('href="/tags/cafe"');
    expect(html).toContain('<a class="rich-text__link" href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow ugc">https://example.com/a?b=1</a>');
    expect(shown(html)).toBe('Hi @ada_new, see #Café at https://example.com/a?b=1.');
  });

  it('leaves a name no stored mention matches as text', () => {
    const html = render('@nobody here');
    expect(tags(html)).toEqual([]);
    expect(html).toBe('@nobody here');
  });

  it.each([
    ['@<script>alert(1)</script>', []],
    ['#"><img src=x onerror=alert(1)>', []],
    ['@ada"><img src=x onerror=alert(1)>', ['a']],
    ['javascript:alert(1) and <a href="javascript:alert(1)">x</a>', []],
    ['<iframe src="https://evil.example"></iframe>', ['a']],
  ])('draws %j as text, with no element of its own', (text, links) => {
    const html = render(text, [{ username: 'ada', written_as: 'ada' }]);
    expect(tags(html)).toEqual(links);
    expect(shown(html)).toBe(text);
    expect(html).not.toMatch(/<(script|img|iframe)\b/);
    for (const link of html.matchAll(/href="([^"]*)"/g)) expect(link[1]).toMatch(/^(\/|https:\/\/)/);
  });

  it('keeps right-to-left overrides and zero-width characters as text, outside links and names', () => {
    const text = 'Open https://example.com/\u202egnp.exe and @ad\u200bmin #t\u200bag \u2066@ada\u2069';
    const html = render(text, [{ username: 'ada', written_as: 'ada' }]);
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('href="/profile/ada"');
    expect(html).toContain('href="/tags/t"');
    expect(tags(html)).toEqual(['a', 'a', 'a']);
    expect(shown(html)).toBe(text);
  });

  it('draws 10,000 @ as plain text', () => {
    const text = '@'.repeat(10_000);
    const html = render(text);
    expect(tags(html)).toEqual([]);
    expect(html).toBe(text);
  });
});
