import { useMutation } from '@apollo/client/react';
import { CreateRemarkDocument } from './CreateRemark.generated';

/** Writes a remark; the answer is the new remark, cached for its detail dialog. */
export function useCreateRemark() {
  const [mutate, { loading }] = useMutation(CreateRemarkDocument);
  const create = async (remarkContent: string) => {
    const { data } = await mutate({ variables: { input: { remark_content: remarkContent } } });
    if (!data) throw new Error('createRemark answered without data');
    return data.createRemark;
  };
  return { create, pending: loading };
}
