import { ComingSoon } from '../../ui/ComingSoon';

export function EventsPage() {
  return (
    <>
      <title>Events · Gatherly</title>
      <ComingSoon title="Events">
        Discover events by name, category and type, and keep track of the ones you are interested in.
      </ComingSoon>
    </>
  );
}
