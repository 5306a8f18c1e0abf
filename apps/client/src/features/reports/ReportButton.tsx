import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';
import { ReportDialog, type ReportTarget } from './ReportDialog';

/** The flag that opens 'Report …' for something someone else shared (or for them). */
export function ReportButton({ target, className, children }: { target: ReportTarget; className?: string; children?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const name = t('notifications.report.action', { what: target.what });
  return (
    <>
      <button type="button" className={className ?? 'report-button'} aria-label={name} title={name} onClick={() => setOpen(true)}>
        {children ?? <FlagIcon />}
      </button>
      {open ? <ReportDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const FlagIcon = () => (
  <Icon className="report-button__icon" size={20}>
    <path d="M5 21V4M5 4h11l-1.5 4L16 12H5" />
  </Icon>
);
