import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SERVER_MESSAGES, validateResetRequest } from '@gatherly/schema';
import { RequestPasswordResetDocument } from '../../../gql/graphql';
import { PATHS } from '../../../lib/paths';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { AuthLayout } from '../AuthLayout';

/** "Trouble logging in?": asks for a reset link; the answer never reveals whether the account exists. */
export function ResetRequestPage() {
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateResetRequest(email);
    setProblems(found);
    if (found.length > 0) return;
    try {
      await requestReset({ variables: { email: email.trim() } });
    } catch (error) {
      console.error('Password reset request failed', error);
    }
    setSent(true);
  }

  return (
    <AuthLayout
      title="Trouble logging in?"
      subtitle="Enter your email and we'll send you a link to get back into your account."
      footer={<Link to={PATHS.login}>Back to login</Link>}
    >
      <title>Reset password · Gatherly</title>
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <fieldset disabled={loading}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblems([]);
              setSent(false);
            }}
          />
          <Alert tone="error" messages={problems} />
          {sent ? <Alert tone="success" messages={[SERVER_MESSAGES.resetSent]} /> : null}
          <Button type="submit" block>
            {loading ? 'Sending...' : 'Send password reset link'}
          </Button>
        </fieldset>
      </form>
      <p className="auth__divider">or</p>
      <div className="auth__links">
        <Link to={PATHS.signup}>Create new account</Link>
      </div>
    </AuthLayout>
  );
}
