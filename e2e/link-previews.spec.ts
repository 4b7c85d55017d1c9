import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Playwright's own test, not ./fixtures': these tests read files and open no page, and
// the fixtures' console watch would open a browser page for each of them.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { siteAddress } from '../src/app/site-address';

/**
 * What a crawler or a messenger reads of the built pages (src/app/page-head.ts,
 * builder/prerender-plugin.ts, builder/preview-image.ts): read from dist/
 * as they read it, the HTML before any script runs.
 */

const BASE = '/BON-VINTAGE/';
/** The address the build was made for: VITE_SITE_URL, or the preview server's. */
const SITE = siteAddress(process.env.VITE_SITE_URL, `http://localhost:4173${BASE}`, BASE);
const PREVIEW_MAX_BYTES = 80 * 1024;

const read = (file: string) => readFileSync(join('dist', file), 'utf8');

/** Every page the build wrote, as [its address below the base, its file]. */
function builtPages(): [string, string][] {
  /** The pages drawn one a product or a collection: the .html files of a folder. */
  const each = (dir: string, name: RegExp) =>
    readdirSync(`dist/${dir}`)
      .filter((file) => name.test(file))
      .map((file): [string, string] => [`${dir}/${file.slice(0, -5)}`, `${dir}/${file}`]);
  return [
    ['', 'index.html'],
    ['catalog', 'catalog.html'],
    ['favorite', 'favorite.html'],
    ['aboutUs', 'aboutUs.html'],
    ...each('catalog', /^\d+\.html$/),
    ...each('collections', /^[a-z0-9-]+\.html$/),
  ];
}

/** The tags of a page's <head> a crawler reads: name or property → content. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const match of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g))
    tags.set(match[2]!, match[3]!);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return { tags, canonical, jsonLd, head };
}

// What the pages and pictures hold is gathered and compared at once: each of
// Playwright's expects is a reported step, and an expect per tag of every page
// cost the run half a minute.

test('every built page has its description, canonical address and preview tags', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(200);
  const found: Record<string, unknown>[] = [];
  const wanted: Record<string, unknown>[] = [];
  for (const [path, file] of pages) {
    const html = read(file);
    const { tags, canonical, jsonLd } = headTags(html);
    const url = new URL(path, SITE).href;
    const product = path.startsWith('catalog/');
    const wantedTags = {
      'og:url': url,
      description: expect.stringMatching(/\S{3}/),
      'og:description': tags.get('description'),
      'og:title': expect.stringMatching(/ — BON VINTAGE$|^BON VINTAGE — /),
      'og:type': product ? 'product' : 'website',
      'og:locale': 'uk_UA',
      'og:site_name': 'BON VINTAGE',
      'og:image': expect.stringMatching(new RegExp(`^${SITE}previews/(\\d+|shop)\\.jpg$`)),
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': expect.stringMatching(/\S/),
      'twitter:card': 'summary_large_image',
    };
    found.push({
      file,
      canonical,
      ...Object.fromEntries(Object.keys(wantedTags).map((name) => [name, tags.get(name)])),
      // The page's own <title> is the one the tags repeat.
      titleRepeated: html.includes(`<title>${tags.get('og:title')}</title>`),
      jsonLd: jsonLd.map((data) => data['@type']),
    });
    wanted.push({
      file,
      canonical: url,
      ...wantedTags,
      titleRepeated: true,
      jsonLd: product ? ['Product', 'BreadcrumbList'] : [],
    });
  }
  expect(found).toEqual(wanted);
});

test('a product page names its own picture, price and address in its data', () => {
  const { tags, jsonLd } = headTags(read('catalog/7.html'));
  const title = /<title>(.*) — BON VINTAGE<\/title>/.exec(read('catalog/7.html'))![1];
  expect(tags.get('og:image')).toBe(`${SITE}previews/7.jpg`);
  expect(tags.get('og:image:alt')).toBe(title);
  const [product] = jsonLd;
  expect(product).toMatchObject({
    name: title,
    sku: '7',
    url: `${SITE}catalog/7`,
    offers: { priceCurrency: 'UAH', availability: 'https://schema.org/InStock' },
  });
  const price = (product!.offers as { price: unknown }).price;
  expect(typeof price).toBe('number');
  expect(tags.get('product:price:amount')).toBe(String(price));
  expect(tags.get('description')).toMatch(/^[\d\u00a0]+ ₴\. /);
});

test('every preview picture is a JPEG of 1200×630 under 80 KB, and none is precached', async () => {
  const named = new Set(builtPages().map(([, file]) => headTags(read(file)).tags.get('og:image')));
  named.add(headTags(read('shell.html')).tags.get('og:image'));
  const pictures = await Promise.all(
    [...named].map(async (url) => {
      const file = join('dist', url!.slice(SITE.length));
      const bytes = readFileSync(file);
      // Read by sharp, which encodes them (builder/preview-image.ts).
      const { format, width, height } = await sharp(bytes).metadata();
      return { file, format, width, height, bytes: bytes.length };
    }),
  );
  expect(pictures.length).toBeGreaterThan(0);
  expect(
    pictures.filter(
      ({ format, width, height, bytes }) =>
        format !== 'jpeg' || width !== 1200 || height !== 630 || bytes > PREVIEW_MAX_BYTES,
    ),
  ).toEqual([]);
  expect(read('sw.js')).not.toContain('previews/');
});

test('the sitemap lists every public page, never a visitor’s own favourites or basket, and robots.txt names it', () => {
  const sitemap = read('sitemap.xml');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(
    builtPages()
      .filter(([path]) => path !== 'favorite' && path !== 'basket')
      .map(([path]) => new URL(path, SITE).href)
      .sort(),
  );
  expect(read('favorite.html')).toContain('<meta name="robots" content="noindex" />');
  expect(read('basket.html')).toContain('<meta name="robots" content="noindex" />');
  expect(read('robots.txt')).toContain(`Sitemap: ${SITE}sitemap.xml`);
});

test('a build with a malformed VITE_SITE_URL stops at once and says why', () => {
  // Starting vite alone takes 8 s on a quiet 2-core machine and over 20 s on a busy one;
  // the build itself is allowed 60 s below.
  test.setTimeout(90_000);
  const outDir = mkdtempSync(join(tmpdir(), 'bon-vintage-bad-site-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir], {
      env: { ...process.env, VITE_SITE_URL: 'owner.github.io/BON-VINTAGE' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain(
      `VITE_SITE_URL must be the shop's public address, like https://owner.github.io/BON-VINTAGE/; "owner.github.io/BON-VINTAGE" is not an address.`,
    );
    expect(readdirSync(outDir)).toEqual([]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
