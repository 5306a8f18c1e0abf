import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { BlockedAccountsDocument } from '../../profile/block/Block.generated';
import { keptData } from '../../../lib/apollo/kept-data';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Avatar } from '../../../ui/Avatar';
import { LoadMore } from '../../../ui/LoadMore';
import { Pending } from '../../../ui/Pending';
import { EmptyState } from '../../../ui/EmptyState';
import { BlockButton } from '../../profile';

/** /settings/blocked: the people one blocked, newest first, paged in as the list scrolls, each with Unblock. */
export function BlockedAccountsPage() {
  const result = useQuery(BlockedAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const { error, fetchMore } = result;
  const page = keptData(result)?.blockedAccounts;
  const people = page?.items;
  const more = useLoadMore(page?.next_cursor, fetchMore, 'blocked accounts');
  const t = useT();
  return (
    <section className="settings-page">
      <title>{t('settings.blocked.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.blocked.title')}</h1>
      <p className="settings-page__intro">{t('settings.blocked.intro')}</p>
      {!page ? <Pending error={error} onRetry={() => result.refetch()} label={t('settings.blocked.loading')} /> : null}
      {people && people.length === 0 && !more.hasMore ? <EmptyState title={t('settings.blocked.empty')} compact /> : null}
      {people && people.length > 0 ? (
        <ul className="settings-list" aria-label={t('settings.blocked.listLabel')}>
          {people.map((person) => (
            <li key={person.id} className="settings-list__item">
              <Link className="blocked-list__person" to={PATHS.profile(person.username)}>
                <Avatar src={person.profile_image} size={40} />
                <span>
                  <strong>{person.username}</strong>
                  <span className="blocked-list__name">{person.full_name}</span>
                </span>
              </Link>
              <BlockButton person={{ username: person.username, is_blocked: true }} />
            </li>
          ))}
        </ul>
      ) : null}
      {people && (people.length > 0 || more.hasMore) ? (
        <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} endText={t('settings.blocked.end')} />
      ) : null}
    </section>
  );
}
