import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ACCOUNT_DELETION_MESSAGES, ERROR_CODES, fieldOf, TWO_FACTOR_CODE_FIELDS } from '@gatherly/schema';
import { CancelAccountDeletionDocument } from './PendingDeletion.generated';
import { describeError } from '../../../lib/errors/describe-error';
import { say, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { SecondFactorCodeField } from '../SecondFactorCodeField';
import { loginSignupTexts } from '../texts';


/** When a login was refused because the account is scheduled for deletion: the date it goes (`extensions.deletion_scheduled_for`). */
export function deletionScheduledForOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((item) => item.extensions?.code === ERROR_CODES.accountDeletionPending);
  const due = refusal?.extensions?.deletion_scheduled_for;
  return typeof due === 'string' ? due : null;
}

interface PendingDeletionProps {
  /** When the account will be deleted. */
  due: string;
  email: string;
  password: string;
  /** The deletion is cancelled: sign in with the same address and password. */
  onCancelled: () => void;
}

/** The login page's notice of a pending deletion, with "Cancel deletion" (and a code when two-factor sign-in asks one). */
export function PendingDeletion({ due, email, password, onCancelled }: PendingDeletionProps) {
  const t = useT();
  const [cancel, { loading }] = useMutation(CancelAccountDeletionDocument);
  const [problem, setProblem] = useState<string[]>([]);
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');

  async function cancelDeletion() {
    setProblem([]);
    try {
      await cancel({ variables: { input: { email: email.trim(), password, code: askCode ? code.trim() : null } } });
      onCancelled();
    } catch (error) {
      const messages = describeError(error, loginSignupTexts()).messages;
      const needsCode = messages.some((message) => fieldOf(TWO_FACTOR_CODE_FIELDS, message, say) === 'code');
      setProblem(messages);
      if (needsCode) setAskCode(true);
    }
  }

  return (
    <div className="auth__form" role="region" aria-label={t('account.deletion.region')}>
      <Alert tone="info" messages={[t(ACCOUNT_DELETION_MESSAGES.pending(due))]} />
      {askCode ? (
        <SecondFactorCodeField
          // It appears when the server asks it: focus moves there.
          autoFocus
          value={code}
          disabled={loading}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : null}
      <Alert tone="error" messages={problem} />
      <Button block onClick={() => void cancelDeletion()} disabled={loading}>
        {loading ? t('account.deletion.cancelling') : t('account.deletion.cancel')}
      </Button>
    </div>
  );
}
