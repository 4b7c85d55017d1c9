// Turns a built shop (dist/) into a signpost to the shop's new address, for an
// owner who moves from GitHub Pages to Cloudflare (docs/owner-catalogue.md,
// «Переїзд з GitHub Pages»): Pages cannot redirect, so every page becomes a
// page of its own that names its new address as canonical and goes there at
// once (<meta http-equiv="refresh">, which the CSP allows: no script). Links
// people saved and search engines' entries keep leading to the same piece.
//   node scripts/moved-site.mjs --to https://shop.example/ [--dir dist]
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

const escape = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The new address of a built page, by its file below the build folder. */
export function newAddress(file, to) {
  const path = file.split(sep).join('/');
  if (['index.html', 'shell.html', '404.html'].includes(path)) return to;
  return new URL(path.replace(/(?:^|\/)index\.html$/, '/').replace(/\.html$/, ''), to).href;
}

/** The page that stands at the old address. */
export function movedPage(address) {
  const href = escape(address);
  return `<!doctype html>
<html lang="uk">
  <head>
    <meta charset="UTF-8" />
    <title>Магазин переїхав</title>
    <link rel="canonical" href="${href}" />
    <meta http-equiv="refresh" content="0; url=${href}" />
    <meta name="robots" content="noindex" />
  </head>
  <body>
    <p>Магазин переїхав: <a href="${href}">${href}</a></p>
  </body>
</html>
`;
}

/**
 * The old site's service worker, replaced by one that removes itself and
 * reloads its pages, so a returning visitor is not kept on the old shop's copy.
 */
export const UNREGISTERING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => Promise.all(clients.map((client) => client.navigate(client.url)))),
  );
});
`;

/**
 * Rewrites every page under `dir` (the admin's excepted) and its service
 * worker, and returns how many pages.
 */
export function moveSite(dir, to) {
  const target = new URL(to);
  if (target.protocol !== 'https:' || target.search || target.hash)
    throw new Error(
      `--to must be the shop's new https address, like https://shop.example/; "${to}" is not.`,
    );
  const base = target.href.endsWith('/') ? target.href : `${target.href}/`;
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(dir, join(entry.parentPath, entry.name));
    if (file.split(sep)[0] === 'admin') continue;
    writeFileSync(join(dir, file), movedPage(newAddress(file, base)));
    count += 1;
  }
  writeFileSync(join(dir, 'sw.js'), UNREGISTERING_WORKER);
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, dir: { type: 'string', default: 'dist' } },
  });
  if (!values.to) throw new Error('--to https://shop.example/ is required');
  console.log(`${moveSite(values.dir, values.to)} pages now send to ${values.to}`);
}
