import { isUnreachable } from '../lib/errors/describe-error';
import { ErrorState } from './ErrorState';
import { Skeleton, type SkeletonProps } from './Skeleton';

export interface PendingProps extends SkeletonProps {
  /** The query's failure, if its content never came. */
  error?: unknown;
  /** Asks for the content again. */
  onRetry: () => unknown;
}

/**
 * What stands where a query's content will be until it first comes: its skeleton, or the error
 * block with Retry when the server refused. While the server cannot be reached the skeleton stays
 * (the connection notice says why, and the query is fetched again when it answers).
 */
export function Pending({ error, onRetry, ...skeleton }: PendingProps) {
  if (error && !isUnreachable(error)) return <ErrorState error={error} onRetry={onRetry} />;
  return <Skeleton {...skeleton} />;
}
