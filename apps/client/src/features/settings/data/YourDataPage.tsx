import { useT } from '../../../lib/i18n';
import { DeleteAccountSection } from './deletion/DeleteAccountSection';
import { ExportSection } from './export/ExportSection';

/** /settings/data: an archive of everything one shared, and the deletion of the account. */
export function YourDataPage() {
  const t = useT();
  return (
    <section className="settings-page">
      <title>{t('settings.data.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.data.title')}</h1>
      <ExportSection />
      <DeleteAccountSection />
    </section>
  );
}
