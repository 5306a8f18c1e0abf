import { Spinner } from '../../ui/Spinner';

/** 'Searching...' while a search is asked, in a live region that is always there. */
export function SearchStatus({ searching }: { searching: boolean }) {
  return (
    <p className="search__status" role="status">
      {searching ? (
        <>
          <Spinner size={16} /> Searching...
        </>
      ) : null}
    </p>
  );
}
