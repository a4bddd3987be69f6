import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// semver ships with the toolchain (eslint, vite); only the one function is needed here.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockPackage>;
};

describe('dependencies fit the Node version package.json promises', () => {
  const lowest = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('states a lowest Node version', () => {
    expect(lowest).toMatch(/^20\./);
  });

  it('every locked package accepts that version, so npm ci prints no EBADENGINE', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(lowest, range) ? [`${path}@${entry.version ?? '?'} wants node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
