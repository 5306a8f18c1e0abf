import { oembedMetadataOf, pageMetadataOf, pageReadingOf, previewOf, wantsOembed } from './page-metadata';

const page = new URL('https://news.example/articles/42');

describe('what a page says of itself', () => {
  it('reads Open Graph first', () => {
    const html = `<!doctype html><html><head><title>Plain title</title>
      <meta property="og:title" content="Jazz on the river &amp; more">
      <meta property="og:description" content="Three nights of music.">
      <meta property="og:site_name" content="River News">
      <meta property="og:image" content="/images/boat.jpg">
      <meta name="description" content="Not this one"></head><body>x</body></html>`;
    expect(pageMetadataOf(html, page)).toEqual({
      title: 'Jazz on the river & more',
      description: 'Three nights of music.',
      siteName: 'River News',
      image: 'https://news.example/images/boat.jpg',
    });
  });

  it('falls back to Twitter cards, then <title> and the meta description', () => {
    const twitter = `<meta name="twitter:title" content="Card title"><meta name="twitter:image" content="https://cdn.example/c.png">`;
    expect(pageMetadataOf(twitter, page)).toMatchObject({ title: 'Card title', image: 'https://cdn.example/c.png', description: null, siteName: null });
    const plain = `<html><head><TITLE>  Just a\n page </TITLE><meta name="Description" content="About it"></head></html>`;
    expect(pageMetadataOf(plain, page)).toEqual({ title: 'Just a page', description: 'About it', siteName: null, image: null });
  });

  it('keeps markup in values as text and refuses images that are not http(s)', () => {
    const html = `<meta property="og:title" content="<script>alert(1)</script>"><meta property="og:image" content="javascript:alert(1)">`;
    expect(pageMetadataOf(html, page)).toMatchObject({ title: '<script>alert(1)</script>', image: null });
  });

  it('bounds long texts and drops invisible characters', () => {
    const html = `<meta property="og:title" content="${'a'.repeat(400)}"><meta property="og:description" content="left\u202Eright\u200B!">`;
    const metadata = pageMetadataOf(html, page);
    expect(metadata.title).toHaveLength(300);
    expect(metadata.title?.endsWith('…')).toBe(true);
    expect(metadata.description).toBe('left right !');
  });

  it('finds nothing in a page without metadata', () => {
    expect(pageMetadataOf('<p>hello</p>', page)).toEqual({ title: null, description: null, siteName: null, image: null });
  });
});

describe('a page\'s oEmbed', () => {
  const oembedUrl = new URL('https://video.example/oembed?url=https%3A%2F%2Fnews.example%2Farticles%2F42&format=json');
  const advertised = (head: string) => `<html><head><title>Plain title</title>${head}
    <link rel="alternate" type="application/json+oembed" href="/oembed?url=https%3A%2F%2Fnews.example%2Farticles%2F42&amp;format=json" title="oEmbed">
    <link rel="alternate" type="application/json+oembed" href="https://elsewhere.example/second"></head></html>`;

  it('is found from the first JSON oEmbed link, resolved against the page, and asked when the card lacks a title or an image', () => {
    const bare = pageReadingOf(advertised(''), page);
    expect(bare.oembed).toBe('https://news.example/oembed?url=https%3A%2F%2Fnews.example%2Farticles%2F42&format=json');
    expect(wantsOembed(bare)).toBe(true);
    expect(wantsOembed(pageReadingOf(advertised('<meta property="og:title" content="Card">'), page))).toBe(true);
    expect(wantsOembed(pageReadingOf(advertised('<meta property="og:image" content="/a.png">'), page))).toBe(true);
    const full = pageReadingOf(advertised('<meta property="og:title" content="Card"><meta property="og:image" content="/a.png">'), page);
    expect(full.oembed).not.toBeNull();
    expect(wantsOembed(full)).toBe(false);
  });

  it('is not taken from other links: XML oEmbed, another rel, no href, or a scheme other than http(s)', () => {
    const links = [
      '<link rel="alternate" type="text/xml+oembed" href="/oembed.xml">',
      '<link rel="stylesheet" type="application/json+oembed" href="/style">',
      '<link rel="alternate" type="application/json+oembed">',
      '<link rel="alternate" type="application/json+oembed" href="javascript:alert(1)">',
    ];
    for (const link of links) expect(pageReadingOf(`<head>${link}</head>`, page).oembed).toBeNull();
    expect(pageReadingOf('<LINK REL="Alternate Home" TYPE="Text/JSON+oEmbed" HREF="https://video.example/o">', page).oembed).toBe('https://video.example/o');
    expect(wantsOembed(pageReadingOf('<p>no head</p>', page))).toBe(false);
  });

  it('gives the title, the provider (else the author) as the site, and the thumbnail resolved against the oEmbed URL', () => {
    const answer = { version: '1.0', type: 'video', title: 'Boats  at\nnight', author_name: 'Ana', provider_name: 'River Video', thumbnail_url: '/thumbs/42.jpg', html: '<iframe src="x"></iframe>' };
    expect(oembedMetadataOf(JSON.stringify(answer), oembedUrl)).toEqual({ title: 'Boats at night', siteName: 'River Video', image: 'https://video.example/thumbs/42.jpg' });
    expect(oembedMetadataOf(JSON.stringify({ ...answer, provider_name: ' ' }), oembedUrl).siteName).toBe('Ana');
    // A photo without a thumbnail is its own image.
    expect(oembedMetadataOf(JSON.stringify({ type: 'photo', url: 'https://video.example/p.png' }), oembedUrl).image).toBe('https://video.example/p.png');
    expect(oembedMetadataOf(JSON.stringify({ type: 'rich', url: 'https://video.example/p.png' }), oembedUrl).image).toBeNull();
  });

  it('ignores values that are not text, images that are not http(s), and bodies that are not a JSON object', () => {
    const hostile = { title: { toString: 'x' }, provider_name: 42, author_name: ['a'], thumbnail_url: 'javascript:alert(1)' };
    expect(oembedMetadataOf(JSON.stringify(hostile), oembedUrl)).toEqual({ title: null, siteName: null, image: null });
    for (const body of ['', 'not json', '[1,2]', 'null', '"title"', '{"title": "cut'])
      expect(oembedMetadataOf(body, oembedUrl)).toEqual({ title: null, siteName: null, image: null });
    expect(oembedMetadataOf(JSON.stringify({ title: `<b>${'t'.repeat(400)}</b>` }), oembedUrl).title).toHaveLength(300);
  });

  it('fills what the card lacks, under the card and over the plain title', () => {
    const oembed = { title: 'Boats at night', siteName: 'River Video', image: 'https://video.example/thumbs/42.jpg' };
    expect(previewOf(pageReadingOf(advertised('<meta name="description" content="About it">'), page), oembed)).toEqual({
      title: 'Boats at night',
      description: 'About it',
      siteName: 'River Video',
      image: 'https://video.example/thumbs/42.jpg',
    });
    const card = pageReadingOf(advertised('<meta property="og:title" content="Card title"><meta property="og:site_name" content="River News">'), page);
    expect(previewOf(card, oembed)).toEqual({ title: 'Card title', description: null, siteName: 'River News', image: 'https://video.example/thumbs/42.jpg' });
    // Without an answer, the plain title stands.
    expect(previewOf(pageReadingOf(advertised(''), page), null)).toEqual({ title: 'Plain title', description: null, siteName: null, image: null });
    expect(previewOf(pageReadingOf(advertised(''), page), { title: null, siteName: null, image: null }).title).toBe('Plain title');
  });
});
