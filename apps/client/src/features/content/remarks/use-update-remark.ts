import { useMutation } from '@apollo/client/react';
import { UpdateRemarkDocument } from './UpdateRemark.generated';

/** Changes the text of one's own remark; the answer updates the cached remark. */
export function useUpdateRemark(id: string) {
  const [mutate, { loading }] = useMutation(UpdateRemarkDocument);
  const update = (remarkContent: string) => mutate({ variables: { id, input: { remark_content: remarkContent } } });
  return { update, pending: loading };
}
