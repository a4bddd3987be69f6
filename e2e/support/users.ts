import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, bearer, signInForToken, type Credentials } from './api';
import { E2E_ADMIN } from './e2e-env';
import type { Role } from './user-pool';

export type { Credentials } from './api';
export type { Role } from './user-pool';

const uniqueName = (role: Role) => `e2e-${role}-${randomBytes(4).toString('hex')}`;
/** Long and random, so the server's common-password check never refuses it. */
const strongPassword = () => `Pw-${randomBytes(9).toString('base64url')}-9`;

/** An invited user, as an admin creates one: it still has to replace its temporary password. */
export async function inviteUser(request: APIRequestContext, role: Role = 'associate'): Promise<Credentials> {
  const invited = { username: uniqueName(role), password: strongPassword() };
  const response = await request.post('/api/register', {
    data: { ...invited, role },
    headers: await authHeaders(request, E2E_ADMIN),
  });
  expect(response.status(), 'register').toBe(201);
  return invited;
}

/**
 * A ready-to-use user: invited, then signed in once to replace the temporary password. The
 * `createUser` fixture takes one from the servers' pool instead (./user-pool) while any is left.
 */
export async function createUser(request: APIRequestContext, role: Role = 'associate'): Promise<Credentials> {
  const invited = await inviteUser(request, role);
  const token = await signInForToken(request, invited);
  const password = strongPassword();
  const response = await request.post('/api/user/password', {
    data: { currentPassword: invited.password, newPassword: password },
    headers: bearer(token),
  });
  expect(response.status(), 'password change').toBe(200);
  return { username: invited.username, password };
}
