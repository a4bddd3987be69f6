export interface Invite {
  username: string;
  temporaryPassword: string;
}

/** An invite link carries `?invite=<username>&temp=<temporary password>`; both must be present. */
export function readInvite(search: string): Invite | null {
  const params = new URLSearchParams(search);
  const username = params.get('invite');
  const temporaryPassword = params.get('temp');
  if (!username || !temporaryPassword) return null;
  return { username, temporaryPassword };
}
