import { useState, type SyntheticEvent } from 'react';
import { UI } from '@gatherly/schema';
import './avatar.css';

export interface AvatarProps {
  src: string | null | undefined;
  /** Empty for a decorative avatar next to a visible name. */
  alt?: string;
  size?: number;
}

/** A round avatar; a missing or broken image shows the default one. */
export function Avatar({ src, alt = '', size = 32 }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src && src !== broken ? src : UI.defaultAvatar;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.getAttribute('src') !== UI.defaultAvatar) setBroken(src ?? null);
  };
  return <img className="avatar" src={url} alt={alt} width={size} height={size} onError={onError} />;
}
