const NAME_MAX = 200;

/**
 * A file name safe to keep and to offer back: the last path segment only, no control or
 * bidirectional-override characters, no quotes or backslashes, trimmed of dots and spaces at the
 * ends, at most 200 characters (the extension kept). Never empty.
 */
export function cleanFileName(raw: string, fallback = 'file'): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, NAME_MAX - extension.length) + extension;
}
