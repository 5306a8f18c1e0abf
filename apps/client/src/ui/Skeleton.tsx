import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import './skeleton.css';

/** The shapes content takes while it loads: a feed or event card, a list row, a profile header, a conversation row. */
export type SkeletonShape = 'card' | 'row' | 'profile' | 'conversation';

export interface SkeletonProps {
  /** What is loading, said to screen readers ("Loading the feed"); the shapes themselves are hidden from them. */
  label?: string;
  shape?: SkeletonShape;
  /** How many placeholders of the shape are shown. */
  count?: number;
  className?: string;
}

const Bar = ({ width, tall = false }: { width: string; tall?: boolean }) => (
  <span className={tall ? 'skeleton__bar skeleton__bar--tall' : 'skeleton__bar'} style={{ width }} />
);

const Circle = ({ size }: { size: 'sm' | 'lg' }) => <span className={`skeleton__circle skeleton__circle--${size}`} />;

/** A person's picture, their name and a line of text (a list row), and the time at its end when asked. */
const Row = ({ name, line, time = false }: { name: string; line: string; time?: boolean }) => (
  <div className="skeleton__line skeleton__row">
    <Circle size="sm" />
    <div className="skeleton__stack">
      <Bar width={name} />
      <Bar width={line} />
    </div>
    {time ? <Bar width="2.5rem" /> : null}
  </div>
);

const SHAPES: Record<SkeletonShape, () => ReactNode> = {
  card: () => (
    <div className="skeleton__card">
      <div className="skeleton__line">
        <Circle size="sm" />
        <div className="skeleton__stack">
          <Bar width="35%" />
          <Bar width="20%" />
        </div>
      </div>
      <Bar width="90%" />
      <Bar width="70%" />
      <span className="skeleton__media" />
    </div>
  ),
  row: () => <Row name="45%" line="70%" />,
  // A conversation row ends with the time of its last message.
  conversation: () => <Row name="55%" line="80%" time />,
  profile: () => (
    <div className="skeleton__line skeleton__profile">
      <Circle size="lg" />
      <div className="skeleton__stack">
        <Bar width="40%" tall />
        <Bar width="25%" />
        <Bar width="60%" />
        <Bar width="50%" />
      </div>
    </div>
  ),
};

/**
 * The one loading block of the app: grey shapes where the content will come, and one polite
 * status saying what loads. The region being filled carries `aria-busy` itself while it loads.
 */
export function Skeleton({ label, shape = 'row', count = 3, className }: SkeletonProps) {
  const t = useT();
  const Shape = SHAPES[shape];
  return (
    <div className={className ? `skeleton ${className}` : 'skeleton'} role="status" data-testid="skeleton">
      <span className="visually-hidden">{label ?? t('common.skeleton.loading')}</span>
      <div className={`skeleton__list skeleton__list--${shape}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Shape key={index} />
        ))}
      </div>
    </div>
  );
}
