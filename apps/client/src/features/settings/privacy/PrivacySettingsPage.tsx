import { useMutation, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { SEARCH_MESSAGES } from '@gatherly/schema';
import { PrivacySettingsDocument, SetIndexableDocument } from './PrivacySettings.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { t as translate, useT } from '../../../lib/i18n';
import { useNotices } from '../../../ui/Notices';
import { Pending } from '../../../ui/Pending';

/**
 * /settings/privacy: whether others find what one writes (remarks, posts, events, comments) in
 * search. Saved at once; the switch changes once the server confirms, and a failed save says so.
 */
export function PrivacySettingsPage() {
  const { data, error, refetch } = useQuery(PrivacySettingsDocument);
  const [save, { loading }] = useMutation(SetIndexableDocument);
  const notices = useNotices();
  const hintId = useId();
  const t = useT();

  function change(indexable: boolean) {
    if (loading) return;
    save({ variables: { indexable } }).then(
      () => notices.tell(indexable ? translate('settings.privacy.on') : translate('settings.privacy.off')),
      (failure: unknown) => {
        console.error('Saving the search setting failed', failure);
        notices.warn(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages.join(' '));
      },
    );
  }

  return (
    <section className="settings-page">
      <title>{t('settings.privacy.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.privacy.title')}</h1>
      {!data ? <Pending error={error} onRetry={() => refetch()} label={t('settings.privacy.loading')} count={1} /> : null}
      {data ? (
        <div className="settings-switch">
          <label className="settings-switch__switch">
            <input
              type="checkbox"
              role="switch"
              checked={data.myProfile.indexable}
              aria-busy={loading}
              aria-describedby={hintId}
              onChange={(event) => change(event.target.checked)}
            />
            <span>{t(SEARCH_MESSAGES.indexableLabel)}</span>
          </label>
          <p id={hintId} className="settings-switch__hint">
            {t(SEARCH_MESSAGES.indexableHint)}
          </p>
        </div>
      ) : null}
    </section>
  );
}
