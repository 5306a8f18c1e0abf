import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventFields, storedText, validateEvent, validateImageCount } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { MediaService } from '../../media/media.service';
import { ContentItemsService } from '../shared/content-items.service';
import type { Row } from '../shared/content.models';
import { EventEntity } from './event.entity';
import { eventKind } from './event.kind';
import type { Event } from './event.model';

/** Event fields as a client sends them; on update, absent fields keep their stored value. */
export interface EventInput extends Partial<EventFields> {
  event_is_online?: boolean;
}

@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    @Inject(MediaService) private readonly media: MediaService,
  ) {}

  async create(viewer: Viewer, input: EventInput, images: Buffer[]): Promise<Row<Event>> {
    const fields = complete(input);
    const problems = [...validateEvent(fields), ...validateImageCount(images.length)];
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.items.countWrite(viewer, images.length);
    // Should the rows fail, the stored images are removed again: nothing is left half made.
    const id = await this.media.withStoredImages(images, (stored) =>
      this.items.create(viewer, 'event', stored, (manager, itemId) => manager.insert(EventEntity, { itemId, ...columns(fields, input.event_is_online ?? false) }).then(() => undefined)),
    );
    return this.items.get(eventKind, id);
  }

  async update(viewer: Viewer, id: string, input: EventInput): Promise<Row<Event>> {
    await this.items.countWrite(viewer);
    await this.db.transaction(async (manager) => {
      await this.items.requireOwn(viewer, id, 'event', manager);
      const stored = await manager.findOneOrFail(EventEntity, { where: { itemId: id } });
      const storedDate = stored.eventDate.toISOString();
      const fields = complete({
        event_name: stored.name,
        event_description: stored.description,
        event_date: storedDate,
        event_location: stored.location,
        event_category: stored.category,
        ...definedOnly(input),
      });
      const problems = validateEvent(fields, Date.now(), storedDate);
      if (problems.length > 0) throw DomainError.invalid(problems);
      await manager.update(EventEntity, { itemId: id }, columns(fields, input.event_is_online ?? stored.isOnline));
      await this.items.touch(manager, id);
    });
    return this.items.get(eventKind, id);
  }
}

function complete(input: EventInput): EventFields {
  return {
    event_name: input.event_name ?? '',
    event_description: input.event_description ?? '',
    event_date: input.event_date ?? '',
    event_location: input.event_location ?? '',
    event_category: input.event_category ?? '',
  };
}

function definedOnly(input: EventInput): Partial<EventFields> {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && key !== 'event_is_online'));
}

function columns(fields: EventFields, isOnline: boolean) {
  return {
    name: storedText(fields.event_name),
    description: storedText(fields.event_description),
    eventDate: new Date(fields.event_date),
    location: storedText(fields.event_location),
    category: fields.event_category,
    isOnline,
  };
}
