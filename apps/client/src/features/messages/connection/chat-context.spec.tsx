import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ChatContext, useChat, type ChatState } from './chat-context';
import { openOutbox } from './outbox';

function Probe() {
  const chat = useChat();
  return <p>{chat.draft('c1')}</p>;
}

const state: ChatState = {
  typing: new Map(),
  setReading: () => undefined,
  typed: () => undefined,
  sent: () => undefined, kept: () => undefined,
  draft: () => 'kept draft',
  watch: () => () => undefined,
  outbox: openOutbox(null),
  sendOutbox: () => undefined,
};

describe('useChat', () => {
  it('raises an error outside the chat provider (spec §8)', () => {
    expect(() => renderToString(<Probe />)).toThrow('useChat() was called outside <ChatProvider>');
  });

  it('gives the chat state inside it', () => {
    expect(
      renderToString(
        <ChatContext.Provider value={state}>
          <Probe />
        </ChatContext.Provider>,
      ),
    ).toContain('kept draft');
  });
});
