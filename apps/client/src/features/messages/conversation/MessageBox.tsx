import { useId, useState, type FormEvent } from 'react';
import { isBlank, LIMITS, messageProblems, UI } from '@gatherly/schema';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { useChat } from '../connection/chat-context';
import { useSendMessage } from './use-send-message';

/**
 * The message box (spec §5): at most 400 characters; Send is disabled, and Enter ignored, while the
 * text is blank as the server judges it (whitespace and zero-width characters only), without a
 * word. Enter sends, Shift+Enter breaks the line. What was typed survives switching conversations;
 * a message that could not be sent comes back into the box (spec §8: no failure text).
 */
export function MessageBox({ conversationId }: { conversationId: string }) {
  const chat = useChat();
  const send = useSendMessage();
  const errorId = useId();
  const [text, setText] = useState(() => chat.draft(conversationId));
  const blank = isBlank(text);
  const problems = messageProblems(text);
  const shown = blank ? [] : problems;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.currentTarget.querySelector('textarea')?.focus();
    if (problems.length > 0) return;
    const content = text.trim();
    setText('');
    chat.sent(conversationId);
    try {
      await send(conversationId, content);
    } catch (error) {
      console.error('Sending a message failed', error);
      setText((current) => (current === '' ? content : current));
    }
  }

  return (
    <form className="message-box" onSubmit={onSubmit}>
      <TextArea
        className="message-box__field"
        label="Message"
        hideLabel
        placeholder="Message..."
        value={text}
        maxLength={LIMITS.messageLength}
        autoGrowMaxPx={UI.commentBoxMaxHeightPx}
        aria-invalid={shown.length > 0 || undefined}
        aria-describedby={shown.length > 0 ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          chat.typed(conversationId, event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <Button type="submit" disabled={problems.length > 0}>
        Send
      </Button>
      {shown.length > 0 ? (
        <p id={errorId} className="message-box__error" role="alert">
          {shown[0]}
        </p>
      ) : null}
    </form>
  );
}
