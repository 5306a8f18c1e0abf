import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ThemeValue } from '@gatherly/schema';
import { SaveThemePreferenceDocument } from './SaveThemePreference.generated';

/**
 * Saves the chosen theme on the account, so that logging in elsewhere applies it. Choices made
 * while a save is out wait for it and only the latest is sent, so the server keeps the last one.
 * `failed` tells whether saving the latest choice failed.
 */
export function useSaveTheme() {
  const [mutate] = useMutation(SaveThemePreferenceDocument);
  const [failed, setFailed] = useState(false);
  const queue = useRef<{ sending: boolean; next: ThemeValue | null }>({ sending: false, next: null });

  async function drain() {
    const state = queue.current;
    if (state.sending) return;
    state.sending = true;
    while (state.next !== null) {
      const theme = state.next;
      state.next = null;
      let ok = true;
      try {
        await mutate({ variables: { theme } });
      } catch (error) {
        console.error('Save theme preference failed', error);
        ok = false;
      }
      if (state.next === null) setFailed(!ok);
    }
    state.sending = false;
  }

  const save = (theme: ThemeValue) => {
    queue.current.next = theme;
    void drain();
  };

  return { save, failed };
}
