import { useT } from '../../../lib/i18n';

/** Share of the upload sent; at 100 % the server is still storing the images. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const percent = Math.round(fraction * 100);
  return (
    <div className="wizard__progress" role="status">
      <progress max={100} value={percent} aria-label={t('content.upload.label')} />
      <span>{percent < 100 ? t('content.upload.uploading', { percent }) : t('content.upload.processing')}</span>
    </div>
  );
}
