import { ComingSoon } from '../../ui/ComingSoon';

export function MessagesPage() {
  return (
    <>
      <title>Messages · Gatherly</title>
      <ComingSoon title="Messages">Private conversations with the people you meet, in real time.</ComingSoon>
    </>
  );
}
