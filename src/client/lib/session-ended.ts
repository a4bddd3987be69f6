/**
 * A signed-in page whose session ends (signed out elsewhere, expired, the user deleted) learns it
 * from the first API answer that says so: 401 with code `unauthenticated`. `apiRequest` reports it
 * here; the auth provider forgets the user, so the page goes to /auth, which says why (ADR 069).
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
const STORAGE_KEY = 'mc_session_ended';

type Listener = () => void;
let listener: Listener | null = null;

/** Registers the one listener (the auth provider); answers a function that removes it. */
export function onSessionEnded(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function reportSessionEnded() {
  listener?.();
}

/** Kept for the sign-in page, which may load after the redirect (a lazy chunk). */
export function rememberSessionEnded() {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, '1');
  } catch {
    // Storage refused (private mode): the redirect still happens, without the message.
  }
}

/** Whether the session just ended (pure, so a render may call it more than once). */
export function hasSessionEnded(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Once said, forgotten: a reload of /auth no longer says it. */
export function forgetSessionEnded() {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
