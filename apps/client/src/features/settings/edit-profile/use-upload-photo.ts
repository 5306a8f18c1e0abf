import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { upload, type UploadAnswer } from '../../../lib/http';
import { sessionStore } from '../../../lib/session';

const UPLOAD_URL = '/api/profile/settings/upload-image';

export type PhotoUploadOutcome = { ok: true } | { ok: false; reasons: string[] };

/** The URL of the stored photo when the server took it: 200 with `{ success: true, data: { profile_image } }`. */
function uploadedUrl({ status, body }: UploadAnswer): string | null {
  if (status !== 200 || typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: { profile_image?: unknown } };
  return success === true && typeof data?.profile_image === 'string' ? data.profile_image : null;
}

/** Why the server refused it, when it said so (`error` list or `message`). */
function reasonsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (Array.isArray(error)) return error.filter((item): item is string => typeof item === 'string');
  return typeof message === 'string' && message.trim() !== '' ? [message] : [];
}

/**
 * Sends a new profile photo as multipart (`profile_image`) with its progress. On success the
 * session (the shell's Profile avatar) and the cached Profile take the new URL at once.
 */
export function useUploadPhoto(profileId: string) {
  const { cache } = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File): Promise<PhotoUploadOutcome> {
    const form = new FormData();
    form.append('profile_image', file, file.name);
    setProgress(0);
    try {
      const answer = await upload({ url: UPLOAD_URL, method: 'PATCH', form, onProgress: setProgress });
      const url = uploadedUrl(answer);
      if (url === null) {
        console.error('Update profile photo failed', answer);
        return { ok: false, reasons: reasonsOf(answer.body) };
      }
      sessionStore.setProfileImage(url);
      cache.modify({ id: cache.identify({ __typename: 'Profile', id: profileId }), fields: { profile_image: () => url } });
      return { ok: true };
    } catch (error) {
      console.error('Update profile photo failed', error);
      return { ok: false, reasons: [] };
    } finally {
      setProgress(null);
    }
  }

  return { send, progress, uploading: progress !== null };
}
