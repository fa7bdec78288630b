// `npm run compare-builds -- <other checkout>`: what a visitor or a crawler could tell apart between the
// other checkout's build and this one's, for a change meant to alter none of it (a restructure, a
// dependency bump). Each checkout must have been built (`npm run build`). Compared: every page's title,
// visible text, links, images and policy (inline-script hashes aside); the netlify.toml redirect and
// header rules; the programme PDFs' text; every other file byte for byte, except the generated ones
// named below; and the list of files, hashed names aside. Exit code 1 on any difference.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { extractText } from 'unpdf';
import { loadRules } from '../local/serve-dist.ts';

/** The content hash in a built file's name (`Card.B8GC7JgF.css`, `hero.Dmpi7N0m_YmTs5.svg`, `consent-runtime.N8dgko44fE.js`). */
const HASHED_NAME = /\.[\w-]{8,10}(?=[._])(_[\w-]{5,6})?/g;
/** Files that differ at every build by design: Pagefind's hashed index, the sitemap's and feed's build date. */
const GENERATED = /^(pagefind\/|_astro\/)/;

/** Every file under `dir`, as paths relative to it. */
function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

/** What a reader or a crawler gets from one page. */
function readPage(html: string): Record<string, string[]> {
  const { document } = new JSDOM(html).window;
  const attribute = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((element) =>
      (element.getAttribute(name) ?? '').replace(HASHED_NAME, '.#'),
    );
  for (const hidden of document.querySelectorAll('script, style, template')) hidden.remove();
  const policy = document
    .querySelector('meta[http-equiv="content-security-policy"]')
    ?.getAttribute('content')
    ?.replace(/'sha256-[^']+'/g, "'sha256-…'");
  return {
    title: [document.title],
    // Split on ASCII white space only: a no-break space that became a space is a difference.
    text: (document.body?.textContent ?? '').split(/[ \t\n\r\f]+/).filter(Boolean),
    links: attribute('a[href], link[href]', 'href'),
    images: [...attribute('img[src]', 'src'), ...attribute('img', 'alt')],
    meta: attribute('meta[name], meta[property]', 'content'),
    policy: [policy ?? ''],
  };
}

/** The first place two word lists part, with a few words of context. */
function firstDifference(before: string[], after: string[]): string {
  let index = 0;
  while (index < before.length && before[index] === after[index]) index += 1;
  const around = (words: string[]) => words.slice(Math.max(0, index - 5), index + 8).join(' ');
  return `at item ${index}:\n      before: ${around(before)}\n      after:  ${around(after)}`;
}

async function pdfText(path: string): Promise<string> {
  const { text } = await extractText(new Uint8Array(readFileSync(path)), { mergePages: true });
  return text;
}

async function main(): Promise<number> {
  const otherRoot = process.argv[2];
  if (!otherRoot) {
    console.error('Usage: npm run compare-builds -- <path of the other checkout, already built>');
    return 2;
  }
  const roots = { before: resolve(otherRoot), after: resolve('.') };
  const dists = { before: join(roots.before, 'dist'), after: join(roots.after, 'dist') };
  const problems: string[] = [];

  const files = { before: listFiles(dists.before), after: listFiles(dists.after) };
  /** How many files bear each name, hashes aside (several chunks may be named after a `store.ts`). */
  const counted = (list: string[]) => {
    const counts = new Map<string, number>();
    for (const file of list) {
      const name = file.replace(HASHED_NAME, '.#');
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return counts;
  };
  const names = { before: counted(files.before), after: counted(files.after) };
  const surplus = (of: Map<string, number>, than: Map<string, number>) =>
    [...of].flatMap(([name, n]) =>
      Array<string>(Math.max(0, n - (than.get(name) ?? 0))).fill(name),
    );
  const gone = surplus(names.before, names.after);
  const added = surplus(names.after, names.before);

  const scripts = (list: string[]) => list.filter((file) => /^_astro\/.*\.js$/.test(file));
  const brotli = (dist: string, list: string[]) =>
    scripts(list).reduce(
      (sum, file) => sum + brotliCompressSync(readFileSync(join(dist, file))).length,
      0,
    );
  console.log(
    `Files: ${files.before.length} before, ${files.after.length} after; JavaScript chunks ${scripts(files.before).length} → ${scripts(files.after).length}, ${brotli(dists.before, files.before)} B → ${brotli(dists.after, files.after)} B brotli in all.`,
  );
  if (gone.length || added.length) {
    // A chunk is named after one of its modules: moving or renaming modules renames chunks.
    console.log('Only before (-) or only after (+), hashes aside:');
    for (const name of gone) console.log(`  - ${name}`);
    for (const name of added) console.log(`  + ${name}`);
    const pages = [...gone, ...added].filter((name) => !GENERATED.test(name));
    if (pages.length)
      problems.push(`files outside _astro/ and pagefind/ differ: ${pages.join(', ')}`);
  }

  for (const file of files.after.filter((name) => !GENERATED.test(name))) {
    if (!files.before.includes(file)) continue;
    const [before, after] = [dists.before, dists.after].map((dist) => join(dist, file));
    if (file.endsWith('.html')) {
      const pages = [
        readPage(readFileSync(before!, 'utf8')),
        readPage(readFileSync(after!, 'utf8')),
      ];
      for (const aspect of Object.keys(pages[0]!)) {
        const [was, is] = [pages[0]![aspect]!, pages[1]![aspect]!];
        if (was.join('\n') !== is.join('\n'))
          problems.push(`${file}: ${aspect} ${firstDifference(was, is)}`);
      }
    } else if (file.endsWith('.pdf')) {
      if ((await pdfText(before!)) !== (await pdfText(after!)))
        problems.push(`${file}: text differs`);
    } else {
      // Calendar files are stamped with the build's time (DTSTAMP), the sitemap and feed with the day.
      const read = (path: string) => readFileSync(path, 'utf8').replace(/^DTSTAMP:.*$/gm, '');
      if (read(before!) !== read(after!)) problems.push(`${file}: content differs`);
    }
  }

  const [rulesBefore, rulesAfter] = await Promise.all([
    loadRules(join(roots.before, 'netlify.toml')),
    loadRules(join(roots.after, 'netlify.toml')),
  ]);
  if (JSON.stringify(rulesBefore) !== JSON.stringify(rulesAfter))
    problems.push('netlify.toml: redirect or header rules differ');

  const pages = files.after.filter((file) => file.endsWith('.html')).length;
  console.log(
    `Compared ${pages} pages (title, visible text, links, images, meta, policy), ${
      files.after.filter((file) => file.endsWith('.pdf')).length
    } programme PDFs (text), the other files outside _astro/ and pagefind/, and the netlify.toml rules.`,
  );
  if (problems.length === 0) {
    console.log('No difference a visitor or a crawler could see.');
    return 0;
  }
  console.log(`${problems.length} difference(s):`);
  for (const problem of problems) console.log(`  ${problem}`);
  return 1;
}

process.exitCode = await main();
