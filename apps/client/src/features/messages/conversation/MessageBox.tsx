import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { characterCount, isBlank, LIMITS, messageProblems, UI } from '@gatherly/schema';
import { t as translate, useSay, useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { MentionTextArea } from '../../mentions';
import { useChat } from '../connection/chat-context';
import { withReturned } from '../connection/outbox';
import { useSendMessage } from './use-send-message';

/** '12 characters left', '1 character left', '3 characters too many'; null under 50 from the limit. */
export function charactersLeftText(count: number, limit: number = LIMITS.messageLength): string | null {
  if (count < limit - 50) return null;
  const left = limit - count;
  return left >= 0 ? translate('messages.box.left', { count: left }) : translate('messages.box.over', { count: -left });
}

export interface MessageBoxProps {
  /** The conversation written to; for a draft, a key of its own (its typed text is kept under it). */
  conversationId: string;
  /** Sends instead of sendMessage (a draft starts its conversation); no typing signals then. */
  sendDraft?: (content: string) => Promise<unknown>;
}

/**
 * The message box (spec §5): Send is disabled, and Enter ignored, while the text is blank as the
 * server judges it (whitespace and zero-width characters only), without a word. Near the 400
 * character limit it counts what is left; past it nothing is cut, Send is refused and says why.
 * Enter sends, Shift+Enter breaks the line. What was typed survives switching conversations;
 * a message that could not be sent comes back into the box (spec §8: no failure text), one the
 * outbox sent later and the server refused too. Offline, Send puts the message in the outbox.
 */
export function MessageBox({ conversationId, sendDraft }: MessageBoxProps) {
  const chat = useChat();
  const t = useT();
  const say = useSay();
  const sendMessage = useSendMessage();
  const errorId = useId();
  const counterId = useId();
  const [text, setText] = useState(() => chat.draft(conversationId));
  const blank = isBlank(text);
  const problems = messageProblems(text);
  const shown = blank ? [] : problems;
  const left = charactersLeftText(characterCount(text));
  useReturnedTexts(conversationId, text, setText);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.currentTarget.querySelector('textarea')?.focus();
    if (problems.length > 0) return;
    const content = text.trim();
    setText('');
    chat.sent(conversationId);
    try {
      await (sendDraft ? sendDraft(content) : sendMessage(conversationId, content));
    } catch (error) {
      console.error('Sending a message failed', error);
      setText((current) => withReturned([content], current));
    }
  }

  return (
    <form className="message-box" onSubmit={onSubmit}>
      <MentionTextArea
        className="message-box__field"
        label={t('messages.box.label')}
        hideLabel
        listAbove
        placeholder={t('messages.box.placeholder')}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (sendDraft) chat.kept(conversationId, value);
          else chat.typed(conversationId, value);
        }}
        autoGrowMaxPx={UI.commentBoxMaxHeightPx}
        aria-invalid={shown.length > 0 || undefined}
        aria-describedby={[shown.length > 0 ? errorId : '', left ? counterId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (sendDraft) chat.kept(conversationId, event.target.value);
          else chat.typed(conversationId, event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <Button type="submit" disabled={problems.length > 0}>
        {t('messages.box.send')}
      </Button>
      {left ? (
        <p id={counterId} className={shown.length > 0 ? 'message-box__counter is-over' : 'message-box__counter'}>
          {left}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <p id={errorId} className="message-box__error" role="alert">
          {say(shown[0])}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Puts into the box the texts of this conversation's messages the outbox sent and the server
 * refused, as soon as it shows (they wait in the outbox while another conversation is open).
 */
function useReturnedTexts(conversationId: string, text: string, setText: (text: string) => void) {
  const chat = useChat();
  const { outbox } = chat;
  const returned = useSyncExternalStore(outbox.subscribe, () => outbox.getSnapshot().returned, () => outbox.getSnapshot().returned);
  useEffect(() => {
    const texts = outbox.takeReturned(conversationId);
    if (texts.length === 0) return;
    const next = withReturned(texts, text);
    chat.kept(conversationId, next);
    setText(next);
  }, [returned, conversationId, outbox, chat, text, setText]);
}
