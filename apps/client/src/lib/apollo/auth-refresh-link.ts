import { ApolloLink } from '@apollo/client/link';
import { ServerError } from '@apollo/client/errors';
import { ERROR_CODES } from '@gatherly/schema';
import { Observable, type Subscription } from 'rxjs';
import { createTokenRefresher, type TokenRefresher, type TokenRefresherOptions } from '../auth/token-refresher';

/** Options of a refresher of its own (tests); the app passes the shared one instead. */
export type AuthRefreshOptions = TokenRefresherOptions;

/** A GraphQL answer that says the access token was missing, invalid or expired. */
export function isUnauthenticatedResult(result: ApolloLink.Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return Array.isArray(errors) && errors.some((error) => error.extensions?.code === ERROR_CODES.unauthenticated);
}

export function isUnauthorizedError(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * Spec §4 request retry. An operation that fails for authentication (GraphQL code
 * `auth/unauthenticated` or HTTP 401) waits for ONE token refresh, shared by every operation that
 * fails meanwhile (REST uploads too, when they share the refresher), and is retried once. A retry
 * that fails again passes its failure on. When the refresh fails, the session ends and each
 * waiting operation gets its original failure.
 */
export function createAuthRefreshLink(source: AuthRefreshOptions | TokenRefresher): ApolloLink {
  const refresher = 'renew' in source ? source : createTokenRefresher(source);

  return new ApolloLink((operation, forward) => {
    return new Observable<ApolloLink.Result>((observer) => {
      const sentWith = refresher.getToken();
      let retrySub: Subscription | undefined;
      let retrying = false;
      let closed = false;

      function retry(fail: () => void) {
        retrying = true;
        refresher.renew(sentWith as string).then(
          () => {
            if (!closed) retrySub = forward(operation).subscribe(observer);
          },
          () => {
            if (!closed) fail();
          },
        );
      }

      // Without a stored token there is no session to renew: failures pass on as they are.
      const canRetry = () => sentWith !== null && !retrying;

      const firstSub = forward(operation).subscribe({
        next(result) {
          if (canRetry() && isUnauthenticatedResult(result)) {
            retry(() => {
              observer.next(result);
              observer.complete();
            });
          } else if (!retrying) {
            observer.next(result);
          }
        },
        error(error: unknown) {
          if (canRetry() && isUnauthorizedError(error)) retry(() => observer.error(error));
          else if (!retrying) observer.error(error);
        },
        complete() {
          if (!retrying) observer.complete();
        },
      });

      return () => {
        closed = true;
        firstSub.unsubscribe();
        retrySub?.unsubscribe();
      };
    });
  });
}
