import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod would otherwise probe for `eval` with
 * `new Function` to compile fast object parsers, which our CSP (`script-src 'self'`, no
 * 'unsafe-eval') refuses and Chromium reports as a CSP violation on every page. The browser parses
 * a form at a time; the interpreted path is plenty.
 */
z.config({ jitless: true });
