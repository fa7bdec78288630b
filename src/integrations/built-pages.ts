// The HTML pages of a finished build, for the integrations that rewrite them after `astro build`.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every .html file under the build's output folder. */
export async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
