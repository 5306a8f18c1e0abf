import { ATTENDANCE_LIMITS, rsvpMessageProblems } from '@gatherly/schema';
import { MessageDialog } from '../../../../ui/MessageDialog';
import { useT } from '../../../../lib/i18n';

/**
 * 'Request to join': an optional message to the hosts, then Send request. It closes once the
 * server took the request (focus goes back to the Going control); closing with a message typed asks first.
 */
export function RequestToJoinDialog({ eventName, pending, onSend, onClose }: { eventName: string; pending: boolean; onSend: (message: string) => Promise<void>; onClose: () => void }) {
  const t = useT();
  return (
    <MessageDialog
      title={t('events.going.requestToJoin')}
      label={t('events.request.label')}
      maxLength={ATTENDANCE_LIMITS.messageLength}
      sendLabel={t('events.request.send')}
      problemsOf={rsvpMessageProblems}
      onSend={onSend}
      pending={pending}
      onClose={onClose}
    >
      <p>{t('events.request.body', { eventName })}</p>
    </MessageDialog>
  );
}
