// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSite, UNREGISTERING_WORKER } from './moved-site.mjs';

describe('a moved site', () => {
  it('sends every page to its new address, with a canonical and a refresh, its service worker removing itself, and the admin as it was', () => {
    const dir = mkdtempSync(join(tmpdir(), 'moved-site-'));
    mkdirSync(join(dir, 'catalog'));
    mkdirSync(join(dir, 'admin'));
    for (const file of [
      'index.html',
      'catalog.html',
      'catalog/3.html',
      'shell.html',
      'admin/index.html',
    ])
      writeFileSync(join(dir, file), '<p>old</p>');
    writeFileSync(join(dir, 'sw.js'), 'old');

    expect(moveSite(dir, 'https://shop.example')).toBe(4);
    const page = readFileSync(join(dir, 'catalog/3.html'), 'utf8');
    expect(page).toContain('<link rel="canonical" href="https://shop.example/catalog/3" />');
    expect(page).toContain(
      '<meta http-equiv="refresh" content="0; url=https://shop.example/catalog/3" />',
    );
    expect(page).toContain('Магазин переїхав');
    expect(readFileSync(join(dir, 'catalog.html'), 'utf8')).toContain(
      'href="https://shop.example/catalog"',
    );
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('href="https://shop.example/"');
    expect(readFileSync(join(dir, 'shell.html'), 'utf8')).toContain('href="https://shop.example/"');
    expect(readFileSync(join(dir, 'admin/index.html'), 'utf8')).toBe('<p>old</p>');
    expect(readFileSync(join(dir, 'sw.js'), 'utf8')).toBe(UNREGISTERING_WORKER);
  });

  it('refuses an address that is not https', () => {
    const dir = mkdtempSync(join(tmpdir(), 'moved-site-'));
    expect(() => moveSite(dir, 'http://shop.example/')).toThrow(/https/);
  });
});
