import { Parser } from 'htmlparser2';

/** What a page says of itself, as a preview shows it; texts are single lines, trimmed and bounded. */
export interface PageMetadata {
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Absolute http(s) URL of the page's image, to be fetched (and re-encoded) in turn. */
  image: string | null;
}

export const METADATA_LIMITS = { title: 300, description: 1000, siteName: 200 } as const;

/** What a page's HTML says, before its oEmbed (if any) is asked. */
export interface PageReading {
  /** Its card: Open Graph, then Twitter card properties. */
  card: PageMetadata;
  /** Its `<title>`, meta description and application name, for what the card does not say. */
  plain: Pick<PageMetadata, 'title' | 'description' | 'siteName'>;
  /** Absolute http(s) URL of the JSON oEmbed the page advertises, if any. */
  oembed: string | null;
}

/** What an oEmbed answer says of the page, as a preview shows it. */
export type OembedMetadata = Pick<PageMetadata, 'title' | 'siteName' | 'image'>;

/**
 * Reads a page's Open Graph and Twitter card properties, falling back to its `<title>` and meta
 * description (see pageReadingOf and previewOf); the page's oEmbed is not asked.
 */
export function pageMetadataOf(html: string, pageUrl: URL): PageMetadata {
  return previewOf(pageReadingOf(html, pageUrl), null);
}

/**
 * Reads a page's card properties, plain title and description, and the first JSON oEmbed link it
 * advertises, with an HTML parser (never patterns over the markup). Relative URLs are resolved
 * against the page's URL; the first value of each property wins, as Open Graph readers do.
 */
export function pageReadingOf(html: string, pageUrl: URL): PageReading {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let titleDone = false;
  let oembed: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title' && !titleDone) inTitle = true;
        if (name === 'link' && oembed === undefined && isJsonOembedLink(attributes)) oembed = attributes.href;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        const content = attributes.content;
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined && value.trim() !== '');
  return {
    card: {
      title: line(first('og:title', 'twitter:title'), METADATA_LIMITS.title),
      description: line(first('og:description', 'twitter:description'), METADATA_LIMITS.description),
      siteName: line(first('og:site_name'), METADATA_LIMITS.siteName),
      image: absoluteHttp(first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'), pageUrl),
    },
    plain: {
      title: line(title, METADATA_LIMITS.title),
      description: line(first('description'), METADATA_LIMITS.description),
      siteName: line(first('application-name'), METADATA_LIMITS.siteName),
    },
    oembed: absoluteHttp(oembed, pageUrl),
  };
}

/** `<link rel="alternate" type="application/json+oembed" href="…">` (or the older `text/json+oembed`). */
function isJsonOembedLink(attributes: Record<string, string>): boolean {
  const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  const type = (attributes.type ?? '').trim().toLowerCase();
  return rel.includes('alternate') && (type === 'application/json+oembed' || type === 'text/json+oembed') && Boolean(attributes.href?.trim());
}

/** Whether the page's oEmbed is worth asking: it advertises one, and its card lacks a title or an image. */
export function wantsOembed(reading: PageReading): reading is PageReading & { oembed: string } {
  return reading.oembed !== null && (reading.card.title === null || reading.card.image === null);
}

/**
 * Reads an oEmbed answer (https://oembed.com, JSON): its title, its provider's name (else its
 * author's) as the site's name, and its thumbnail (a photo's own URL when it has none) as the image,
 * resolved against the oEmbed URL. Values of another type than text are ignored; a body that is not a
 * JSON object says nothing.
 */
export function oembedMetadataOf(json: string, oembedUrl: URL): OembedMetadata {
  let answer: unknown;
  try {
    answer = JSON.parse(json);
  } catch {
    answer = null;
  }
  const fields = answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  const filled = (...values: Array<string | undefined>) => values.find((value) => value !== undefined && value.trim() !== '');
  return {
    title: line(text('title'), METADATA_LIMITS.title),
    siteName: line(filled(text('provider_name'), text('author_name')), METADATA_LIMITS.siteName),
    image: absoluteHttp(filled(text('thumbnail_url'), text('type') === 'photo' ? text('url') : undefined), oembedUrl),
  };
}

/**
 * The preview of a page: its card wins, then its oEmbed (when asked), then its plain title,
 * description and application name.
 */
export function previewOf(reading: PageReading, oembed: OembedMetadata | null): PageMetadata {
  return {
    title: reading.card.title ?? oembed?.title ?? reading.plain.title,
    description: reading.card.description ?? reading.plain.description,
    siteName: reading.card.siteName ?? oembed?.siteName ?? reading.plain.siteName,
    image: reading.card.image ?? oembed?.image ?? null,
  };
}

/** A text as one line without control or invisible formatting characters, at most `max` characters. */
function line(text: string | undefined, max: number): string | null {
  if (text === undefined) return null;
  const flat = text.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  if (flat === '') return null;
  return flat.length > max ? `${[...flat].slice(0, max - 1).join('').trimEnd()}…` : flat;
}

function absoluteHttp(link: string | undefined, base: URL): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
