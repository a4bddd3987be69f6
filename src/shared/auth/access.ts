/** Who may call a route: anyone, any signed-in user, or admins only. */
export const ACCESS_LEVELS = ['public', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export const ROLES = ['admin', 'associate'] as const;
export type Role = (typeof ROLES)[number];
