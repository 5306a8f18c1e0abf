import type { ContentKindDescriptor } from '../shared/content-kind';
import { eventKind } from './event.kind';
import { EventsController } from './events.controller';
import { EventsResolver } from './events.resolver';
import { EventsSearchService } from './events-search.service';
import { EventsService } from './events.service';

/** Everything about events, as the content registry lists it. */
export const events: ContentKindDescriptor = {
  ...eventKind,
  service: EventsService,
  resolver: EventsResolver,
  controller: EventsController,
  providers: [EventsSearchService],
};
