import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../ui/Button';

/** The ten recovery codes, shown once: copied or downloaded, then put away with "I saved them". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const text = `Gatherly recovery codes\n\nEach code signs you in once instead of a code from your authenticator app.\nKeep them somewhere safe.\n\n${codes.join('\n')}\n`;

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
        Save your recovery codes
      </h3>
      <p className="two-factor__status">
        Two-factor authentication is on. If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now:
        copy or download them and keep them somewhere safe.
      </p>
      <ul className="two-factor__codes" aria-labelledby="recovery-codes-title">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="secondary" onClick={download}>
          Download (.txt)
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
