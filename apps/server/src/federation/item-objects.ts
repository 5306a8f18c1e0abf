import { Temporal } from '@js-temporal/polyfill';
import type { Event, Note } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import type { Fedify } from './fedify';
import type { CommentRow, ItemRow } from './federation-reads';

/** The Activity Streams public audience: everything Gatherly shares is public. */
export const PUBLIC_AUDIENCE = 'https://www.w3.org/ns/activitystreams#Public';

/** How long an event lasts when it says nothing else, for servers that need an end (Mobilizon shows one). */
const EVENT_HOURS = 2;

/**
 * Mobilizon's and schema.org's terms for events (FEP-8a8e), which Mobilizon, Gancio and Friendica
 * read: time zone, category, online, how people join, seats.
 */
const EVENT_CONTEXT = {
  mz: 'https://joinmobilizon.org/ns#',
  sc: 'http://schema.org#',
  timezone: { '@id': 'mz:timezone', '@type': 'sc:Text' },
  category: 'sc:category',
  isOnline: { '@id': 'mz:isOnline', '@type': 'sc:Boolean' },
  joinMode: { '@id': 'mz:joinMode', '@type': 'mz:joinModeType' },
  participantCount: { '@id': 'mz:participantCount', '@type': 'sc:Integer' },
  maximumAttendeeCapacity: 'sc:maximumAttendeeCapacity',
  remainingAttendeeCapacity: 'sc:remainingAttendeeCapacity',
};

/** A plain text as the HTML other servers show: escaped, its paragraphs and line breaks kept. */
export function htmlOf(text: string): string {
  const escape = (part: string) => part.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const instant = (date: Date) => Temporal.Instant.from(date.toISOString());

/** Gatherly's items as Activity Streams objects: a remark or a post a Note, an event an Event; a comment a Note that replies. */
export class ItemObjects {
  constructor(
    private readonly fedify: Fedify,
    private readonly publicUrl: string,
    private readonly imageUrl: (storageKey: string) => string,
  ) {}

  idOf(itemId: string): URL {
    return new URL(`/items/${itemId}`, this.publicUrl);
  }

  commentIdOf(commentId: string): URL {
    return new URL(`/comments/${commentId}`, this.publicUrl);
  }

  /** A comment as a Note replying to its item (where the item came from, for an item of another server). */
  reply(comment: CommentRow): Note {
    const author = new URL(`/users/${encodeURIComponent(comment.authorUsername)}`, this.publicUrl);
    return new this.fedify.Note({
      id: this.commentIdOf(comment.id),
      attribution: author,
      to: new URL(PUBLIC_AUDIENCE),
      cc: new URL(`${author.href}/followers`),
      replyTarget: comment.itemRemoteUrl ? new URL(comment.itemRemoteUrl) : this.idOf(comment.itemId),
      content: htmlOf(comment.text),
      published: instant(comment.createdAt),
    });
  }

  object(item: ItemRow): Note | Event {
    const { Event, Image, Note, Place } = this.fedify;
    const author = new URL(`/users/${encodeURIComponent(item.authorUsername)}`, this.publicUrl);
    const common = {
      id: this.idOf(item.id),
      attribution: author,
      to: new URL(PUBLIC_AUDIENCE),
      cc: new URL(`${author.href}/followers`),
      url: new URL(`/profile/${encodeURIComponent(item.authorUsername)}`, this.publicUrl),
      published: instant(item.createdAt),
      updated: item.editedAt ? instant(item.editedAt) : null,
      attachments: item.images.map(
        (image) => new Image({ url: new URL(this.imageUrl(image.storageKey), this.publicUrl), mediaType: 'image/webp', width: image.width, height: image.height, name: image.altText }),
      ),
    };
    if (!item.event) return new Note({ ...common, content: htmlOf(item.text) });
    const event = item.event;
    const hasPlace = event.location !== '' || event.latitude !== null;
    return new Event({
      ...common,
      name: event.name,
      content: item.text ? htmlOf(item.text) : null,
      startTime: instant(event.date),
      endTime: instant(new Date(event.date.getTime() + EVENT_HOURS * 3_600_000)),
      location: hasPlace ? new Place({ name: event.location || null, latitude: event.latitude, longitude: event.longitude }) : null,
    });
  }
}

/**
 * The JSON-LD of an item's object, with Mobilizon's terms for an event (Fedify's vocabulary has
 * none of them).
 */
export async function activityJson(object: Note | Event, item?: ItemRow): Promise<Record<string, unknown>> {
  const compacted = (await object.toJsonLd({ format: 'compact' })) as Record<string, unknown>;
  // The public audience by its whole IRI, which every server reads (some know no `as:Public`).
  const json = { ...compacted, ...Object.fromEntries((['to', 'cc'] as const).filter((key) => compacted[key] === 'as:Public').map((key) => [key, PUBLIC_AUDIENCE])) };
  const event = item?.event;
  if (!event) return json;
  const context = Array.isArray(json['@context']) ? json['@context'] : [json['@context']];
  return {
    ...json,
    '@context': [...context, EVENT_CONTEXT],
    timezone: event.timezone,
    category: event.category,
    isOnline: event.isOnline,
    joinMode: event.requiresApproval ? 'restricted' : 'free',
    participantCount: event.goingCount,
    ...(event.capacity === null ? {} : { maximumAttendeeCapacity: event.capacity, remainingAttendeeCapacity: Math.max(0, event.capacity - event.goingCount) }),
  };
}
