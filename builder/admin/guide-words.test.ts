// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { adminConfig } from './admin-config.ts';
import { itemFields, shopFields } from './catalogue-form.ts';
import { adminUkrainian, type Messages } from './sveltia-ukrainian.ts';

/**
 * The owner's guide names what she taps and reads in the admin in «…», in
 * the admin's own words (docs/owner-catalogue.md, «Адмінка: товари з
 * телефона» and the admin's part of «Добірки»). Each must be a word the
 * admin shows: Sveltia's Ukrainian as this build completes it, the
 * form's labels, hints and collections, or the admin's own scripts. A
 * button renamed on either side fails here, naming it.
 */

const GUIDE = readFileSync('docs/owner-catalogue.md', 'utf8');

/** The guide's parts about the admin. */
function adminParts(): string {
  const section = (from: string, to: string) =>
    GUIDE.slice(GUIDE.indexOf(from), GUIDE.indexOf(to, GUIDE.indexOf(from)));
  const collections = section('**В адмінці:** «Добірки»', '**У папці каталогу**');
  return `${section('## Адмінка: товари з телефона', '## Таблиця товарів')}\n${collections}`;
}

/** Words in «…» the guide quotes that are not the admin's own, each with where they are from. */
const NOT_THE_ADMINS: Record<string, string> = {
  'Додати на головний екран': 'Chrome’s menu on Android',
  'Установити додаток': 'Chrome’s menu on Android',
  Поділитися: 'Safari on iPhone',
  'На початковий екран': 'Safari on iPhone',
  Паролі: 'the iPhone’s passwords app, where she keeps the token',
  OK: 'the browser’s own question (admin/leave-guard.ts asks through it)',
  'Адмінка магазину': 'a name she types for her GitHub token',
  Продано: 'the shop’s mark on a sold piece',
  '⋮': 'a button’s icon, named for what it looks like',
  назад: 'the phone’s back gesture',
  'Run failed: Deploy to GitHub Pages …': 'the subject of GitHub’s e-mail',
};

/** The guide's own headings, which it quotes to send her to another part of it. */
const HEADINGS = new Set(
  [...GUIDE.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => heading!.replace(/\s+/g, ' ')),
);

const flatten = (messages: Messages): string[] =>
  Object.values(messages).flatMap((value) =>
    typeof value === 'string' ? [value] : flatten(value),
  );

/**
 * Every text the admin shows, one a line: each of Sveltia's messages (each
 * variant of one that chooses by number), the form's configuration, the
 * admin's scripts.
 */
function adminTexts(): string[] {
  const config = adminConfig({
    items: itemFields({ categories: ['Вази'], materials: ['Порцеляна'] }),
    shop: shopFields(),
    repo: 'owner/shop',
    name: 'Магазин',
    siteUrl: 'https://owner.github.io/shop/',
    logo: 'icon.png',
  });
  // The scripts' strings, each a text of its own, their `${…}` filled in like Sveltia's `{$…}`.
  const scripts = readdirSync('admin')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(`admin/${file}`, 'utf8').matchAll(/`([^`]*)`|'([^'\n]*)'/g)].map(
        ([, template, plain]) => (template ?? plain!).replace(/\$\{[^}]*\}/g, '{$value}'),
      ),
    );
  const messages = flatten(adminUkrainian()).flatMap((message) => {
    const variants = [...message.matchAll(/\{\{((?:[^{}]|\{\$[^}]*\})*)\}\}/g)].map(
      ([, text]) => text!,
    );
    // A count and the service as the screen fills them in: «1 поле містить помилку», «GitHub».
    return (variants.length > 0 ? variants : [message]).flatMap((text) =>
      [1, 2, 5].map((count) =>
        text
          .replace(/<\/?a>/g, '')
          .replaceAll('{$count}', String(count))
          .replaceAll('{$service}', 'GitHub'),
      ),
    );
  });
  return [...messages, JSON.stringify(config), ...scripts].map((text) => text.replace(/\s+/g, ' '));
}

/** Whether the admin shows `quoted`: as it is, as a message's start (`…`), or filling a message's `{$name}` (a count, a field's name). */
function adminShows(quoted: string, texts: readonly string[]): boolean {
  const shortened = quoted.endsWith('…');
  const words = quoted.replace(/\s*…$/, '');
  return texts.some((text) => {
    if (text.includes(words)) return true;
    // A template must have words of its own to match by: `${base}${file}` matches anything.
    if (!text.includes('{$') || !/\p{L}{3}/u.test(text.replace(/\{\$[^}]*\}/g, ''))) return false;
    const pattern = text
      .split(/\{\$[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?');
    return (
      new RegExp(shortened ? `^${pattern}` : `^${pattern}$`).test(words) ||
      (new RegExp(`^${pattern}`).test(words) && shortened)
    );
  });
}

describe('the owner’s guide names the admin’s buttons and words as the admin shows them', () => {
  it('finds every «…» of the guide’s admin steps among the admin’s words', () => {
    const texts = adminTexts();
    const quoted = [...adminParts().matchAll(/«([^«»]+)»/g)].map(([, name]) =>
      name!.replace(/\s+/g, ' '),
    );
    expect(quoted.length).toBeGreaterThan(50);
    const missing = quoted.filter(
      (name) => !(name in NOT_THE_ADMINS) && !HEADINGS.has(name) && !adminShows(name, texts),
    );
    expect(missing).toEqual([]);
    // And a name the admin does not show is caught.
    expect(adminShows('Огляд файлів', texts)).toBe(false);
    expect(adminShows('Вибрати зображення', texts)).toBe(true);
  });
});
