import type { ChangeEvent } from 'react';
import { MEDIA_LIMITS } from '@gatherly/schema';
import { useT } from '../../lib/i18n';
import { TextArea } from '../../ui/TextArea';

export interface ImageDescriptionItemProps {
  /** The image's preview. */
  src: string;
  /** Its place in the gallery, from 0. */
  index: number;
  value: string;
  onChange(event: ChangeEvent<HTMLTextAreaElement>): void;
  id?: string;
  rows?: number;
  disabled?: boolean;
}

/** One image of a gallery beside the field of its description (alt text), as the upload wizard and the later edit ask it. */
export function ImageDescriptionItem({ src, index, value, onChange, id, rows = 2, disabled }: ImageDescriptionItemProps) {
  const t = useT();
  return (
    <li className="wizard__describe-item">
      <img src={src} alt="" className="wizard__describe-thumb" />
      <TextArea
        className="wizard__describe-field"
        id={id}
        label={t('content.image.descriptionLabel', { number: index + 1 })}
        placeholder={t('content.image.descriptionPlaceholder')}
        value={value}
        maxLength={MEDIA_LIMITS.altTextMaxLength}
        counter
        rows={rows}
        disabled={disabled}
        onChange={onChange}
      />
    </li>
  );
}
