import { describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { CHAT_MESSAGES } from '@gatherly/schema';
import { i18n, t } from '../../../lib/i18n';
import { ChatContext, type ChatState } from '../connection/chat-context';
import { openOutbox } from '../connection/outbox';

// Style sheets, which node cannot load, are nothing here; the box is loaded after.
jest.mock('../../../ui/button.css', () => ({}));
jest.mock('../../../ui/text-field.css', () => ({}));
const { MessageBox, charactersLeftText } = jest.requireActual<typeof import('./MessageBox')>('./MessageBox');

/** The message box as first drawn holding `draft` (what was typed before switching conversations). */
function render(draft: string): string {
  const chat: ChatState = { typing: new Map(), setReading: () => undefined, typed: () => undefined, sent: () => undefined, kept: () => undefined, draft: () => draft, watch: () => () => undefined, outbox: openOutbox(null), sendOutbox: () => undefined };
  const client = new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ChatContext.Provider value={chat}>
          <MessageBox conversationId="c1" />
        </ChatContext.Provider>
      </ApolloProvider>
    </I18nProvider>,
  );
}

const sendButton = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? '';

describe('MessageBox', () => {
  it.each([
    ['nothing', ''],
    ['spaces and a new line', '  \n '],
    ['zero-width spaces and joiners', '\u200b\u200c\u200d\u2060'],
    ['a byte order mark and a Hangul filler between spaces', ' \ufeff\u3164 '],
  ])('keeps Send disabled without a word while it holds %s, as the server refuses it blank', (_label, draft) => {
    const html = render(draft);
    expect(sendButton(html)).toContain('disabled=""');
    expect(html).not.toContain(t(CHAT_MESSAGES.messageBlank));
    expect(html).not.toContain('role="alert"');
  });

  it('enables Send for a word, even among zero-width characters', () => {
    const html = render('\u200bhi\u200b');
    expect(sendButton(html)).toMatch(/^<button/);
    expect(sendButton(html)).not.toContain('disabled');
  });

  it('counts the characters left near the limit, and refuses a longer text with the reason instead of cutting it', () => {
    expect(charactersLeftText(349)).toBeNull();
    expect(charactersLeftText(350)).toBe('50 characters left');
    expect(charactersLeftText(399)).toBe('1 character left');
    expect(charactersLeftText(400)).toBe('0 characters left');
    expect(charactersLeftText(401)).toBe('1 character too many');
    const html = render('a'.repeat(412));
    expect(html).toContain('a'.repeat(412));
    expect(html).toContain('12 characters too many');
    expect(html).toContain(t(CHAT_MESSAGES.messageTooLong));
    expect(sendButton(html)).toContain('disabled=""');
    expect(render('a'.repeat(388))).toContain('12 characters left');
  });
});
