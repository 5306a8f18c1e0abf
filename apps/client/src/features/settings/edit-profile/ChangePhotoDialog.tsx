import { useRef, useState, type ChangeEvent } from 'react';
import { MEDIA_LIMITS, MEDIA_MESSAGES, PROFILE_MESSAGES, type TextRef } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useRemovePhoto } from './use-remove-photo';
import { useUploadPhoto } from './use-upload-photo';

const ACCEPTED: readonly string[] = MEDIA_LIMITS.acceptedTypes;

/** Why a chosen file is not sent at all, or null when it may be. */
function refusalOf(file: File): TextRef | null {
  if (!ACCEPTED.includes(file.type)) return MEDIA_MESSAGES.notAnImage;
  if (file.size > MEDIA_LIMITS.maxFileBytes) return MEDIA_MESSAGES.fileTooLarge;
  return null;
}

export interface ChangePhotoDialogProps {
  profileId: string;
  hasPhoto: boolean;
  onClose: () => void;
}

/**
 * 'Change photo' (spec §2): Upload Photo, Remove Current Photo (only when there is a photo) and
 * Cancel. It closes once the change is stored; a failure stays in it with the spec's text. While a
 * change is sent nothing closes it.
 */
export function ChangePhotoDialog({ profileId, hasPhoto, onClose }: ChangePhotoDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const { send, progress, uploading } = useUploadPhoto(profileId);
  const { remove, removing } = useRemovePhoto();
  const [problems, setProblems] = useState<string[]>([]);
  const busy = uploading || removing;
  const t = useT();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) {
      setProblems([t(PROFILE_MESSAGES.photoFailed), t(refusal)]);
      return;
    }
    setProblems([]);
    const outcome = await send(file);
    if (outcome.ok) onClose();
    else setProblems([t(PROFILE_MESSAGES.photoFailed), ...outcome.reasons]);
  }

  async function onRemove() {
    setProblems([]);
    if (await remove()) onClose();
    else setProblems([t(PROFILE_MESSAGES.photoFailed)]);
  }

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Dialog open onClose={onClose} locked={busy} title={t('settings.photo.dialogTitle')}>
      <div className="photo-dialog">
        <Button onClick={() => input.current?.click()} disabled={busy} block>
          {t('settings.photo.upload')}
        </Button>
        <input ref={input} type="file" accept={ACCEPTED.join(',')} hidden onChange={(event) => void onFile(event)} />
        <Button variant="danger" onClick={() => void onRemove()} disabled={!hasPhoto || busy} block>
          {t('settings.photo.remove')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy} block>
          {t('settings.photo.cancel')}
        </Button>
        <div className="photo-dialog__status" role="status">
          {uploading ? (
            <>
              <progress max={100} value={percent} aria-label={t('settings.photo.progress')} />
              <span>{percent < 100 ? t('settings.photo.uploading', { percent }) : t('settings.photo.processing')}</span>
            </>
          ) : null}
          {removing ? <span>{t('settings.photo.removing')}</span> : null}
        </div>
        <Alert tone="error" messages={problems} />
      </div>
    </Dialog>
  );
}
