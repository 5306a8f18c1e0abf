import type { InterestButton_EventFragment } from './InterestButton.generated';
import { StarIcon } from '../icons';
import { useT } from '../../../lib/i18n';
import { useInterestToggle } from './use-interest-toggle';
import { InterestedCount } from './interested-people';

/** 'Interested' (pressed when the user is) and the number of people interested, which opens who they are. */
export function InterestButton({ event }: { event: InterestButton_EventFragment }) {
  const t = useT();
  const { id, is_interested: interested, interest_count: count } = event;
  const { toggle, pending } = useInterestToggle(id, interested);
  return (
    <span className="engagement__stat">
      <button
        type="button"
        className={interested ? 'engagement__toggle engagement__toggle--labelled is-on' : 'engagement__toggle engagement__toggle--labelled'}
        aria-pressed={interested}
        aria-busy={pending}
        onClick={() => void toggle()}
      >
        <StarIcon filled={interested} />
        {t('events.interest.button')}
      </button>
      <InterestedCount eventId={id} count={count} />
    </span>
  );
}
