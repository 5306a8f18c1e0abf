import { useState } from 'react';
import type { GoingControl_EventFragment } from './Going.generated';
import { attendanceText, goingControl } from './going-state';
import { RequestToJoinDialog } from './RequestToJoinDialog';
import { useGoing } from './use-going';
import './going.css';

/**
 * Going, beside Interested: one button whose label follows the viewer's answer (Going, Join
 * waitlist, Request to join; Leave, Leave waitlist, Cancel request). It is the same element
 * whatever it says, so focus stays on it; it changes once the server confirms. Where the viewer
 * stands ("You're going", "On the waitlist · #2") is said politely, and the counts follow.
 */
export function GoingControl({ event, eventName }: { event: GoingControl_EventFragment; eventName: string }) {
  const state = goingControl(event, event.waitlist_position);
  const { press, pending } = useGoing(event.id, state);
  const [asking, setAsking] = useState(false);

  async function send(message: string) {
    if (await press(message)) setAsking(false);
  }

  return (
    <div className="going">
      <div className="going__row">
        <button
          type="button"
          className={event.rsvp_status ? 'engagement__toggle engagement__toggle--labelled is-on' : 'engagement__toggle engagement__toggle--labelled'}
          aria-busy={pending}
          aria-haspopup={state.asksMessage ? 'dialog' : undefined}
          onClick={() => (state.asksMessage ? setAsking(true) : void press())}
        >
          {state.label}
        </button>
        <span className="going__status" role="status">
          {state.status}
        </span>
      </div>
      <p className="going__counts">{attendanceText(event)}</p>
      {asking ? <RequestToJoinDialog eventName={eventName} pending={pending} onSend={send} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}
