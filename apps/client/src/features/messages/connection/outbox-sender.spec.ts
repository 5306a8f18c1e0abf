import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_CODES } from '@gatherly/schema';
import { RETRY_DELAYS_MS } from '../../../lib/apollo/connection';
import { openOutbox, type OutboxMessage } from './outbox';
import { createOutboxSender, refusedForGood } from './outbox-sender';

const message = (clientId: string, conversationId = 'c1'): OutboxMessage => ({ client_id: clientId, conversation_id: conversationId, content: `text ${clientId}`, written_at: 1 });
const refusal = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'No.', extensions: { code } }] });
const noAnswer = () => new TypeError('Failed to fetch');

/**
 * An outbox holding `clientIds` and its sender over a fake server: each send answers what `answer`
 * says for that message (nothing: stored), after the previous send has finished.
 */
function setup(clientIds: string[], answer: (clientId: string, attempt: number) => Error | null = () => null) {
  const outbox = openOutbox(null);
  clientIds.forEach((id) => outbox.add(message(id)));
  const sent: string[] = [];
  let online = true;
  let inFlight = 0;
  const sender = createOutboxSender({
    outbox,
    online: () => online,
    async send(next) {
      inFlight += 1;
      if (inFlight > 1) throw new Error('two sends at once');
      sent.push(next.client_id);
      await Promise.resolve();
      inFlight -= 1;
      const error = answer(next.client_id, sent.filter((id) => id === next.client_id).length);
      if (error) throw error;
    },
  });
  return { outbox, sender, sent, setOnline: (value: boolean) => void (online = value), waiting: () => outbox.getSnapshot().waiting.map((item) => item.client_id) };
}

describe('outbox sender', () => {
  beforeEach(() => void jest.useFakeTimers());
  afterEach(() => void jest.useRealTimers());

  it('sends what waits one at a time, in the order written, each once, and empties the outbox', async () => {
    const { sender, sent, waiting } = setup(['a', 'b', 'c']);
    await Promise.all([sender.flush(), sender.flush()]);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(waiting()).toEqual([]);
  });

  it('sends nothing offline, and everything once the network returns', async () => {
    const { sender, sent, setOnline, waiting } = setup(['a', 'b']);
    setOnline(false);
    await sender.flush();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    setOnline(true);
    await sender.flush();
    expect(sent).toEqual(['a', 'b']);
    expect(waiting()).toEqual([]);
  });

  it('keeps a message whose send got no answer, and tries it again, with the same id, after a growing wait', async () => {
    const { sender, sent, waiting } = setup(['a', 'b'], (id, attempt) => (id === 'a' && attempt <= 2 ? noAnswer() : null));
    await sender.flush();
    expect(sent).toEqual(['a']);
    expect(waiting()).toEqual(['a', 'b']);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(sent).toEqual(['a', 'a']);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] - 1);
    expect(sent).toEqual(['a', 'a']);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['a', 'a', 'a', 'b']);
    expect(waiting()).toEqual([]);
  });

  it('waits and tries again when the server says it is too fast, rather than giving up', async () => {
    const { sender, sent, outbox } = setup(['a'], (_id, attempt) => (attempt === 1 ? refusal(ERROR_CODES.rateLimited) : null));
    await sender.flush();
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(sent).toEqual(['a', 'a']);
    expect(outbox.getSnapshot()).toEqual({ waiting: [], returned: [] });
  });

  it('gives a message the server refuses for good back to its box, and goes on with the next', async () => {
    const { sender, sent, outbox } = setup(['a', 'b'], (id) => (id === 'a' ? refusal(ERROR_CODES.conversationNotFound) : null));
    await sender.flush();
    expect(sent).toEqual(['a', 'b']);
    expect(outbox.getSnapshot().waiting).toEqual([]);
    expect(outbox.takeReturned('c1')).toEqual(['text a']);
  });

  it('plans no more tries once disposed (the person left), until flushed again', async () => {
    const { sender, sent } = setup(['a'], (_id, attempt) => (attempt === 1 ? noAnswer() : null));
    await sender.flush();
    sender.dispose();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual(['a']);
    await sender.flush();
    expect(sent).toEqual(['a', 'a']);
  });
});

describe('refusedForGood', () => {
  const serverError = (status: number) => new ServerError('failed', { response: new Response('', { status }), bodyText: '' });

  it('is a refusal the server answered: not allowed, not found, invalid', () => {
    expect(refusedForGood(refusal(ERROR_CODES.forbidden))).toBe(true);
    expect(refusedForGood(refusal(ERROR_CODES.conversationNotFound))).toBe(true);
    expect(refusedForGood(refusal(ERROR_CODES.validation))).toBe(true);
    expect(refusedForGood(serverError(400))).toBe(true);
  });

  it('is not a missing answer, a busy or rate-limited server, or a session being renewed', () => {
    expect(refusedForGood(noAnswer())).toBe(false);
    expect(refusedForGood(serverError(503))).toBe(false);
    expect(refusedForGood(serverError(500))).toBe(false);
    expect(refusedForGood(refusal(ERROR_CODES.rateLimited))).toBe(false);
    expect(refusedForGood(refusal(ERROR_CODES.unavailable))).toBe(false);
    expect(refusedForGood(refusal(ERROR_CODES.unauthenticated))).toBe(false);
  });
});
