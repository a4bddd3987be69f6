import { afterEach } from 'vitest';

// Component tests opt into a DOM with `// @vitest-environment happy-dom`; the rest of the unit
// project stays on Node and never loads React's DOM renderer.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
