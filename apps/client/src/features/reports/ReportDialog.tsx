import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { ERROR_CODES, REPORT_LIMITS, REPORT_MESSAGES, REPORT_REASONS, type ReportReason, type ReportTargetType } from '@gatherly/schema';
import { ReportContentDocument } from './Report.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError, errorCodesOf } from '../../lib/errors/describe-error';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { describedBy, FieldError, focusFirstInvalid } from '../../ui/FieldError';
import { useNotices } from '../../ui/Notices';
import { TextArea } from '../../ui/TextArea';
import { REPORT_REASON_TEXTS } from './report-reasons';
import './reports.css';

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** What it is, in the title, in the language shown: 'post', 'comment', or a user name. */
  what: string;
}

/**
 * 'Report …': a reason from the short list and optional details, sent to the moderators. A reason
 * is required (said at the list, which takes focus); an earlier report still open is told, not an error.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [send, { loading }] = useMutation(ReportContentDocument);
  const notices = useNotices();
  const form = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      flushSync(() => setMissing(true));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    try {
      await send({ variables: { input: { target_type: target.type, target_id: target.id, reason, text: text.trim() || null } } });
      notices.tell(t(REPORT_MESSAGES.sent));
      onClose();
    } catch (error) {
      if (errorCodesOf(error).includes(ERROR_CODES.conflict)) {
        notices.tell(t(REPORT_MESSAGES.alreadyReported));
        onClose();
        return;
      }
      console.error('Reporting failed', error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <Dialog open onClose={onClose} locked={loading} title={t('notifications.report.action', { what: target.what })}>
      <form ref={form} className="report-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="report-form__reasons" aria-labelledby={legendId} disabled={loading}>
          <legend id={legendId}>{t('notifications.report.question')}</legend>
          {REPORT_REASONS.map((value, index) => (
            <label key={value} className="report-form__reason">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissing(false);
                }}
                aria-invalid={missing && index === 0 ? true : undefined}
                aria-describedby={missing ? describedBy(errorId) : undefined}
              />
              {t(REPORT_REASON_TEXTS[value])}
            </label>
          ))}
          <FieldError id={errorId} error={missing ? t(REPORT_MESSAGES.reasonInvalid) : undefined} />
        </fieldset>
        <TextArea label={t('notifications.report.details')} value={text} onChange={(event) => setText(event.target.value)} maxLength={REPORT_LIMITS.textLength} counter rows={3} disabled={loading} />
        {problem ? <Alert tone="error" messages={problem} /> : null}
        <div className="report-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            {t('notifications.report.cancel')}
          </Button>
          <Button type="submit" disabled={loading} aria-busy={loading}>
            {loading ? t('notifications.report.sending') : t('notifications.report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
