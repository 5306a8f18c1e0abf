/** Why this tab's session was ended by the server, kept for the login screen it lands on. */
const KEY = 'gatherly_session_end';

export function rememberSessionEnd(reason: string): void {
  try {
    window.sessionStorage.setItem(KEY, reason);
  } catch {
    // Without storage the login screen simply does not say why.
  }
}

export function sessionEndReason(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Once shown, a later visit to the login screen does not repeat it. */
export function forgetSessionEnd(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
