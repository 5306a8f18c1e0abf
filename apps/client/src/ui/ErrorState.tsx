import { DEFAULT_PROBLEM_TEXTS, describeError, isUnreachable, type ProblemTexts } from '../lib/errors/describe-error';
import { useOnline } from '../lib/hooks/use-online';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import './states.css';

/** Stands for any request that got no answer (fetch rejects with a TypeError): shows that Gatherly cannot be reached. */
export const SERVER_UNREACHABLE = new TypeError('Failed to fetch');

export interface ErrorStateProps {
  /**
   * The failure; an unreachable server shows that Gatherly cannot be reached and is retried (or,
   * without a network, that the device is offline), an answer its own texts (spec §8).
   */
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
  const t = useT();
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
        <p className="state__title">{online ? t('common.states.unreachable') : t('common.states.offline')}</p>
      )}
      <Button variant="secondary" className="state__retry" aria-disabled={retrying} onClick={() => void (retrying ? undefined : onRetry())}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}
