import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './e2e-env';

export type Role = 'admin' | 'associate';

export interface Credentials {
  username: string;
  password: string;
}

const uniqueName = (role: Role) => `e2e-${role}-${randomBytes(4).toString('hex')}`;
/** Long and random, so the server's common-password check never refuses it. */
const strongPassword = () => `Pw-${randomBytes(9).toString('base64url')}-9`;

async function signInForToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/login', { data: credentials });
  expect(response.status(), `sign-in of ${credentials.username}`).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An invited user, as an admin creates one: it still has to replace its temporary password. */
export async function inviteUser(request: APIRequestContext, role: Role = 'associate'): Promise<Credentials> {
  const adminToken = await signInForToken(request, E2E_ADMIN);
  const invited = { username: uniqueName(role), password: strongPassword() };
  const response = await request.post('/api/register', { data: { ...invited, role }, headers: bearer(adminToken) });
  expect(response.status(), 'register').toBe(201);
  return invited;
}

/** A ready-to-use user: invited, then signed in once to replace the temporary password. */
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
