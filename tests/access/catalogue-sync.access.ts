import type { ExpectedAccess } from './expected-access';

export const EXPECTED: ExpectedAccess = {
  'GET /api/admin/catalogue-sync': 'admin',
  'POST /api/admin/catalogue-sync': 'admin',
  // Signed by Shopify (X-Shopify-Hmac-Sha256), refused with 401 when the signature does not match.
  'POST /api/shopify/webhooks': 'public',
};
