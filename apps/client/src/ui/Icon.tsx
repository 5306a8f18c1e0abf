import type { ReactNode } from 'react';

export interface IconProps {
  /** The shapes, drawn on a 24×24 grid. */
  children: ReactNode;
  /** The class that styles it where it is used. */
  className?: string;
  /** Width and height in pixels. */
  size?: number;
  /** Fills the shapes as well (a pressed like). */
  filled?: boolean;
}

/** A line icon drawn in the current text colour, so it follows the theme; hidden from assistive technology. */
export function Icon({ children, className = 'icon', size = 24, filled = false }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
