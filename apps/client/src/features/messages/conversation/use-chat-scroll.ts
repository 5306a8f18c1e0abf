import { useLayoutEffect, useRef, type RefObject } from 'react';
import { UI } from '@gatherly/schema';

/**
 * Keeps a message list where a reader expects it: at the bottom when it opens, following new
 * messages while the reader is at the bottom (always for their own), and in place when older
 * messages are added above. Answers the scroll handler that notes where the reader is.
 */
export function useChatScroll(ref: RefObject<HTMLElement | null>, firstId: string | null, lastId: string | null, lastIsMine: boolean): () => void {
  const seen = useRef<{ first: string | null; last: string | null; height: number; atBottom: boolean }>({ first: null, last: null, height: 0, atBottom: true });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const state = seen.current;
    if (state.last === null || (lastId !== state.last && (state.atBottom || lastIsMine))) {
      element.scrollTop = element.scrollHeight;
      state.atBottom = true;
    } else if (firstId !== state.first && lastId === state.last) {
      element.scrollTop += element.scrollHeight - state.height;
    }
    state.first = firstId;
    state.last = lastId;
    state.height = element.scrollHeight;
  });

  return () => {
    const element = ref.current;
    if (!element) return;
    seen.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= UI.infiniteScrollTriggerPx;
    seen.current.height = element.scrollHeight;
  };
}
