import {
  DisableTwoFactorInputSchema,
  EnableTwoFactorInputSchema,
  RecoveryCodesSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '#shared/auth/two-factor';
import { NoBodySchema } from '#shared/validation/no-body';
import type { App } from '#server/http/app-types';
import { currentSessionId, currentUser } from '#server/plugins/access';
import type { TwoFactorService } from './two-factor.service';

// Reachable before the account is complete: an admin made to turn two-factor sign-in on, or a
// user with a temporary password, can still set it up.
const config = { access: 'user', allowPendingPasswordChange: true } as const;

export function registerTwoFactorRoutes(app: App, twoFactor: TwoFactorService) {
  app.get('/api/user/2fa', { config, schema: { response: { 200: TwoFactorStatusSchema } } }, (request) =>
    twoFactor.status(currentUser(request)),
  );

  app.post(
    '/api/user/2fa/setup',
    { config, schema: { body: NoBodySchema, response: { 200: TwoFactorSetupSchema } } },
    (request) => twoFactor.setup(currentUser(request)),
  );

  app.post(
    '/api/user/2fa/enable',
    { config, schema: { body: EnableTwoFactorInputSchema, response: { 200: RecoveryCodesSchema } } },
    (request) => twoFactor.enable(currentUser(request), request.body, request.ip, currentSessionId(request)),
  );

  app.post(
    '/api/user/2fa/disable',
    { config, schema: { body: DisableTwoFactorInputSchema, response: { 200: TwoFactorStatusSchema } } },
    (request) => twoFactor.disable(currentUser(request), request.body, request.ip, currentSessionId(request)),
  );
}
