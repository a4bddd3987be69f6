import type { Access } from '#shared/auth/access';

/**
 * Who each route of an area must admit, written down apart from the route's own declaration: the
 * route-table test fails when the two disagree, so a route declared `public` (or `user`) by
 * mistake is caught even though the declaration itself is enforced faithfully.
 * One file per area, `<area>.access.ts`, keyed `"METHOD /path"`.
 */
export type ExpectedAccess = Record<string, Access>;
