import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarFeedStateDocument, CreateCalendarFeedDocument, RemoveCalendarFeedDocument } from './CalendarFeed.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';

/**
 * /settings/calendar: a private address of one's Interested events that calendar apps subscribe
 * to. The address is shown once, when made; making a new one or turning it off revokes the old.
 */
export function CalendarSettingsPage() {
  const { data } = useQuery(CalendarFeedStateDocument, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateCalendarFeedDocument, { refetchQueries: [CalendarFeedStateDocument] });
  const [remove, removing] = useMutation(RemoveCalendarFeedDocument, { refetchQueries: [CalendarFeedStateDocument] });
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [copied, setCopied] = useState(false);
  const busy = creating.loading || removing.loading;
  const on = data?.hasCalendarFeed === true;
  const t = useT();

  async function makeLink() {
    setProblem(null);
    setCopied(false);
    try {
      const reply = await create();
      setUrl(reply.data?.createCalendarFeed ?? null);
    } catch (error) {
      setProblem(error);
    }
  }

  async function turnOff() {
    setProblem(null);
    try {
      await remove();
      setUrl(null);
    } catch (error) {
      setProblem(error);
    }
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(() => setCopied(true), () => setCopied(false));
  }

  return (
    <section className="settings-page">
      <title>{t('settings.calendar.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.calendar.title')}</h1>
      <p className="settings-page__intro">
        {t('settings.calendar.intro')}
      </p>
      {url ? (
        <div className="calendar-link">
          <label className="calendar-link__label" htmlFor="calendar-link">
            {t('settings.calendar.linkLabel')}
          </label>
          <input id="calendar-link" className="calendar-link__input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('settings.calendar.copied') : t('settings.calendar.copy')}
          </Button>
        </div>
      ) : on ? (
        <p role="status">{t('settings.calendar.on')}</p>
      ) : (
        <p role="status">{t('settings.calendar.off')}</p>
      )}
      <div className="calendar-link__actions">
        <Button onClick={() => void makeLink()} disabled={busy}>
          {on ? t('settings.calendar.makeNew') : t('settings.calendar.create')}
        </Button>
        {on ? (
          <Button variant="danger" onClick={() => void turnOff()} disabled={busy}>
            {t('settings.calendar.turnOff')}
          </Button>
        ) : null}
      </div>
      {problem ? <Alert tone="error" messages={describeError(problem, DEFAULT_PROBLEM_TEXTS).messages} /> : null}
    </section>
  );
}
