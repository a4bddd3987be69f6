import type { PublicUser } from '#shared/auth/schemas';
import type { StoredFile } from '#server/platform/file-store/port';

/**
 * Who may download a stored file through `GET /api/files/:id`, per kind (the `purpose` it was saved
 * with), in the words of the area that owns it (ADR 068):
 * - `role`: the role the route of the owning area asks for (`admin` for bookkeeping);
 * - `audience`: `owner` (only the person who made it — an admin is not the owner), `signed-in`, or
 *   `admin`;
 * - `served: false`: only the owning area reads it (bank statements waiting for their job).
 * Whatever the kind, a file past its `expiresAt` is served to nobody, even before the retention job
 * deletes it.
 */
export interface FileKindRule {
  /** The area that saves files of this kind. */
  area: string;
  served: boolean;
  role: 'user' | 'admin';
  audience: 'owner' | 'signed-in' | 'admin';
}

export const FILE_KIND_RULES: Readonly<Record<string, FileKindRule>> = {
  // GET /api/bookkeeping/results/:id: admins only, the admin who ran the job, for 24 hours.
  'bookkeeping-result': { area: 'bookkeeping', served: true, role: 'admin', audience: 'owner' },
  // Uploaded statements: read by their job, then deleted.
  'bookkeeping-input': { area: 'bookkeeping', served: false, role: 'admin', audience: 'owner' },
  // Help desk answers' PDFs, the processed videos and their thumbnails: every signed-in user.
  'helpdesk-pdf': { area: 'help-desk', served: true, role: 'user', audience: 'signed-in' },
  'helpdesk-video': { area: 'help-desk', served: true, role: 'user', audience: 'signed-in' },
  'helpdesk-video-thumbnail': { area: 'help-desk', served: true, role: 'user', audience: 'signed-in' },
  // A video as uploaded, before processing: admins (who upload them) only.
  'helpdesk-video-source': { area: 'help-desk', served: true, role: 'admin', audience: 'admin' },
  // Product images made from uploads and phone photos: shown in the catalogue to every signed-in user.
  'product-image': { area: 'images', served: true, role: 'user', audience: 'signed-in' },
};

/** A kind no area declared here is served by the file's own visibility (owner, signed-in, admin). */
function visibilityAllows(file: StoredFile, user: PublicUser): boolean {
  if (file.visibility === 'signed-in') return true;
  if (file.visibility === 'admin') return user.role === 'admin';
  return file.ownerId === user.id || user.role === 'admin';
}

/** Whether `user` may download `file` through the generic file route at `now`. */
export function mayDownload(file: StoredFile, user: PublicUser, now: Date): boolean {
  if (file.expiresAt && file.expiresAt.getTime() <= now.getTime()) return false;
  const rule = Object.hasOwn(FILE_KIND_RULES, file.purpose) ? FILE_KIND_RULES[file.purpose] : undefined;
  if (!rule) return visibilityAllows(file, user);
  if (!rule.served) return false;
  if (rule.role === 'admin' && user.role !== 'admin') return false;
  if (rule.audience === 'owner') return file.ownerId === user.id;
  if (rule.audience === 'admin') return user.role === 'admin';
  return true;
}
