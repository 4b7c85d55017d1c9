// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report.ts';
import { readCollection } from './read-collections.ts';
import { readShopFile } from './shop-file.ts';

describe('buildReport', () => {
  it('carries a collection’s notes to the admin as «Добірки», its title and the form’s field, never its file', () => {
    const { notes } = readCollection('deshevi', '{ "title": "Дешеві", "maxPrice": "недорого" }');
    const report = buildReport({ held: [], notes, catalogue: 'catalogue', counter: '' }, 'hold', {});
    expect(report.notes).toEqual([
      {
        section: 'Добірки',
        title: 'Дешеві',
        label: 'Ціна до',
        message: expect.stringContaining('Добірку не опубліковано.'),
      },
    ]);
  });

  it('carries a note of a good the admin wrote as «Товари», its title and the field, never its folder', () => {
    const report = buildReport(
      {
        held: [],
        notes: [
          {
            file: 'items/2611271900-vaza/',
            title: 'Ваза',
            column: 'Відео',
            message: '«IMG_0107.MOV» — відео з iPhone (.MOV). Товар опубліковано без нього.',
          },
          { file: 'products.csv', line: 4, id: '12', column: 'Ціна', message: 'копійки округлено.' },
        ],
        catalogue: 'catalogue',
        counter: '',
      },
      'hold',
      {},
    );
    expect(report.notes).toEqual([
      {
        section: 'Товари',
        title: 'Ваза',
        label: 'Відео',
        message: '«IMG_0107.MOV» — відео з iPhone (.MOV). Товар опубліковано без нього.',
      },
      expect.objectContaining({ file: 'products.csv', line: 4, label: 'Ціна' }),
    ]);
  });

  it('carries shop.yaml’s notes to the admin as «Магазин» and the form’s field, never the file’s line or key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-report-'));
    writeFileSync(
      join(dir, 'shop.yaml'),
      'телефон: +380 67 123 45 67\nповернення: Повернення не приймаємо.\nрахунок: UA213223130000026007233566002\n',
    );
    const { notes } = readShopFile(dir, 'hold');
    const report = buildReport(
      { held: [], notes, catalogue: 'catalogue', counter: '' },
      'hold',
      {},
    );
    expect(report.notes).toEqual([
      {
        section: 'Магазин',
        label: 'Повернення',
        message: expect.stringContaining('«Повернення не приймаємо.»'),
      },
      {
        section: 'Магазин',
        label: 'IBAN',
        message: expect.stringMatching(/^у цьому IBAN помилка/),
      },
      {
        section: 'Магазин',
        label: 'IBAN',
        message: expect.stringMatching(/^«Переказ на рахунок \(QR\)» не показано покупцям/),
      },
      {
        section: 'Магазин',
        label: 'Продавець',
        message: expect.stringContaining('закон про електронну комерцію вимагає назвати'),
      },
    ]);
    expect(report.counter).toBeNull();
    const counting = buildReport({ held: [], notes: [], catalogue: 'c', counter: 'podil' }, 'hold', {});
    expect(counting.counter).toBe('podil');
  });

  it('names the commit it was built from, on GitHub Actions or on Cloudflare’s Workers Builds', () => {
    const sha = 'a'.repeat(40);
    expect(buildReport(undefined, 'hold', { GITHUB_SHA: sha })).toMatchObject({ commit: sha });
    expect(
      buildReport(undefined, 'hold', { WORKERS_CI_COMMIT_SHA: sha, WORKERS_CI_BRANCH: 'main' }),
    ).toMatchObject({ commit: sha, branch: 'main' });
    expect(buildReport(undefined, 'hold', {})).toMatchObject({ commit: null, branch: null });
  });
});
