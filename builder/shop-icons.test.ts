// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shopInitials, writeShopIcons } from './shop-icons.ts';

describe('an owner’s shop’s own icons', () => {
  it('are the shop’s initials, its small words left out', () => {
    expect(shopInitials('Вінтаж на Подолі')).toBe('ВП');
    expect(shopInitials('Одеський вінтаж')).toBe('ОВ');
    expect(shopInitials('«Старовина»')).toBe('С');
    expect(shopInitials('Бабусина скриня і Ко')).toBe('БС');
    expect(shopInitials('retro-house')).toBe('RH');
  });

  it('draws the tab’s, the home screen’s and the admin’s icons in their sizes, not the sample’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-icons-'));
    const files = await writeShopIcons('Вінтаж на Подолі', dir);
    expect(files).toEqual([
      'favicon.svg',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
      'icons/apple-touch-icon-180.png',
    ]);
    const sizes = await Promise.all(
      files.slice(1).map(async (file) => {
        const { width, height, format } = await sharp(join(dir, file)).metadata();
        return [file, format, width, height];
      }),
    );
    expect(sizes).toEqual([
      ['icons/icon-192.png', 'png', 192, 192],
      ['icons/icon-512.png', 'png', 512, 512],
      ['icons/icon-maskable-512.png', 'png', 512, 512],
      ['icons/apple-touch-icon-180.png', 'png', 180, 180],
    ]);
    const sample = readFileSync('public/icons/icon-192.png');
    expect(readFileSync(join(dir, 'icons/icon-192.png')).equals(sample)).toBe(false);
    // The letters as paths: the SVG needs no font to be shown.
    const favicon = readFileSync(join(dir, 'favicon.svg'), 'utf8');
    expect(favicon).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
    expect(favicon).toContain('<path');
    expect(favicon).not.toContain('<text');
  });
});
