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

/**
 * A group's avatar: two to four of its members' faces in one circle (two side by side, three or
 * four in quarters); a single face is the plain avatar.
 */
export function GroupAvatar({ srcs, size = 32 }: { srcs: readonly (string | null | undefined)[]; size?: number }) {
  const faces = srcs.slice(0, 4);
  if (faces.length < 2) return <Avatar src={faces[0]} size={size} />;
  return (
    <span className={`group-avatar group-avatar--${faces.length}`} style={{ width: size, height: size }} aria-hidden="true">
      {faces.map((src, index) => (
        <GroupFace key={index} src={src} />
      ))}
    </span>
  );
}

function GroupFace({ src }: { src: string | null | undefined }) {
  const [broken, setBroken] = useState(false);
  return <img className="group-avatar__face" src={src && !broken ? src : UI.defaultAvatar} alt="" onError={() => setBroken(true)} />;
}
