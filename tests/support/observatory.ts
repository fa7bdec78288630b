// The MDN HTTP Observatory (npm @mdn/mdn-http-observatory, the scanner behind developer.mozilla.org's
// observatory) run offline against a local https server: a self-signed certificate made with openssl,
// and a private copy of the scanner in a temporary folder. The copy is needed because the scanner reads
// the HSTS preload list from its own conf/ folder, a list its postinstall downloads from the internet;
// package.json denies that script (allowScripts), so the copy gets an empty list instead: our test host
// is not preloaded anyway. node_modules stays as npm ci left it.
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The whole scan (two connections, a few fetches) takes seconds; past this, something hangs. */
const SCAN_TIMEOUT_MS = 60_000;

/** One of the Observatory's tests, as its CLI prints it. */
export interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

/** The scan summary and its tests by name. */
export interface ObservatoryScan {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: Record<string, ObservatoryTest>;
}

/** A PEM key and certificate for `127.0.0.1` and `localhost`, valid one day, plus the certificate's file. */
export async function makeSelfSignedCertificate(
  dir: string,
): Promise<{ key: string; cert: string; certFile: string }> {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  const args = [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
  ];
  args.push(
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  );
  await run('openssl', args, { timeout: 20_000 }).catch((error: Error) => {
    throw new Error(
      `openssl could not make a test certificate (apt-get install openssl): ${error.message}`,
    );
  });
  return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8'), certFile };
}

/** Copies the scanner into `dir` with an empty HSTS preload list; returns the path of its CLI. */
async function prepareScanner(dir: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  const copy = join(dir, 'observatory');
  await cp(join(packageDir, 'src'), join(copy, 'src'), { recursive: true });
  await cp(join(packageDir, 'package.json'), join(copy, 'package.json'));
  await mkdir(join(copy, 'conf'));
  await writeFile(join(copy, 'conf/hsts-preload.json'), '{}');
  // Its dependencies: those npm nested under the package, then the project's.
  await symlink(join(packageDir, 'node_modules'), join(copy, 'node_modules'), 'dir').catch(
    () => undefined,
  );
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return join(copy, 'src/scan.js');
}

/** Scans `host` (`127.0.0.1:8443`: the scanner tries https and http on that port) trusting `certFile`. */
export async function scanWithObservatory(
  host: string,
  certFile: string,
  workDir: string,
): Promise<ObservatoryScan> {
  const cli = await prepareScanner(workDir);
  const { stdout } = await run(process.execPath, [cli, host], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
    timeout: SCAN_TIMEOUT_MS,
  }).catch((error: Error & { stdout?: string }) => {
    throw new Error(`The Observatory scan of ${host} failed: ${error.stdout || error.message}`);
  });
  const output = JSON.parse(stdout) as {
    scan: ObservatoryScan;
    tests: ObservatoryScan['tests'];
    error?: string;
  };
  if (output.error) throw new Error(`The Observatory scan of ${host} failed: ${output.error}`);
  return { ...output.scan, tests: output.tests };
}

/** The per-test table of a scan, as the Observatory's site shows it: test, pass, score modifier, result. */
export function formatScan(scan: ObservatoryScan): string {
  const rows = Object.entries(scan.tests).map(([name, test]) => [
    name,
    test.pass ? 'pass' : 'FAIL',
    String(test.scoreModifier),
    test.result,
  ]);
  const header = ['test', 'pass', 'score', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [
    `MDN HTTP Observatory: grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed`,
    line(header),
    ...rows.map(line),
  ].join('\n');
}
