import { useState, type FormEvent } from 'react';
import { isBlank, LIMITS, UI, validateComment } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { useNotices } from '../../../ui/Notices';
import { MentionTextArea } from '../../mentions';
import type { ContentKind } from '../kind-facts';
import { useAddComment } from './use-add-comment';

/** 'Add a comment...' growing up to 120 px, and Post (disabled while the text is blank as the server judges it). */
export function CommentBox({ kind, itemId }: { kind: ContentKind; itemId: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const { add, pending } = useAddComment(kind, itemId);
  const notices = useNotices();
  const content = text.trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || validateComment(content).length > 0) return;
    try {
      await add(content);
      setText('');
    } catch (error) {
      console.error(`Comment on ${kind} failed`, error);
      notices.warn(t('content.comments.failed', { kind }));
    }
  }

  return (
    <form className="comment-box" onSubmit={onSubmit}>
      <MentionTextArea
        className="comment-box__field"
        label={t('content.comments.add')}
        hideLabel
        listAbove
        placeholder={t('content.comments.add')}
        value={text}
        onValueChange={setText}
        maxLength={LIMITS.commentLength}
        autoGrowMaxPx={UI.commentBoxMaxHeightPx}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter posts, Shift+Enter breaks the line.
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <Button type="submit" variant="link" disabled={isBlank(content) || pending}>
        {t('content.comments.post')}
      </Button>
    </form>
  );
}
