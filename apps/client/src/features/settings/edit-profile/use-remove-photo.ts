import { useMutation } from '@apollo/client/react';
import { RemoveProfilePhotoDocument } from './RemoveProfilePhoto.generated';
import { sessionStore } from '../../../lib/session';

/** Back to the default image; the answer updates the cached Profile, the session the shell's avatar. */
export function useRemovePhoto() {
  const [mutate, { loading }] = useMutation(RemoveProfilePhotoDocument);

  async function remove(): Promise<boolean> {
    try {
      const { data } = await mutate();
      if (!data) throw new Error('removeProfilePhoto answered without data');
      sessionStore.setProfileImage(data.removeProfilePhoto.profile_image);
      return true;
    } catch (error) {
      console.error('Remove profile photo failed', error);
      return false;
    }
  }

  return { remove, removing: loading };
}
