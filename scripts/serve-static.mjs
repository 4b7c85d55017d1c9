#!/usr/bin/env node
// A plain static file server that behaves like GitHub Pages for a project
// site: dist/ is served under /BON-VINTAGE/, a folder answers with its
// index.html, /BON-VINTAGE redirects to /BON-VINTAGE/, and any path with no
// file gets dist/404.html with status 404 (there is no SPA fallback). The
// pages-fallback e2e project runs the route tests against it. With --spa it
// answers like a host with an SPA fallback instead (shell.html, status 200):
// the offline tests use that one, because they stop it. With --gzip it
// compresses text files as GitHub Pages and deploy/nginx.conf do (Lighthouse
// in `npm run bench` uses it, so transfer sizes are those of a real host).
//   node scripts/serve-static.mjs [--port 4214] [--root dist] [--base /BON-VINTAGE/] [--spa] [--gzip]
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4214' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: 'dist' },
    base: { type: 'string', default: '/BON-VINTAGE/' },
    spa: { type: 'boolean', default: false },
    gzip: { type: 'boolean', default: false },
  },
});

const ROOT = resolve(values.root);
const BASE = values.base;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a URL path names inside ROOT, or null (outside the base, missing, escaping). */
function fileFor(pathname) {
  if (!pathname.startsWith(BASE)) return null;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(BASE.length));
  } catch {
    return null;
  }
  const file = normalize(join(ROOT, relative));
  if (file !== ROOT && !file.startsWith(ROOT + sep)) return null;
  try {
    // As Pages: /catalog is served from catalog.html (the prerendered routes).
    if (!file.endsWith(sep) && statSync(`${file}.html`, { throwIfNoEntry: false })?.isFile())
      return `${file}.html`;
  } catch {
    // not there: look for the path itself
  }
  try {
    const stat = statSync(file);
    if (stat.isFile()) return file;
    if (stat.isDirectory()) {
      const index = join(file, 'index.html');
      return statSync(index).isFile() ? index : null;
    }
  } catch {
    return null;
  }
  return null;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** Each file's gzip, kept while the file is unchanged: a rebuild into the folder replaces it. */
const gzipped = new Map();

function gzipOf(file) {
  const { mtimeMs, size } = statSync(file);
  const version = `${mtimeMs}:${size}`;
  const kept = gzipped.get(file);
  if (kept?.version === version) return kept.body;
  const body = gzipSync(readFileSync(file), { level: 6 });
  gzipped.set(file, { version, body });
  return body;
}

function send(response, status, file, method, acceptEncoding = '') {
  if (values.gzip && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(acceptEncoding)) {
    const body = gzipOf(file);
    response.writeHead(status, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Cache-Control': 'max-age=0, must-revalidate',
    });
    response.end(method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(status, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    // As Pages: revalidate everything (it sends max-age=600; 0 keeps tests honest).
    'Cache-Control': 'max-age=0, must-revalidate',
  });
  if (method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  // Pages redirects a folder without its slash.
  if (`${url.pathname}/` === BASE) {
    response.writeHead(301, { Location: BASE + url.search }).end();
    return;
  }
  const file = fileFor(url.pathname);
  if (file) {
    send(response, 200, file, request.method, request.headers['accept-encoding']);
    return;
  }
  const extension = extname(url.pathname);
  if (values.spa && url.pathname.startsWith(BASE) && (extension === '' || extension === '.html')) {
    // The prerendered layout (builder/prerender-plugin.ts), as deploy/nginx.conf answers.
    let fallback = join(ROOT, 'shell.html');
    if (!statSync(fallback, { throwIfNoEntry: false })) fallback = join(ROOT, 'index.html');
    send(response, 200, fallback, request.method, request.headers['accept-encoding']);
    return;
  }
  const notFound = join(ROOT, '404.html');
  try {
    send(response, 404, notFound, request.method);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
});

server.listen(Number(values.port), values.host, () => {
  const fallback = values.spa ? 'shell.html' : '404.html';
  // The port it got: `--port 0` asks for any free one (scripts/serve-static.test.ts).
  const { port } = server.address();
  console.log(`serving ${ROOT} at http://${values.host}:${port}${BASE} (${fallback} fallback)`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
