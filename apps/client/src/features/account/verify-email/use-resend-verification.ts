import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MESSAGES, SERVER_MESSAGES } from '@gatherly/schema';
import { ResendVerificationDocument } from '../../../gql/graphql';
import { describeError } from '../../../lib/errors/describe-error';
import { SHORT_NETWORK_ERROR } from '../texts';

export type ResendNotice = { tone: 'success' | 'error'; text: string };

/** Sends the verification link again, with the texts of spec §8 for each outcome. */
export function useResendVerification() {
  const [notice, setNotice] = useState<ResendNotice | null>(null);
  const [resend, { loading }] = useMutation(ResendVerificationDocument);

  async function resendTo(email: string | null | undefined) {
    if (!email) {
      setNotice({ tone: 'error', text: MESSAGES.emailRequired });
      return;
    }
    setNotice(null);
    try {
      const { data } = await resend({ variables: { email } });
      setNotice({ tone: 'success', text: data?.resendVerification || SERVER_MESSAGES.verificationSent });
    } catch (error) {
      const problem = describeError(error, { network: SHORT_NETWORK_ERROR, fallback: '' });
      const detail = problem.messages.filter(Boolean).join(' ');
      setNotice({ tone: 'error', text: problem.network ? SHORT_NETWORK_ERROR : `Error: ${detail || 'Failed to resend email.'}` });
    }
  }

  return { resendTo, notice, sending: loading };
}
