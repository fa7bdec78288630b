// The file name of a client chunk. Rolldown names a chunk after one of its modules; in a feature folder
// many modules share a name (store.ts, schema.ts, messages.ts), so the feature's name goes in front:
// `testimonials-store.B3jmg1Bv.js`, not a third `store.….js` beside two others.

/** What this naming reads of a chunk (Rolldown's PreRenderedChunk). */
export interface NamedChunk {
  name: string;
  facadeModuleId: string | null;
  moduleIds: string[];
}

const FEATURE_FOLDER = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]([^\\/]+)\.[^.\\/]+$/;
/** The characters Astro replaces in chunk names, as its own `cleanChunkName` does. */
const UNSAFE = /[^\w.\-/]/g;

/** `_astro/<feature>-<name>.[hash].js` for a chunk named after a module of src/features/<feature>/. */
export function clientChunkFileName({ name, facadeModuleId, moduleIds }: NamedChunk): string {
  const namesake = [facadeModuleId ?? '', ...moduleIds]
    .map((id) => FEATURE_FOLDER.exec(id))
    .find((match) => match?.[2] === name);
  const feature = namesake?.[1];
  const prefixed = feature && !name.startsWith(feature) ? `${feature}-${name}` : name;
  return `_astro/${prefixed.replace(UNSAFE, '_')}.[hash].js`;
}
