import { ATTENDANCE_LIMITS, rsvpMessageProblems } from '@gatherly/schema';
import { MessageDialog } from '../../../../ui/MessageDialog';

/**
 * 'Request to join': an optional message to the hosts, then Send request. It closes once the
 * server took the request (focus goes back to the Going control); closing with a message typed asks first.
 */
export function RequestToJoinDialog({ eventName, pending, onSend, onClose }: { eventName: string; pending: boolean; onSend: (message: string) => Promise<void>; onClose: () => void }) {
  return (
    <MessageDialog
      title="Request to join"
      label="Message to the hosts (optional)"
      maxLength={ATTENDANCE_LIMITS.messageLength}
      sendLabel="Send request"
      problemsOf={rsvpMessageProblems}
      onSend={onSend}
      pending={pending}
      onClose={onClose}
    >
      <p>The hosts of {eventName} approve who comes. You can tell them who you are or why you would like to join.</p>
    </MessageDialog>
  );
}
