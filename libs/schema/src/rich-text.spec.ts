import { firstLinkOf, hashtagsOf, mentionedUsernames, normalizeHashtag, textParts } from './rich-text';
import { hashtagNamed } from './hashtags';

const joined = (text: string) => textParts(text).map((part) => part.text).join('');

describe('the parts of a text', () => {
  it('finds mentions, hashtags and links, and gives the text back when joined', () => {
    const text = 'Jazz by the river with @ada_l and @Bob! #Jazz #Café see https://example.com/a_(b)?q=1#x.';
    expect(textParts(text)).toEqual([
      { kind: 'text', text: 'Jazz by the river with ' },
      { kind: 'mention', text: '@ada_l', username: 'ada_l' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@Bob', username: 'Bob' },
      { kind: 'text', text: '! ' },
      { kind: 'hashtag', text: '#Jazz', tag: 'jazz' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#Café', tag: 'cafe' },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: 'https://example.com/a_(b)?q=1#x', url: 'https://example.com/a_(b)?q=1#x' },
      { kind: 'text', text: '.' },
    ]);
    expect(joined(text)).toBe(text);
  });

  it('takes no mention or hashtag inside a word, an address or a link, nor an all-digit tag', () => {
    expect(textParts('mail ada@example.com, a#b, #1 and #2024 http://x.org/@ada#top').map((part) => part.kind)).toEqual(['text', 'link']);
    expect(mentionedUsernames('@@ada @ada@b')).toEqual([]);
  });

  it('folds case and Latin, Greek and Cyrillic accents of tags, and keeps other scripts whole', () => {
    expect(normalizeHashtag('CAFÉ')).toBe('cafe');
    expect(normalizeHashtag('Ὀδύσσεια')).toBe('οδυσσεια');
    expect(normalizeHashtag('Ёлка')).toBe('елка');
    expect(normalizeHashtag('हिन्दी')).toBe('हिन्दी'.normalize('NFC'));
    expect(hashtagsOf('#東京 #Café #cafe #CAFE #日本_2024')).toEqual(['東京', 'cafe', '日本_2024']);
  });

  it('names each person once, and a link only when it is a web address', () => {
    expect(mentionedUsernames('@Ada @ada @bob @ada')).toEqual(['Ada', 'bob']);
    expect(firstLinkOf('go to (https://example.com/page) now, or https://second.example')).toBe('https://example.com/page');
    expect(firstLinkOf('javascript:alert(1) ftp://x.org http://')).toBeNull();
  });

  it('keeps hostile text as text', () => {
    for (const hostile of ['@<script>alert(1)</script>', '#"><img src=x onerror=alert(1)>', '\u202e@ada\u202c', '@\u200bada', '#\u200btag', '@'.repeat(10_000)]) {
      expect(joined(hostile)).toBe(hostile);
      for (const part of textParts(hostile)) if (part.kind !== 'text') expect(part.text).toMatch(/^[@#][\p{L}\p{M}\p{N}_]+$/u);
    }
    expect(mentionedUsernames('\u202e@ada\u202c')).toEqual(['ada']);
    expect(mentionedUsernames('@'.repeat(10_000))).toEqual([]);
  });
});

describe('hashtagNamed', () => {
  it('gives the normal form of a tag named in an address, with or without its #', () => {
    expect(hashtagNamed('Café')).toBe('cafe');
    expect(hashtagNamed('#JAZZ_2026')).toBe('jazz_2026');
    expect(hashtagNamed('Москва')).toBe('москва');
    expect(hashtagNamed('東京')).toBe('東京');
  });

  it('refuses what no text could carry as one tag', () => {
    for (const name of ['', '#', '123', 'two words', 'a#b', 'a-b', 'x'.repeat(101), '<script>']) expect(hashtagNamed(name)).toBeNull();
  });
});
