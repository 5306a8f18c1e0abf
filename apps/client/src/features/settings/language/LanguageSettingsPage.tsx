import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { followAccountLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Pending } from '../../../ui/Pending';
import { LanguageSettingsDocument, SetLanguageDocument } from './Languages.generated';
import './language-settings.css';

/**
 * /settings/language: the languages Gatherly speaks, each in its own name. A choice applies at once
 * and is saved on the account, so that its mails and notifications speak it too and every device
 * follows; until one is chosen the app speaks the browser's language.
 */
export function LanguageSettingsPage() {
  const t = useT();
  const headingId = useId();
  const { i18n } = useLingui();
  const result = useQuery(LanguageSettingsDocument);
  const [save] = useMutation(SetLanguageDocument);
  const [failed, setFailed] = useState(false);
  // The choice shows checked at once, while its texts download and the account saves it.
  const [chosen, setChosen] = useState<string | null>(null);
  const data = result.data;

  // Shown at once on this device, then saved on the account; when saving fails it stays shown here.
  const choose = async (code: string) => {
    setFailed(false);
    setChosen(code);
    followAccountLanguage(code);
    try {
      await save({
        variables: { language: code },
        update: (cache, answer) => {
          if (data && answer.data) cache.modify({ id: cache.identify(data.me), fields: { language: () => answer.data!.setLanguage } });
        },
      });
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className="settings-page">
      <title>{t('settings.language.documentTitle')}</title>
      <h1 className="settings-page__title" id={headingId}>
        {t('settings.language.title')}
      </h1>
      <p className="settings-page__intro">{t('settings.language.intro')}</p>
      {!data ? <Pending error={result.error} onRetry={() => void result.refetch()} label={t('settings.language.loading')} count={2} /> : null}
      {data ? (
        <div className="language-list" role="radiogroup" aria-labelledby={headingId}>
          {data.languages.map((language) => (
            <label className="language-option" key={language.code} lang={language.code} dir={language.direction}>
              <input type="radio" name="language" value={language.code} checked={(chosen ?? data.me.language ?? i18n.locale) === language.code} onChange={() => void choose(language.code)} />
              <span className="language-option__name">{language.native_name}</span>
              {language.native_name !== language.name ? <span className="language-option__english" lang="en" dir="ltr">{language.name}</span> : null}
            </label>
          ))}
        </div>
      ) : null}
      {data && data.me.language === null ? <p className="settings-page__hint">{t('settings.language.followsBrowser')}</p> : null}
      <Alert tone="error" messages={failed ? [t('settings.language.saveFailed')] : []} />
    </section>
  );
}
