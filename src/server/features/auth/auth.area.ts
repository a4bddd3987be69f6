import { defineServerArea } from '#server/areas/area';
import { registerAuthRoutes } from './auth.routes';
import { registerTwoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService } from './two-factor.service';

export const authArea = defineServerArea({
  name: 'auth',
  register(app, deps) {
    registerAuthRoutes(app, deps.auth, Math.round(deps.config.SESSION_ABSOLUTE_HOURS * 3600));
    const twoFactor = createTwoFactorService({
      db: deps.db,
      now: deps.now,
      requireAdminTwoFactor: deps.config.REQUIRE_ADMIN_2FA,
      checkSecret: (who, verify, wrong) => deps.auth.checkSecret(who, verify, wrong),
    });
    registerTwoFactorRoutes(app, twoFactor);
  },
});
