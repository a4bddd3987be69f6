/**
 * `mc_signed_in=1` is a readable twin of the httpOnly session cookie: the server sets it at
 * sign-in with the same lifetime and clears it at logout. Without it (and without a stored token)
 * the client knows it is signed out and does not ask `GET /api/user`, whose 401 the browser would
 * log as an error (ADR 053). It says nothing about who is signed in and grants nothing.
 */
const SIGNED_IN_COOKIE = 'mc_signed_in';

export function hasSignedInHint(): boolean {
  try {
    return document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
  } catch {
    return false;
  }
}

/** The session turned out to be gone (a 401): forget the hint until the next sign-in. */
export function clearSignedInHint() {
  try {
    document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies disabled: there is no hint to clear.
  }
}
