import { DeleteAccountSection } from './deletion/DeleteAccountSection';
import { ExportSection } from './export/ExportSection';

/** /settings/data: an archive of everything one shared, and the deletion of the account. */
export function YourDataPage() {
  return (
    <section className="settings-page">
      <title>Your data · Gatherly</title>
      <h1 className="settings-page__title">Your data</h1>
      <ExportSection />
      <DeleteAccountSection />
    </section>
  );
}
