export interface TokenRefresherOptions {
  /** The access token stored right now. */
  getToken(): string | null;
  /** Asks the server for a new access token (refresh cookie); rejects when it cannot. */
  refresh(): Promise<string>;
  /** Stores the new token, so that retries send it. */
  onRefreshed(token: string): void;
  /** The session cannot be renewed: clear it and sign out. */
  onRefreshFailed(error: unknown): void;
}

/** One token renewal shared by every request that failed for authentication (GraphQL and REST alike). */
export interface TokenRefresher {
  getToken(): string | null;
  /**
   * A token to retry with after `sentWith` was refused: the one another tab stored meanwhile, or
   * the result of ONE refresh shared by everyone asking while it runs. Rejects when the session
   * cannot be renewed (the session has then been ended by `onRefreshFailed`).
   */
  renew(sentWith: string): Promise<string>;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  let refreshing: Promise<string> | null = null;

  function refreshOnce(): Promise<string> {
    refreshing ??= options
      .refresh()
      .then(
        (token) => {
          options.onRefreshed(token);
          return token;
        },
        (error: unknown) => {
          options.onRefreshFailed(error);
          throw error;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  return {
    getToken: () => options.getToken(),
    renew(sentWith) {
      const current = options.getToken();
      return current !== null && current !== sentWith && !refreshing ? Promise.resolve(current) : refreshOnce();
    },
  };
}
