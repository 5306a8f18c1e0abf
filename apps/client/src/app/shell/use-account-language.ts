import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { followAccountLanguage } from '../../lib/i18n';
import { AccountLanguageDocument } from './AccountLanguage.generated';

/** The signed-in area follows the account's language, chosen on this device or another one. */
export function useAccountLanguage(): void {
  const language = useQuery(AccountLanguageDocument).data?.me.language;
  useEffect(() => {
    if (language !== undefined) followAccountLanguage(language);
  }, [language]);
}
