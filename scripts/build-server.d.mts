/** Types of scripts/build-server.mjs (plain JavaScript, so it runs before anything is installed as TypeScript). */
export function serverNodeFlags(): string[];
export function buildServer(entry?: string, outfile?: string): Promise<string>;
