import { BOOKKEEPING_FILE_MAX_BYTES } from '#shared/bookkeeping/messages';

/** The screen's own check before upload; the server checks again (name, content and size). */
export function fileProblem(
  file: File | null,
  ext: 'csv' | 'xlsx',
  wrongType: string,
  required: string,
): string | null {
  if (!file) return required;
  if (!file.name.toLowerCase().endsWith(`.${ext}`)) return wrongType;
  if (file.size > BOOKKEEPING_FILE_MAX_BYTES) return 'File is too large (at most 10 MB)';
  return null;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
