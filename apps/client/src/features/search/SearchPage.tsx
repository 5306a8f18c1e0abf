import { ComingSoon } from '../../ui/ComingSoon';

export function SearchPage() {
  return (
    <>
      <title>Search · Gatherly</title>
      <ComingSoon title="Search">Find people by username and visit their profiles.</ComingSoon>
    </>
  );
}
