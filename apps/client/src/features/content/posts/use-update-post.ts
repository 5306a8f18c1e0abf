import { useMutation } from '@apollo/client/react';
import { UpdatePostDocument } from './UpdatePost.generated';

/** Changes the caption of one's own post; the answer updates the cached post. */
export function useUpdatePost(id: string) {
  const [mutate, { loading }] = useMutation(UpdatePostDocument);
  const update = (caption: string) => mutate({ variables: { id, input: { post_content: caption } } });
  return { update, pending: loading };
}
