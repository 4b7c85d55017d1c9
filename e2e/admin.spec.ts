import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { ADMIN_META_CONTENT_SECURITY_POLICY } from '../deploy/security-headers';
import { readTestRepo, seedTestRepo, writeRepository, type RepoFile } from './admin-test-repo';
import { ADMIN_SHOP_PORT } from '../playwright.config';
import { parseId } from '../src/shared/catalogue/parse-basics';
import { expect, test } from './fixtures';
import { spawnServer } from './spawn-server';

/**
 * The owner's admin (builder/admin/admin-plugin.ts): Sveltia CMS at /admin/,
 * out of the shop's files, sitemap and offline copy, and working with no
 * network at all: its config.yml is answered with the `test-repo` backend
 * (the build never ships that), which keeps the repository in the browser's
 * origin private file system (OPFS), under sveltia-cms-test/.
 */

const ADMIN = 'admin/';
/** scripts/make-heic-fixture.mjs: stored 64×48, red over blue, shown turned a quarter clockwise. */
const HEIC = readFileSync('builder/catalogue/test-photos/turned-halves.heic');

const read = (file: string) => readFileSync(join('dist', file), 'utf8');

test('the admin is its own page: noindex, its own CSP first, out of the sitemap, the offline copy and the shop’s code', () => {
  const html = read(`${ADMIN}index.html`);
  const csp = html.indexOf(
    `<meta http-equiv="Content-Security-Policy" content="${ADMIN_META_CONTENT_SECURITY_POLICY}" />`,
  );
  expect(csp).toBeGreaterThan(0);
  expect(csp).toBeLessThan(html.indexOf('<script'));
  expect(ADMIN_META_CONTENT_SECURITY_POLICY).not.toMatch(/'unsafe-eval'|\*/);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(read(`${ADMIN}config.yml`)).toContain('name: github');
  // The build's report lies beside it: the sample's build held nothing back.
  expect(JSON.parse(read(`${ADMIN}build-report.json`))).toMatchObject({
    catalogue: 'sample',
    onError: 'stop',
    held: [],
  });
  expect(read('sitemap.xml')).not.toContain(ADMIN);
  const worker = read('sw.js');
  const precached = [...worker.matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1]);
  expect(precached.length).toBeGreaterThan(10);
  expect(precached.filter((url) => url!.startsWith(ADMIN))).toEqual([]);
  // Once the worker controls the site, the admin's address still gets the admin, not the shell.
  expect(worker).toContain(
    'createHandlerBoundToURL("/BON-VINTAGE/shell.html"),{allowlist:[/^\\/BON-VINTAGE\\//],denylist:[/^\\/BON-VINTAGE\\/(admin|feeds)\\//]}',
  );
  // Its code is in admin/assets alone, never in a chunk of the shop.
  expect(readdirSync(join('dist', ADMIN, 'assets')).some((file) => file.endsWith('.js'))).toBe(
    true,
  );
  for (const file of readdirSync(join('dist', 'assets')).filter((name) => name.endsWith('.js')))
    expect(read(`assets/${file}`), file).not.toMatch(/sveltia/i);
});

const jpeg = async (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

const item = (id: number, title: string, category: string, material: string) =>
  JSON.stringify(
    {
      id,
      title,
      price: 1000 + id,
      category,
      material,
      photos: [`${id}.jpg`],
      status: 'в наявності',
      createdAt: `2026-11-0${id}`,
    },
    null,
    2,
  );

/** Three goods and the shop's file, as the repository holds them before the owner opens the admin. */
async function repository(): Promise<Record<string, RepoFile>> {
  const photo = async (color: string) => ({
    base64: (await jpeg(300, 400, color)).toString('base64'),
  });
  return {
    'catalogue/items/1-vaza/index.json': item(1, 'Ваза', 'Вази', 'Порцеляна'),
    'catalogue/items/1-vaza/1.jpg': await photo('#c9a46a'),
    'catalogue/items/2-komod/index.json': item(2, 'Комод', 'Меблі', 'Дерево'),
    'catalogue/items/2-komod/2.jpg': await photo('#7a2e2a'),
    'catalogue/items/3-chashka/index.json': item(3, 'Чашка', 'Різний посуд', 'Порцеляна'),
    'catalogue/items/3-chashka/3.jpg': await photo('#3f5a4a'),
    'catalogue/shop.yaml': 'телефон: +380 67 123 45 67\n',
  };
}

/**
 * Goods the admin saved that a deploy cannot publish as they are: a
 * candlestick without a price, and a jug and a plate added in the same minute
 * (`minute`), so with one number. Paths under catalogue/items/.
 */
function heldBack(minute: string) {
  const saved = (id: string, title: string, fields: Record<string, unknown>) => ({
    id,
    title,
    category: 'Різний посуд',
    material: 'Порцеляна',
    photos: ['1.jpg'],
    status: 'в наявності',
    createdAt: '2026-11-04',
    ...fields,
  });
  return {
    // Saved before the price was typed: the file has no price at all.
    [`${minute.slice(0, -1)}9-svichnyk`]: saved(`${minute.slice(0, -1)}9`, 'Свічник', {}),
    [`${minute}-glechyk`]: saved(minute, 'Глечик', { price: 900 }),
    [`${minute}-tarilka`]: saved(minute, 'Тарілка', { price: 450 }),
  };
}

/** Each good's folder as files: its index.json and one photo. */
async function repositoryFiles(goods: Record<string, Record<string, unknown>>) {
  const files = new Map<string, Buffer>();
  for (const [folder, fields] of Object.entries(goods)) {
    files.set(`${folder}/index.json`, Buffer.from(JSON.stringify(fields, null, 2)));
    files.set(`${folder}/1.jpg`, await jpeg(300, 400, '#8a6d3b'));
  }
  return files;
}

/**
 * Sveltia draws a long form's fields as they scroll into view: the form is
 * scrolled until `field` is drawn.
 */
async function scrollTo(page: Page, field: Locator) {
  await page.getByRole('textbox', { name: 'Назва' }).hover();
  await expect(async () => {
    if ((await field.count()) === 0) await page.mouse.wheel(0, 800);
    await expect(field).toBeAttached({ timeout: 1000 });
  }).toPass();
}

/**
 * Opens «Товари» from the collections a phone starts on, and returns its list. A tap that
 * comes while Sveltia is still starting selects the collection without opening it, so it
 * is tapped again until the list is there.
 */
async function openGoods(page: Page): Promise<Locator> {
  const list = page.getByRole('grid', { name: 'Записи' });
  await expect(async () => {
    await page.getByRole('treeitem', { name: /Товари/ }).click();
    await expect(list).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return list;
}

/** The commit the Pages workflow would build, as GitHub Actions names it. */
const BUILT_COMMIT = {
  GITHUB_SHA: 'c0ffee'.padEnd(40, '0'),
  GITHUB_REPOSITORY: 'owner/BON-VINTAGE',
};

/**
 * The shop built from the catalogue folder `catalogue` into `outDir`, as the
 * Pages workflow builds it from the repository (CATALOGUE_DIR, and
 * CATALOGUE_ON_ERROR=hold: a good that cannot be published is held back).
 */
function buildShop(catalogue: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
      env: {
        ...process.env,
        ...BUILT_COMMIT,
        CATALOGUE_DIR: catalogue,
        CATALOGUE_ON_ERROR: 'hold',
        // As the workflow sets it: the feeds are written for the shop's address.
        VITE_SITE_URL: 'https://owner.github.io/BON-VINTAGE/',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the shop did not build: ${stderr}`)),
    );
  });
}

/**
 * The built admin, offline: every request off 127.0.0.1 fails and is
 * recorded, and config.yml is the build's own, with the `test-repo` backend
 * unless `github` (the owner's, which then cannot reach GitHub).
 */
async function offlineAdmin(
  context: BrowserContext,
  backend: 'test-repo' | 'github' = 'test-repo',
): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  const config = parse(read(`${ADMIN}config.yml`)) as Record<string, unknown>;
  await context.route(`**/${ADMIN}config.yml*`, (route) =>
    route.fulfill({
      contentType: 'text/yaml',
      body: stringify(
        backend === 'github' ? config : { ...config, backend: { name: 'test-repo' } },
      ),
    }),
  );
  return outside;
}

/**
 * Records the page's CSP violations (read by cspViolations()), and takes
 * Sveltia's view transitions away: during one the page is a snapshot that
 * takes no tap, and on a busy test machine one can hold for many seconds.
 * Without the API it swaps the views at once, as in a browser that has none.
 */
async function prepareAdmin(page: Page) {
  await page.addInitScript(() => {
    delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
    const seen: string[] = [];
    (window as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations);

/** The admin as the owner holds it: a 390 px phone, touched, not clicked. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Types `text` into `field` key by key, as a phone's keyboard does, after emptying it. */
async function typeOnPhone(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

// The admin as the owner uses it, in every test of this file.
test.use(PHONE);

test('offline with the test repository, the owner adds a good with two photos, one HEIC, reserves another, deletes a third and reprices a fourth, each price saved as typed or refused', async ({
  page,
  context,
}, testInfo) => {
  // Sveltia is 2 MB of script, a photo is decoded and encoded in the page, and the shop is built.
  test.setTimeout(300_000);
  const outside = await offlineAdmin(context);
  await prepareAdmin(page);
  // The repository as it was, written from a page of the same origin before the admin opens.
  await page.goto(`${ADMIN}config.yml`);
  await seedTestRepo(page, await repository());

  await page.goto(ADMIN);
  await page.getByRole('button', { name: 'Працювати з тестовим репозиторієм' }).click();

  await test.step('an IBAN with a wrong check digit is refused before the save, with what was typed kept', async () => {
    await expect(async () => {
      await page.getByRole('treeitem', { name: /Магазин/ }).click();
      await page.getByRole('row', { name: /Магазин/ }).click({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const iban = page.getByRole('textbox', { name: 'IBAN' });
    const ibanLine = page.locator('[data-key-path="iban"] [role="status"]');
    // Sveltia draws a form's fields as they scroll into view.
    await page.getByRole('textbox', { name: 'Назва магазину' }).hover();
    await expect(async () => {
      if ((await iban.count()) === 0) await page.mouse.wheel(0, 800);
      await expect(iban).toBeAttached({ timeout: 1000 });
    }).toPass();
    await iban.scrollIntoViewIfNeeded();
    await typeOnPhone(iban, 'UA21 3223 1300 0002 6007 2335 6600 2');
    await expect(ibanLine).toHaveText(
      'У цьому IBAN помилка: контрольні цифри не сходяться. Скопіюйте його із застосунку банку ще раз.',
    );
    await page.getByRole('button', { name: 'Зберегти' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Помилка' });
    await expect(refused).toContainText('У цьому IBAN помилка: контрольні цифри не сходяться.');
    // Over the reason, «Запис не збережено.», not Sveltia's «Спробуйте пізніше.», which would not help.
    await expect(refused).toContainText('Запис не збережено.');
    await expect(refused).not.toContainText('Спробуйте пізніше');
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(iban).toHaveValue('UA21 3223 1300 0002 6007 2335 6600 2');
    // Back to the collections, still signed in, the shop's form unsaved (shop.yaml is checked below).
    await page.goto(ADMIN);
  });

  // A phone opens on the list of collections: the goods, the shop and the collections (builder/admin/admin-config.ts).
  await expect(page.getByRole('treeitem', { name: /Добірки/ })).toBeVisible({ timeout: 30_000 });
  const list = await openGoods(page);
  await expect(list.getByRole('row')).toHaveCount(3);

  // Reserve the chest of drawers.
  await list.getByRole('row', { name: 'Комод' }).click();
  const reserved = page.getByRole('radio', { name: 'заброньовано' });
  await scrollTo(page, reserved);
  await reserved.scrollIntoViewIfNeeded();
  await reserved.click();
  await expect(reserved).toBeChecked();
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(list.getByRole('row')).toHaveCount(3);

  // Delete the cup, the way a phone has: the good, its options, «Видалити».
  await list.getByRole('row', { name: 'Чашка' }).click();
  await page.getByRole('button', { name: 'Показати параметри редактора' }).click();
  await page.getByRole('menuitem', { name: 'Видалити' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Видалити' }).click();
  await expect(list.getByRole('row')).toHaveCount(2);

  // The old vase, its price saved by an older admin as a number, repriced as the owner writes it.
  await list.getByRole('row', { name: 'Ваза' }).click();
  const price = page.getByRole('textbox', { name: 'Ціна', exact: true });
  const readback = page.locator('[data-key-path="price"] [role="status"]');
  await expect(price).toHaveValue('1001');
  await typeOnPhone(price, '1 200 грн');
  await expect(readback).toHaveText('На сайті: 1\u00a0200 ₴');
  // And marked down: the price it had, struck through on the site.
  const oldPrice = page.getByRole('textbox', { name: 'Стара ціна', exact: true });
  await scrollTo(page, oldPrice);
  await typeOnPhone(oldPrice, '1 500');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(list.getByRole('row')).toHaveCount(2);

  // A new vase with a phone's JPEG, larger than the admin keeps, and an iPhone's HEIC.
  await page.getByRole('button', { name: 'Створити новий запис' }).first().click();
  await page.getByRole('textbox', { name: 'Назва' }).fill('Ваза «Мадонна»');
  // 3.500: thousands or kopecks? Refused in Ukrainian, with what was typed kept.
  await typeOnPhone(price, '3.500');
  await expect(readback).toHaveText(
    /^«3\.500» — незрозуміло, тисячі це чи копійки\..* 3500 або 3 500\.$/,
  );
  await page.getByRole('combobox', { name: 'Категорія' }).click();
  await page.getByRole('option', { name: 'Вази' }).click();
  await page.getByRole('combobox', { name: 'Матеріал' }).click();
  await page.getByRole('option', { name: 'Порцеляна' }).click();
  // No photo yet: the save is refused too, each field saying why.
  await page.getByRole('button', { name: 'Зберегти' }).click();
  // The alert also holds its icon's name.
  // Above the field, a refusal that names nothing she did not type; under it, what she did.
  await expect(page.locator('[data-key-path="price"]').getByRole('alert')).toContainText(
    'Ціну не прочитати: що саме не так, написано під полем.',
  );
  await expect(readback).toHaveText(/^«3\.500» — незрозуміло/);
  await expect(price).toHaveValue('3.500');
  const photos = page.locator('[data-key-path="photos"]');
  await scrollTo(page, photos);
  await expect(photos.getByRole('alert')).toContainText('Це поле обов’язкове.');
  await typeOnPhone(price, '2 650');
  await expect(readback).toHaveText('На сайті: 2\u00a0650 ₴');
  // The photos one by one, as a phone's picker gives them: a JPEG larger than the admin
  // keeps, and an iPhone's HEIC.
  const shots = [
    { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: await jpeg(2400, 1800, '#2f4a6b') },
    { name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: HEIC },
  ];
  // Sveltia isolates the list's word in its button's name: «Додати ⁨фото⁩».
  const addPhoto = photos.getByRole('button', { name: /^Додати\W+фото\W*$/ });
  for (const [index, shot] of shots.entries()) {
    await scrollTo(page, addPhoto);
    await addPhoto.click();
    // The new, empty item: the one that still offers «Огляд». The first photo as the guide
    // says (docs/owner-catalogue.md): «Огляд» → «Вибрати зображення» → «Завантажити», the
    // phone's picker, → «Вставити»; the second dropped on the item, as a phone may share one.
    const empty = photos
      .getByRole('group', { name: /Фото/ })
      .filter({ has: page.getByRole('button', { name: 'Огляд' }) });
    if (index === 0) {
      await empty.getByRole('button', { name: 'Огляд' }).click();
      const library = page.getByRole('dialog', { name: 'Вибрати зображення' });
      await expect(library).toContainText('Файлів не знайдено.');
      await expect(library.getByRole('button', { name: 'Вставити' })).toBeDisabled();
      const picker = page.waitForEvent('filechooser');
      await library.getByRole('button', { name: 'Завантажити' }).click();
      await (await picker).setFiles(shot);
      await expect(library.getByRole('button', { name: 'Вставити' })).toBeEnabled({
        timeout: 30_000,
      });
      await library.getByRole('button', { name: 'Вставити' }).click();
    } else await empty.locator('input[type=file]').first().setInputFiles(shot);
    // Listed with its own rename button once converted (the HEIC decoder is compiled on first use).
    await expect(photos.getByRole('button', { name: 'Перейменувати' })).toHaveCount(index + 1, {
      timeout: 30_000,
    });
  }
  // Each photo's buttons (↑ ↓ ⋮ ×, rename, replace) a finger's 44 px, × apart from ⋮ (admin/phone-fixes.css).
  const tapped = await photos.locator('.sui.button.small').evaluateAll((all) =>
    all
      .filter((button) => (button as HTMLElement).offsetParent !== null)
      .map((button) => {
        const { width, height, left, right } = button.getBoundingClientRect();
        return { name: button.getAttribute('aria-label'), width, height, left, right };
      }),
  );
  expect(tapped.filter(({ width, height }) => width < 44 || height < 44)).toEqual([]);
  const menus = tapped.filter(({ name }) => name === 'Параметри елемента списку');
  const removes = tapped.filter(({ name }) => name === 'Вилучити');
  expect(removes).toHaveLength(2);
  removes.forEach((remove, at) =>
    expect(remove.left - menus[at]!.right).toBeGreaterThanOrEqual(12),
  );
  await page.screenshot({ path: testInfo.outputPath('photos.png') });
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(list.getByRole('row')).toHaveCount(3);

  // A collection from the phone, named in Ukrainian: the goods on sale up to 2 000 ₴.
  // On a phone the list of collections is a screen of its own: ← leads back to it.
  await page.getByRole('button', { name: 'Назад до списку колекцій' }).click();
  const collections = page.getByRole('main', { name: /Колекція\W+Добірки/ });
  await expect(async () => {
    await page.getByRole('treeitem', { name: /Добірки/ }).click();
    await expect(collections).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await collections.getByRole('button', { name: 'Створити новий запис' }).click();
  await typeOnPhone(page.getByRole('textbox', { name: 'Назва' }), 'Знижки до 2 000 ₴');
  const ceiling = page.getByRole('spinbutton', { name: 'Ціна до' });
  await scrollTo(page, ceiling);
  await typeOnPhone(ceiling, '2000');
  const onSale = page.getByRole('switch', { name: 'Лише зі знижкою' });
  await scrollTo(page, onSale);
  await onSale.click();
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(collections.getByRole('row')).toHaveCount(1);

  const files = await readTestRepo(page);
  writeRepository(testInfo.outputPath('repository'), files);
  const text = (path: string) => files.get(path)?.toString('utf8');
  const paths = [...files.keys()].sort();

  expect(JSON.parse(text('catalogue/items/2-komod/index.json')!)).toEqual({
    ...JSON.parse(item(2, 'Комод', 'Меблі', 'Дерево')),
    status: 'заброньовано',
    // An older admin's number, saved again as the text the field shows: the same price.
    price: '1002',
  });
  expect(JSON.parse(text('catalogue/items/1-vaza/index.json')!)).toEqual({
    ...JSON.parse(item(1, 'Ваза', 'Вази', 'Порцеляна')),
    price: '1 200 грн',
    oldPrice: '1 500',
  });
  // The collection's folder named in Latin letters, as its page's address.
  const sale = paths.filter((path) => path.startsWith('catalogue/collections/'));
  expect(sale).toEqual([
    expect.stringMatching(/^catalogue\/collections\/[a-z0-9]+(?:-[a-z0-9]+)*\/index\.json$/),
  ]);
  expect(JSON.parse(text(sale[0]!)!)).toEqual({
    title: 'Знижки до 2 000 ₴',
    maxPrice: 2000,
    onSale: true,
  });
  const saleSlug = sale[0]!.split('/')[2]!;
  expect(paths.filter((path) => path.startsWith('catalogue/items/3-'))).toEqual([]);
  expect(text('catalogue/shop.yaml')).toBe('телефон: +380 67 123 45 67\n');

  const created = paths.find((path) =>
    /^catalogue\/items\/\d+-[0-9a-f]{8}-vaza-madonna\/index\.json$/.test(path),
  )!;
  expect(created).toBeDefined();
  const folder = dirname(created);
  const entry = JSON.parse(text(created)!) as Record<string, unknown>;
  expect(entry).toEqual({
    id: expect.stringMatching(/^\d{10}-[0-9a-f]{8}$/),
    title: 'Ваза «Мадонна»',
    price: '2 650',
    category: 'Вази',
    material: 'Порцеляна',
    photos: ['img_0001.webp', 'img_0002.webp'],
    status: 'в наявності',
    createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expect(folder).toBe(`catalogue/items/${entry.id as string}-vaza-madonna`);
  // The site's number: the minute and the random part read as one (parse-basics.ts).
  const number = (parseId(entry.id as string) as { value: number }).value;
  expect(paths.filter((path) => path.startsWith(`${folder}/`))).toEqual(
    ['img_0001.webp', 'img_0002.webp', 'index.json'].map((name) => `${folder}/${name}`),
  );
  // Shrunk in the browser to 2 000 px, as a WebP.
  const large = await sharp(files.get(`${folder}/img_0001.webp`)!).metadata();
  expect([large.format, large.width, large.height]).toEqual(['webp', 2000, 1500]);
  // The HEIC decoded in the browser, upright: 48×64, red on the right.
  const heic = sharp(files.get(`${folder}/img_0002.webp`)!);
  const { data, info } = await heic.raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([48, 64]);
  const [leftRed, , leftBlue] = data.subarray((32 * 48 + 8) * info.channels);
  const [rightRed, , rightBlue] = data.subarray((32 * 48 + 40) * info.channels);
  expect(leftBlue).toBeGreaterThan(leftRed!);
  expect(rightRed).toBeGreaterThan(rightBlue!);

  expect(await cspViolations(page)).toEqual([]);
  expect(outside).toEqual([]);

  // Beside what the admin wrote, three goods the deploy cannot publish as they are: one
  // saved without a price, and two given one number in the same minute. The jug, the
  // first of the two by its folder's name, keeps the number and is published.
  const catalogue = join(testInfo.outputPath('repository'), 'catalogue');
  const sameMinute = '2611041430';
  for (const [path, bytes] of await repositoryFiles(heldBack(sameMinute))) {
    mkdirSync(dirname(join(catalogue, 'items', path)), { recursive: true });
    writeFileSync(join(catalogue, 'items', path), bytes);
  }
  // And an IBAN mistyped by hand (the form would refuse it), with the transfer offered:
  // the deploy publishes the shop without the transfer, and says so.
  writeFileSync(
    join(catalogue, 'shop.yaml'),
    `${text('catalogue/shop.yaml')!}iban: UA21 3223 1300 0002 6007 2335 6600 2\nоплата: Переказ на рахунок (QR), Накладений платіж\n`,
  );

  // What it wrote builds into a shop that shows exactly that: the new vase first, with its
  // two photos, the jug, the old vase, the chest of drawers reserved, and no cup; the
  // candlestick without a price and the plate with the jug's number are held back.
  const shopDir = testInfo.outputPath('shop');
  await buildShop(catalogue, shopDir);
  const server = await spawnServer(
    'node',
    ['scripts/serve-static.mjs', '--port', String(ADMIN_SHOP_PORT), '--root', shopDir],
    `http://127.0.0.1:${ADMIN_SHOP_PORT}/BON-VINTAGE/`,
  );
  try {
    const shop = `http://127.0.0.1:${ADMIN_SHOP_PORT}/BON-VINTAGE/`;
    await page.goto(`${shop}catalog`);
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(4);
    expect(await cards.evaluateAll((all) => all.map((card) => card.dataset.productId))).toEqual([
      String(number),
      sameMinute,
      '1',
      '2',
    ]);
    await expect(page.locator(`[data-product-id="${sameMinute}"]`)).toContainText('Глечик');
    await expect(cards.nth(0)).toContainText('Ваза «Мадонна»');
    // Each price as the owner typed it, read as the form said it would be.
    await expect(cards.nth(0)).toContainText('2\u00a0650 ₴');
    await expect(page.locator('[data-product-id="1"]')).toContainText('1\u00a0200 ₴');
    await expect(page.locator('[data-product-id="2"]').getByTestId('reserved-badge')).toBeVisible();
    await expect(page.getByTestId('reserved-badge')).toHaveCount(1);
    // Marked down from the phone: struck through, with its badge.
    await expect(page.locator('[data-product-id="1"]').getByTestId('sale-badge')).toHaveText(
      '−20 %',
    );
    // And in the feeds: Google's sale price for the vase, and the collection as a label.
    const google = readFileSync(join(shopDir, 'feeds/google.xml'), 'utf8');
    const vase = /<item>(?:(?!<\/item>)[\s\S])*<g:id>1<\/g:id>[\s\S]*?<\/item>/.exec(google)![0];
    expect(vase).toContain('<g:price>1500.00 UAH</g:price>');
    expect(vase).toContain('<g:sale_price>1200.00 UAH</g:sale_price>');
    expect(vase).toMatch(/<g:custom_label_\d>Знижки до 2 000 ₴<\/g:custom_label_\d>/);
    // The collection made from the phone: a tile on the home page, its own page with the one good it picks.
    await page.goto(shop);
    await page
      .getByRole('region', { name: 'Добірки' })
      .getByRole('link', { name: /^Знижки до 2 000 ₴/ })
      .click();
    await expect(page).toHaveURL(`${shop}collections/${saleSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Знижки до 2 000 ₴');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('data-product-id', '1');
    await page.goto(`${shop}catalog/${number}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ваза «Мадонна»');
    await expect(page.getByTestId('gallery-image')).toBeVisible();
    // Its two photos, the iPhone's among them.
    await expect(
      page.getByRole('region', { name: 'Галерея товару' }).getByTestId('gallery-counter'),
    ).toHaveText('1 з 2');

    // The built shop's admin, on a phone, says which goods the deploy held back and why.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop}${ADMIN}`);
    const status = page.getByRole('region', { name: 'Стан сайту' });
    await expect(status.getByRole('status')).toHaveText(
      'Не опубліковано: 2. Примітки: 3. Стан збереження не видно.',
    );
    // Sveltia is there, below the panel.
    await expect(
      page.getByRole('button', { name: 'Працювати з тестовим репозиторієм' }),
    ).toBeVisible();
    const more = status.getByRole('button', { name: 'Стан сайту' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(status).toContainText(
      'Увійдіть, щоб побачити, чи вже на сайті останнє збереження.',
    );
    await expect(status.getByRole('heading', { name: 'Не опубліковано: 2 товари' })).toBeVisible();
    const held = status.getByRole('listitem').filter({ has: page.locator('strong') });
    await expect(held).toHaveText([
      new RegExp(
        `^«Тарілка» \\(catalogue/items/${sameMinute}-tarilka\\)` +
          `«Номер»: такий самий номер уже має товар «Глечик» \\(catalogue/items/${sameMinute}-glechyk\\)\\.`,
      ),
      new RegExp(
        `^«Свічник» \\(catalogue/items/${sameMinute.slice(0, -1)}9-svichnyk\\)` +
          '«Ціна»: не заповнено, а без цього товар не опублікувати\\.',
      ),
    ]);
    await expect(status.getByRole('listitem').filter({ hasText: '«Магазин» → «IBAN»' })).toHaveText(
      [
        /^«Магазин» → «IBAN»: у цьому IBAN помилка: контрольні цифри не сходяться\./,
        '«Магазин» → «IBAN»: «Переказ на рахунок (QR)» не показано покупцям, доки IBAN не виправлено: без нього немає QR для оплати.',
      ],
    );
    // One line's width on a phone: nothing sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(
      JSON.parse(readFileSync(join(shopDir, ADMIN, 'build-report.json'), 'utf8')),
    ).toMatchObject({
      commit: BUILT_COMMIT.GITHUB_SHA,
      repository: BUILT_COMMIT.GITHUB_REPOSITORY,
      onError: 'hold',
      catalogue: 'owner',
      held: [
        { title: 'Тарілка', folder: `catalogue/items/${sameMinute}-tarilka` },
        { title: 'Свічник', folder: `catalogue/items/${sameMinute.slice(0, -1)}9-svichnyk` },
      ],
    });
  } finally {
    // Away from the shop first: the page may still be fetching (the whole
    // list loads when it is idle), and a refused request is an error it logs.
    await page.goto('about:blank');
    await server.stop();
  }
  expect(outside).toEqual([]);
});

test.describe('on the owner’s phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Sveltia's strings its Ukrainian file lacked, and the browser's own word for a lost connection. */
  const ENGLISH = /Show Errors|Slug|Failed to fetch|Load failed/;

  test('the admin page has its own robots meta and manifest alone, asks GitHub’s status without a CSP error, and says a lost connection in Ukrainian', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // Sveltia is 2 MB of script, which a busy test machine takes long to start.
    test.setTimeout(90_000);
    const outside = await offlineAdmin(context, 'github');
    // GitHub's status page answers: Sveltia asks it as soon as the page opens.
    await context.route('https://www.githubstatus.com/api/v2/status.json', (route) =>
      route.fulfill({ json: { status: { indicator: 'none' } } }),
    );
    await prepareAdmin(page);
    await page.goto(ADMIN);
    const signIn = page.getByRole('button', { name: 'Увійти за допомогою токена доступу' });
    await expect(signIn).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    const manifest = page.locator('link[rel="manifest"]');
    await expect(manifest).toHaveCount(1);
    // The browser reads it: the admin opens from the home screen as an app of its own.
    const read = await page.evaluate(
      async (href) => (await fetch(href)).json(),
      await manifest.evaluate((link: HTMLLinkElement) => link.href),
    );
    expect(read).toMatchObject({ start_url: '/BON-VINTAGE/admin/', scope: '/BON-VINTAGE/admin/' });

    // The owner pastes a token with no network: GitHub cannot be reached, and the admin says so.
    allowConsoleErrors('ERR_INTERNET_DISCONNECTED', 'Failed to send the request');
    await signIn.click();
    await page
      .getByRole('textbox', { name: 'Персональний токен доступу' })
      .fill('github_pat_11AAAA');
    await page.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/Немає зв’язку з GitHub\. Перевірте інтернет/);
    expect(await page.locator('body').innerText()).not.toMatch(ENGLISH);
    expect(await cspViolations(page)).toEqual([]);
    expect(outside).toEqual(['https://api.github.com/user']);
  });

  test('the owner’s list is newest first with price and state, and the editor, its menu, a delete and a refused save are all in Ukrainian', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const outside = await offlineAdmin(context);
    await prepareAdmin(page);
    const good = async (id: string, title: string, price: number, status: string, day: string) => ({
      [`catalogue/items/${id}-${title.toLowerCase()}/index.json`]: JSON.stringify({
        id,
        title,
        price,
        category: 'Вази',
        material: 'Порцеляна',
        photos: ['1.jpg'],
        status,
        createdAt: day,
      }),
      [`catalogue/items/${id}-${title.toLowerCase()}/1.jpg`]: {
        base64: (await jpeg(30, 40, '#c9a46a')).toString('base64'),
      },
    });
    await page.goto(`${ADMIN}config.yml`);
    // Two goods of one day, the cup opened at 11:40, after the chest at 10:15.
    await seedTestRepo(page, {
      ...(await good('2611250930', 'Vaza', 1200, 'в наявності', '2026-11-25')),
      ...(await good('2611261140', 'Chashka', 350, 'продано', '2026-11-26')),
      ...(await good('2611261015', 'Komod', 8500, 'заброньовано', '2026-11-26')),
    });
    const screens: string[] = [];
    const look = async () => screens.push(await page.locator('body').innerText());

    await page.goto(ADMIN);
    await page.getByRole('button', { name: 'Працювати з тестовим репозиторієм' }).click();
    const rows = (await openGoods(page)).getByRole('row');
    await expect(rows).toHaveText([
      // Each price as the site shows it, on one line (admin/list-prices.ts).
      /^\s*Chashka · ціна\u00a0350\u00a0₴ · продано\s*$/,
      /^\s*Komod · ціна\u00a08\u00a0500\u00a0₴ · заброньовано\s*$/,
      /^\s*Vaza · ціна\u00a01\u00a0200\u00a0₴ · в наявності\s*$/,
    ]);
    await look();
    // Each line with its good's photo, loaded, not a grey square.
    for (const row of await rows.all())
      await expect
        .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

    // The sold cup goes: the good → ⋮ → «Видалити», the one way on a phone.
    await rows.filter({ hasText: 'Chashka' }).click();
    await page.getByRole('button', { name: 'Показати параметри редактора' }).click();
    await expect(page.getByRole('menuitem', { name: 'Назва папки' })).toBeVisible();
    await look();
    await page.getByRole('menuitem', { name: 'Видалити' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Видалити' }).click();
    await expect(rows).toHaveCount(2);
    await look();

    // A new good saved empty is refused, in Ukrainian.
    await page.getByRole('button', { name: 'Створити новий запис' }).click();
    await page.getByRole('button', { name: 'Зберегти' }).click();
    // Its notice reads in lines, not a word a line beside its button (admin/phone-fixes.css).
    const notice = page.getByRole('alert').filter({ hasText: 'полів містять помилки' });
    const lines = await notice.evaluate((alert) => {
      const words = Array.from(alert.childNodes).find((node) =>
        /полів/.test(node.textContent ?? ''),
      )!;
      const range = document.createRange();
      range.selectNodeContents(words);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(3);
    await page.getByRole('button', { name: 'Показати помилки' }).click();
    await expect(page.getByRole('heading', { name: 'Перевірка' })).toBeVisible();
    await look();

    // An iPhone's video: refused as it is chosen, saying how to make an MP4
    // (the build would publish the good without it: builder/catalogue/rows-to-goods.ts).
    await page.keyboard.press('Escape');
    const video = page.locator('[data-key-path="video"]');
    await scrollTo(page, video);
    // As the guide says: «Огляд» → «Вибрати файл» → «Завантажити», the phone's picker, → «Вставити».
    await video.getByRole('button', { name: 'Огляд' }).click();
    const files = page.getByRole('dialog', { name: 'Вибрати файл' });
    const chooser = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Завантажити' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'IMG_0107.MOV',
      mimeType: 'video/quicktime',
      buffer: Buffer.from('moov'),
    });
    await expect(files.getByRole('button', { name: 'Вставити' })).toBeEnabled();
    await files.getByRole('button', { name: 'Вставити' }).click();
    await expect(video.getByRole('textbox')).toHaveText('img_0107.mov', { timeout: 15_000 });
    await expect(video.locator('.bon-readback')).toHaveText(
      /^«img_0107\.mov» — відео з iPhone \(\.MOV\), а сайт показує лише MP4 або WebM\./,
    );
    // Red, as Sveltia's own errors (its save refuses it too, once the rest is filled: field-checks.test.ts).
    await expect(video.locator('.bon-readback')).toHaveAttribute(
      'style',
      /color: var\(--sui-error-foreground-color/,
    );
    await look();
    // Taken away («Вилучити»), the field says nothing more.
    await video.getByRole('button', { name: 'Прибрати файл' }).click();
    await expect(video.locator('.bon-readback')).toHaveText('');

    // ← in an edited good asks first (admin/leave-guard.ts): «Скасувати» keeps the typing.
    // The new good is left first by the back gesture, which asks too: «OK» leaves it.
    const leaving: string[] = [];
    page.once('dialog', (dialog) => {
      leaving.push(dialog.message());
      void dialog.accept();
    });
    await page.goBack();
    expect(leaving).toEqual([expect.stringMatching(/^Вийти без збереження\?/)]);
    await rows.filter({ hasText: 'Vaza' }).click();
    const name = page.getByRole('textbox', { name: 'Назва' });
    await expect(name).toHaveValue('Vaza');
    await typeOnPhone(name, 'Vaza з кобальтом');
    const back = page.getByRole('button', { name: 'Скасувати редагування' });
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await back.click();
    expect(asked).toEqual([
      'Вийти без збереження? Те, що ви змінили в цьому записі, буде втрачено. «Скасувати» — лишитися й зберегти.',
    ]);
    await expect(name).toHaveValue('Vaza з кобальтом');
    // The back gesture asks the same, and «Скасувати» keeps the good open with its typing.
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    // A traversal the page cancelled never arrives: Playwright's wait for it runs out.
    await page.goBack({ timeout: 2_000 }).catch(() => undefined);
    expect(asked).toHaveLength(2);
    await expect(name).toHaveValue('Vaza з кобальтом');
    page.once('dialog', (dialog) => void dialog.accept());
    await back.click();
    await expect(rows.filter({ hasText: 'Vaza' })).toBeVisible();

    expect(screens.filter((text) => ENGLISH.test(text))).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(outside).toEqual([]);
  });
});
