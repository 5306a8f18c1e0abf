import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { Button } from '../../../../ui/Button';

/** The ten recovery codes, shown once: copied or downloaded, then put away with "I saved them". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const text = `${t('settings.recovery.file')}\n\n${codes.join('\n')}\n`;

  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'gatherly-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="two-factor">
      <h3 id="recovery-codes-title" ref={heading} tabIndex={-1} className="settings-page__subtitle">
        {t('settings.recovery.title')}
      </h3>
      <p className="two-factor__status">
        {t('settings.recovery.intro')}
      </p>
      <ul className="two-factor__codes" aria-labelledby="recovery-codes-title">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('settings.recovery.copied') : t('settings.recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('settings.recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('settings.recovery.done')}</Button>
      </div>
    </div>
  );
}
