// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';

/** scripts/serve-static.mjs with --gzip over a folder this test rebuilds. */

let root: string;
let server: ChildProcess;
let address: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-static-'));
  writeFileSync(join(root, 'index.html'), '<p>first build</p>');
  server = spawn(process.execPath, [
    'scripts/serve-static.mjs',
    '--port',
    '0',
    '--root',
    root,
    '--gzip',
  ]);
  address = await new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.stdout!.on('data', (chunk: Buffer) => {
      const url = /http:\/\/\S+\/BON-VINTAGE\//.exec(chunk.toString())?.[0];
      if (url) resolve(url);
    });
  });
});

afterAll(() => {
  server.kill();
  rmSync(root, { recursive: true, force: true });
});

/** The page as a browser gets it, asked for gzip; '' when it was not sent gzipped. */
function page(): Promise<string> {
  return new Promise((resolve, reject) => {
    request(address, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve(response.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : '');
      });
    })
      .on('error', reject)
      .end();
  });
}

it('serves a rebuilt page anew, not the gzip it kept of the old one', async () => {
  expect(await page()).toBe('<p>first build</p>');
  // The same size, as a rebuild that changes only a hash in a script's name.
  writeFileSync(join(root, 'index.html'), '<p>again build</p>');
  const later = new Date(Date.now() + 2000);
  utimesSync(join(root, 'index.html'), later, later);
  expect(await page()).toBe('<p>again build</p>');
});
