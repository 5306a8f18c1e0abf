import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_CODES } from '@gatherly/schema';
import { SendMessageDocument } from '../conversation/ConversationMessages.generated';
import { RETRY_DELAYS_MS } from '../../../lib/apollo/connection';
import { errorCodesOf } from '../../../lib/errors/describe-error';
import { addMessage } from './chat-cache';
import type { Outbox, OutboxMessage } from './outbox';

/**
 * Sends one message with the id this app gave it; the answer joins the conversation at once (the
 * socket's copy of it is the same message). Sent again with the same id, the server answers the
 * message it stored first.
 */
export function sendWithClientId(client: ApolloClient, message: Pick<OutboxMessage, 'client_id' | 'conversation_id' | 'content'>): Promise<unknown> {
  return client.mutate({
    mutation: SendMessageDocument,
    variables: { conversationId: message.conversation_id, content: message.content, clientId: message.client_id },
    update(cache, { data }) {
      if (data) addMessage(cache, data.sendMessage);
    },
  });
}

/** Answers that say "not now" rather than "never": too fast, the server busy, a session being renewed. */
const LATER = new Set<string>([ERROR_CODES.rateLimited, ERROR_CODES.unavailable, ERROR_CODES.unauthenticated]);

/**
 * Whether the server answered and will never take the message (a conversation one is no longer in,
 * a suspended account), so that sending it again is pointless. No answer at all, or an answer
 * that asks to wait, is no refusal: the message waits for the next try.
 */
export function refusedForGood(error: unknown): boolean {
  if (errorCodesOf(error).some((code) => LATER.has(code))) return false;
  if (CombinedGraphQLErrors.is(error)) return true;
  return ServerError.is(error) && error.statusCode >= 400 && error.statusCode < 500;
}

export interface OutboxSenderOptions {
  outbox: Outbox;
  /** Sends one message with its client_id (sendWithClientId). */
  send(message: OutboxMessage): Promise<unknown>;
  /** Whether the device has a network: without one nothing is tried until it returns. */
  online(): boolean;
}

export interface OutboxSender {
  /** Sends what waits, in order; while one is being sent, another call sends again after it. */
  flush(): Promise<void>;
  /** Stops the tries planned and the sending under way after its message (the person left); flush starts again. */
  dispose(): void;
}

/**
 * Sends an outbox's messages one at a time, in the order written, each with its own client_id.
 * Each acknowledged leaves the outbox; one refused for good leaves it for the box. A try that gets
 * no answer while the device has a network (the server unreachable, an answer lost on the way) is
 * repeated with growing waits, as the app's queries are; offline, the next try is the network's
 * return (the `online` event, the chat socket's reconnection), which calls flush.
 */
export function createOutboxSender({ outbox, send, online }: OutboxSenderOptions): OutboxSender {
  let running: Promise<void> | null = null;
  let again = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  /** Sends until the outbox is empty; false when a message must wait for a later try. */
  async function drain(): Promise<boolean> {
    for (let next = outbox.getSnapshot().waiting[0]; next && !stopped; next = outbox.getSnapshot().waiting[0]) {
      if (!online()) return false;
      try {
        await send(next);
        outbox.sent(next.client_id);
        attempts = 0;
      } catch (error) {
        if (!refusedForGood(error)) return false;
        outbox.refused(next.client_id);
      }
    }
    return true;
  }

  async function run(): Promise<void> {
    let done: boolean;
    do {
      again = false;
      done = await drain();
    } while (again && !stopped);
    if (done || stopped || !online()) return;
    timer = setTimeout(() => void flush(), RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)]);
    attempts += 1;
  }

  function flush(): Promise<void> {
    stopped = false;
    clearTimer();
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => (running = null));
    return running;
  }

  return {
    flush,
    dispose() {
      stopped = true;
      clearTimer();
    },
  };
}
