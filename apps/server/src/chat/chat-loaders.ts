import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { Viewer } from '../accounts/viewer';
import { ChatService, type MessagePageData, type MessagePageRequest } from './chat.service';

/**
 * Batched loads of the chat's GraphQL fields, one set per request: a list of conversations asking
 * each for its messages costs one statement, whatever its length.
 */
@Injectable()
export class ChatLoaders {
  private readonly perRequest = new WeakMap<object, DataLoader<MessagePageRequest, MessagePageData, string>>();

  constructor(private readonly chat: ChatService) {}

  /** The message pages of a request (`request` is its GraphQL context's request), made on first use. */
  messagePages(request: object, viewer: Viewer): DataLoader<MessagePageRequest, MessagePageData, string> {
    let loader = this.perRequest.get(request);
    if (!loader) {
      // DataLoader rejects the load of a key answered with an error (400, 404) and only that one.
      loader = new DataLoader<MessagePageRequest, MessagePageData, string>((requests) => this.chat.messagePages(viewer, requests), {
        cacheKeyFn: ({ conversationId, before }) => `${conversationId}:${before ?? ''}`,
      });
      this.perRequest.set(request, loader);
    }
    return loader;
  }
}
