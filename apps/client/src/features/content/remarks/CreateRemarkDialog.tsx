import { useId, useState, type FormEvent } from 'react';
import { isBlank, LIMITS, validateRemark, type Said } from '@gatherly/schema';
import { useSay, useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useDiscardGuard } from '../../../ui/DiscardGuard';
import { useNotices } from '../../../ui/Notices';
import { MentionTextArea } from '../../mentions';
import { graphqlFailureText } from '../create/creation-outcome';
import { useFinishCreation } from '../create/use-finish-creation';
import { useCreateRemark } from './use-create-remark';

/** 'Create Remark' (spec §2, §5): trimmed text of at most 400 characters; Create is disabled while blank as the server judges it. */
export function CreateRemarkDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const formId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Said | undefined>();
  const notices = useNotices();
  const { create, pending } = useCreateRemark();
  const finish = useFinishCreation();
  const content = text.trim();
  const blank = isBlank(content);
  const discard = useDiscardGuard(!blank, onClose);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problems = validateRemark(content);
    setProblem(problems[0]);
    if (problems.length > 0) return;
    try {
      const remark = await create(content);
      finish({ kind: 'remark', id: remark.id }, onClose);
    } catch (error) {
      console.error('Create remark failed', error);
      notices.warn(graphqlFailureText(error));
    }
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : discard.request())}
      title={t('content.remark.createTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={discard.request} disabled={pending}>
            {t('content.remark.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={blank || pending} aria-busy={pending}>
            {t('content.remark.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="content-form" onSubmit={onSubmit}>
        <MentionTextArea
          label={t('content.remark.label')}
          placeholder={t('content.remark.placeholder')}
          value={text}
          onValueChange={setText}
          maxLength={LIMITS.remarkLength}
          counter
          error={problem === undefined ? undefined : say(problem)}
          autoFocus
          disabled={pending}
          onChange={(event) => {
            setText(event.target.value);
            // The error leaves as soon as the text is fixed.
            if (problem) setProblem(validateRemark(event.target.value.trim())[0]);
          }}
        />
      </form>
      {discard.dialog}
    </Dialog>
  );
}
