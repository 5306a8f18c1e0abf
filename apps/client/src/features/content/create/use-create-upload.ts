import { useState } from 'react';
import { upload } from '../../../lib/http';
import { useNotices } from '../../../ui/Notices';
import { kindTypename } from '../kind-facts';
import { readCreation, refusalMessages, requestFailed } from './creation-outcome';
import { useFinishCreation } from './use-finish-creation';

/**
 * Sends a post or an event with its images in one multipart request (files in gallery order under
 * `media`, their descriptions in `media_alts`), with progress; then the success handling of spec §2 or the failure notices of spec §8.
 * `atFields` may take a refusal's messages to show them at their fields (true: taken, no notice).
 */
export function useCreateUpload(kind: 'post' | 'event', onClose: () => void, atFields?: (messages: string[]) => boolean) {
  const [progress, setProgress] = useState<number | null>(null);
  const finish = useFinishCreation();
  const notices = useNotices();

  async function send(fields: Record<string, string>, files: readonly File[], alts: readonly string[]) {
    const form = new FormData();
    Object.entries(fields).forEach(([name, value]) => form.append(name, value));
    form.append('media_alts', JSON.stringify(alts));
    files.forEach((file) => form.append('media', file, file.name));
    setProgress(0);
    try {
      const answer = await upload({ url: `/api/${kind}s`, form, onProgress: setProgress });
      const outcome = readCreation(answer, kind);
      setProgress(null);
      if (outcome.ok) finish({ kind, id: outcome.id }, onClose);
      else if (!atFields?.(refusalMessages(answer))) notices.warn(outcome.alert);
    } catch (error) {
      console.error(`Create ${kindTypename(kind)} failed`, error);
      setProgress(null);
      notices.warn(requestFailed());
    }
  }

  return { send, busy: progress !== null, progress };
}
