export interface TypingNotifierOptions {
  /** Tells the server that the reader started (true) or stopped (false) typing in a conversation. */
  send(conversationId: string, isTyping: boolean): void;
  /** At most one start per conversation in this time (spec §9: 5 s). */
  throttleMs: number;
  /** A stop follows this long after the last keystroke (spec §9: 2 s). */
  idleMs: number;
  now?: () => number;
}

export interface TypingNotifier {
  /** The text of a conversation's message box changed. */
  changed(conversationId: string, text: string): void;
  /** The message was sent: typing stops. */
  sent(conversationId: string): void;
  /** Stops every conversation still marked as typing (leaving the signed-in area). */
  dispose(): void;
}

interface State {
  typing: boolean;
  lastStart: number;
  idle?: ReturnType<typeof setTimeout>;
}

/**
 * Typing signals of spec §4: a start when the box holds text, at most one per `throttleMs` per
 * conversation (a long typist's next start tells the others it goes on); a stop after `idleMs`
 * without a keystroke, on send, or when the box is emptied, and only after a start.
 */
export function createTypingNotifier({ send, throttleMs, idleMs, now = Date.now }: TypingNotifierOptions): TypingNotifier {
  const states = new Map<string, State>();

  function stop(conversationId: string) {
    const state = states.get(conversationId);
    if (!state) return;
    clearTimeout(state.idle);
    state.idle = undefined;
    if (!state.typing) return;
    state.typing = false;
    send(conversationId, false);
  }

  return {
    changed(conversationId, text) {
      if (text.trim() === '') return stop(conversationId);
      let state = states.get(conversationId);
      if (!state) states.set(conversationId, (state = { typing: false, lastStart: -Infinity }));
      const time = now();
      if (time - state.lastStart >= throttleMs) {
        state.lastStart = time;
        state.typing = true;
        send(conversationId, true);
      }
      clearTimeout(state.idle);
      state.idle = setTimeout(() => stop(conversationId), idleMs);
    },
    sent: stop,
    dispose() {
      for (const conversationId of states.keys()) stop(conversationId);
    },
  };
}
