import { DEFAULT_PROBLEM_TEXTS, describeError, isUnreachable, type ProblemTexts } from '../lib/errors/describe-error';
import { useOnline } from '../lib/hooks/use-online';
import { Button } from './Button';
import './states.css';

/** What the app says, in place, while the server cannot be reached; it retries by itself meanwhile. */
export const UNREACHABLE_TEXT = "Can't reach Gatherly. Retrying…";

/** What it says instead while the device has no network: the app shows what it had and catches up when back. */
export const OFFLINE_TEXT = 'You are offline';

/** Stands for any request that got no answer (fetch rejects with a TypeError): shows UNREACHABLE_TEXT. */
export const SERVER_UNREACHABLE = new TypeError('Failed to fetch');

export interface ErrorStateProps {
  /** The failure; an unreachable server shows UNREACHABLE_TEXT, an answer its own texts (spec §8). */
  error: unknown;
  /** Asks again; Retry does nothing more while it runs (it stays focusable, marked aria-disabled). */
  onRetry: () => unknown;
  /** A retry is running. */
  retrying?: boolean;
  texts?: ProblemTexts;
  /** Smaller and without a frame, for a list inside a dialog or a column. */
  compact?: boolean;
  /** Pinned to the top of the page's area while it scrolls (a notice over content kept on screen). */
  banner?: boolean;
}

/**
 * The one error block of the app: what failed, in place of (or above) what could not be loaded,
 * with Retry. An unreachable server is said politely (role=status, the app retries by itself);
 * an answer refusing the request is announced (role=alert).
 */
export function ErrorState({ error, onRetry, retrying = false, texts = DEFAULT_PROBLEM_TEXTS, compact = false, banner = false }: ErrorStateProps) {
  const unreachable = isUnreachable(error);
  const online = useOnline();
  const problem = unreachable ? null : describeError(error, texts);
  const classes = ['state', 'state--error', compact ? 'state--compact' : '', banner ? 'state--banner' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role={unreachable ? 'status' : 'alert'}>
      {problem ? (
        problem.bullets ? (
          <ul className="state__list">
            {problem.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : (
          problem.messages.map((message) => (
            <p className="state__title" key={message}>
              {message}
            </p>
          ))
        )
      ) : (
        <p className="state__title">{online ? UNREACHABLE_TEXT : OFFLINE_TEXT}</p>
      )}
      <Button variant="secondary" className="state__retry" aria-disabled={retrying} onClick={() => void (retrying ? undefined : onRetry())}>
        Retry
      </Button>
    </div>
  );
}
