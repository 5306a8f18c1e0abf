import { useId, useState, type FormEvent } from 'react';
import { LIMITS, validateRemark } from '@gatherly/schema';
import type { RemarkDetail_RemarkFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { useUpdateRemark } from './use-update-remark';

/**
 * 'Update Remark' (spec §4): Update is disabled while the trimmed text equals the original; the
 * trimmed text is sent. Success or failure (only logged), the dialog then closes.
 */
export function UpdateRemarkDialog({ remark, onDone }: { remark: RemarkDetail_RemarkFragment; onDone: () => void }) {
  const formId = useId();
  const [text, setText] = useState(remark.remark_content);
  const { update, pending } = useUpdateRemark(remark.id);
  const content = text.trim();
  const unchanged = content === remark.remark_content.trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged || pending || validateRemark(content).length > 0) return;
    try {
      await update(content);
    } catch (error) {
      console.error('Update remark failed', error);
    }
    onDone();
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onDone())}
      title="Update Remark"
      actions={
        <>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={unchanged || content === '' || pending}>
            Update
          </Button>
        </>
      }
    >
      <form id={formId} className="content-form" onSubmit={onSubmit}>
        <TextArea label="Remark" value={text} maxLength={LIMITS.remarkLength} counter onChange={(event) => setText(event.target.value)} disabled={pending} />
      </form>
    </Dialog>
  );
}
