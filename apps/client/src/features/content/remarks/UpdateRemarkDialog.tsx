import { useState } from 'react';
import { isBlank, LIMITS, validateRemark } from '@gatherly/schema';
import type { RemarkDetail_RemarkFragment } from './RemarkDetail.generated';
import { useT } from '../../../lib/i18n';
import { MentionTextArea } from '../../mentions';
import { EditDialog } from '../owner/EditDialog';
import { useUpdateRemark } from './use-update-remark';

/**
 * 'Update Remark' (spec §4): Update is disabled while the trimmed text equals the original; the
 * trimmed text is sent. Success or failure (only logged), the dialog then closes.
 */
export function UpdateRemarkDialog({ remark, onDone }: { remark: RemarkDetail_RemarkFragment; onDone: () => void }) {
  const t = useT();
  const [text, setText] = useState(remark.remark_content);
  const { update, pending } = useUpdateRemark(remark.id);
  const content = text.trim();

  return (
    <EditDialog
      kind="remark"
      disabled={content === remark.remark_content.trim() || isBlank(content)}
      pending={pending}
      submit={() => (validateRemark(content).length > 0 ? null : update(content))}
      onDone={onDone}
      formClassName="content-form"
    >
      <MentionTextArea label={t('content.remark.label')} value={text} maxLength={LIMITS.remarkLength} counter onChange={(event) => setText(event.target.value)} onValueChange={setText} disabled={pending} />
    </EditDialog>
  );
}
