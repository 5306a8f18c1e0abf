import { useMutation } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { NOTIFICATION_MESSAGES } from '@gatherly/schema';
import { UnsubscribeDocument } from './Unsubscribe.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../lib/errors/describe-error';
import { addEnglish, useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { AuthLayout } from '../account';
import unsubscribeTexts from 'virtual:gatherly-texts/en/notifications';

// A signed-out page: its English comes with it (the signed-in area's comes with its frame).
addEnglish(unsubscribeTexts);

/**
 * The page an e-mail's unsubscribe link opens, signed in or not. Opening it changes nothing (mail
 * scanners open links); the button stops the mails. Mail programs unsubscribe in one click by
 * posting to the List-Unsubscribe address instead.
 */
export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { token: session } = useSession();
  const [unsubscribe, { data, loading, error }] = useMutation(UnsubscribeDocument);
  const problem = error ? describeError(error, DEFAULT_PROBLEM_TEXTS) : null;
  const done = data?.unsubscribe !== undefined;

  return (
    <AuthLayout
      title={t('notifications.unsubscribe.title')}
      subtitle={t('notifications.unsubscribe.subtitle')}
      footer={<Link to={session ? PATHS.notificationSettings : PATHS.login}>{session ? t('notifications.unsubscribe.settings') : t('notifications.unsubscribe.logIn')}</Link>}
    >
      <title>{t('notifications.unsubscribe.documentTitle')}</title>
      {done ? <Alert tone="success" messages={[t(NOTIFICATION_MESSAGES.unsubscribed)]} /> : null}
      {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} /> : null}
      {done ? null : (
        <Button block onClick={() => void unsubscribe({ variables: { token } }).catch(() => undefined)} disabled={loading} aria-busy={loading}>
          {loading ? t('notifications.unsubscribe.working') : t('notifications.unsubscribe.button')}
        </Button>
      )}
    </AuthLayout>
  );
}
