// Restores lockfile entries for optional platform packages (other OSes' builds of esbuild-like
// binaries) that this workplace's npm registry does not serve. Without them `npm ci` refuses the
// lockfile as out of sync. Run after any `npm install` that changed package-lock.json:
// `npx node scripts/complete-lockfile.ts`. The entries carry no tarball: npm skips them as optional.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
const missing = Object.values(lock.packages)
  .flatMap((entry) => Object.entries(entry.optionalDependencies ?? {}))
  .filter(([name]) => !lock.packages[`node_modules/${name}`]);

for (const [name, version] of missing)
  lock.packages[`node_modules/${name}`] = { version, optional: true };
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${missing.length} optional platform package(s) restored in package-lock.json.`);
