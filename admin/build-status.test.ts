import type { BuildReport } from '../src/shared/catalogue/build-report.ts';
import { figuresPart, notesPart, summaryLine } from './build-status.ts';

const report = (notes: BuildReport['notes']): BuildReport => ({
  builtAt: '2026-11-27T19:00:00.000Z',
  commit: null,
  repository: null,
  branch: null,
  onError: 'hold',
  catalogue: 'owner',
  held: [],
  notes,
});

describe('the panel’s notes', () => {
  it('says where each note of the build is fixed in the admin: «Магазин» and its field, or the good and its field', () => {
    const part = notesPart(
      report([
        {
          section: 'Магазин',
          label: 'Повернення',
          message: 'ці слова обіцяють менше, ніж закон.',
        },
        { section: 'Магазин', message: 'сайт не вказано.' },
        {
          section: 'Добірки',
          title: 'Меблі',
          label: 'Ціна до',
          message: 'добірку не опубліковано.',
        },
        {
          title: 'Ваза',
          folder: 'catalogue/items/2611271900-vaza',
          label: 'Ціна',
          message: 'копійки округлено.',
        },
      ]),
    );
    expect(part.map((element) => element.textContent)).toEqual([
      'Примітки: 4',
      'Сайт зібрано й опубліковано, але перегляньте:',
      expect.any(String),
    ]);
    expect([...part[2]!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '«Магазин» → «Повернення»: ці слова обіцяють менше, ніж закон.',
      '«Магазин»: сайт не вказано.',
      '«Добірки» → «Меблі» → «Ціна до»: добірку не опубліковано.',
      '«Ваза» (catalogue/items/2611271900-vaza), «Ціна»: копійки округлено.',
    ]);
  });

  it('says nothing when the build noted nothing', () => {
    expect(notesPart(report([]))).toEqual([]);
  });

  it('counts the notes and the goods held back on the closed panel’s line', () => {
    const live = 'Останнє збереження на сайті.';
    const notes = [1, 2, 3, 4].map((n) => ({ section: 'Магазин', message: `примітка ${n}` }));
    expect(summaryLine(report(notes), live)).toBe('Примітки: 4. Останнє збереження на сайті.');
    expect(
      summaryLine(
        { ...report(notes.slice(0, 1)), held: [{ title: 'Ваза', problems: [{ message: 'x' }] }] },
        live,
      ),
    ).toBe('Не опубліковано: 1. Примітки: 1. Останнє збереження на сайті.');
    expect(summaryLine(report([]), live)).toBe(live);
  });
});

describe('the panel’s figures', () => {
  it('links to the owner’s GoatCounter when shop.yaml names one, and says nothing otherwise', () => {
    const [part] = figuresPart({ ...report([]), counter: 'vintage-podil' });
    expect(part!.textContent).toBe(
      'Відвідування й замовлення за днями: Відкрити лічильник GoatCounter',
    );
    expect(part!.querySelector('a')!.href).toBe('https://vintage-podil.goatcounter.com/');
    expect(figuresPart({ ...report([]), counter: null })).toEqual([]);
    expect(figuresPart(report([]))).toEqual([]);
  });
});
