import { useT } from '../../lib/i18n';
import { Spinner } from '../../ui/Spinner';

/** 'Searching...' while a search is asked, in a live region that is always there. */
export function SearchStatus({ searching }: { searching: boolean }) {
  const t = useT();
  return (
    <p className="search__status" role="status">
      {searching ? (
        <>
          <Spinner size={16} /> {t('people.search.searching')}
        </>
      ) : null}
    </p>
  );
}
