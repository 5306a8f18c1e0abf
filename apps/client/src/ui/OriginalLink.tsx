import { useT } from '../lib/i18n';
import './original-link.css';

/** For an item of another server of the fediverse: "Open on {host}", its page there; nothing for this server's. */
export function OriginalLink({ url }: { url: string | null | undefined }) {
  const t = useT();
  if (!url) return null;
  return (
    <a className="original-link" href={url} rel="noopener noreferrer" target="_blank">
      {t('people.header.openRemote', { host: new URL(url).host })}
    </a>
  );
}
