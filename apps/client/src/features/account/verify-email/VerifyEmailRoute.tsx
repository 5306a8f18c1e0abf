import { useSearchParams } from 'react-router-dom';
import { LINK_PATHS } from '@gatherly/schema';
import { VerificationLinkPage } from './VerificationLinkPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/** /verify-email also serves links of the form /verify-email?verification_token=... (spec §2 note). */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return params.has(LINK_PATHS.verifyEmailQuery) ? <VerificationLinkPage /> : <VerifyEmailPage />;
}
