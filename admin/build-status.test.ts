import type { BuildReport } from '../src/shared/catalogue/build-report.ts';
import { figuresPart, notesPart } from './build-status.ts';

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
  it('says each note of the build with its shop.yaml line or its good, as the log did', () => {
    const part = notesPart(
      report([
        {
          file: 'shop.yaml',
          line: 13,
          label: 'повернення',
          message: 'ці слова обіцяють менше, ніж закон.',
        },
        { file: 'shop.yaml', message: 'немає рядка `продавець`.' },
        {
          title: 'Ваза',
          folder: 'catalogue/items/2611271900-vaza',
          label: 'Ціна',
          message: 'копійки округлено.',
        },
      ]),
    );
    expect(part.map((element) => element.textContent)).toEqual([
      'Примітки: 3',
      'Сайт зібрано й опубліковано, але перегляньте:',
      expect.any(String),
    ]);
    expect([...part[2]!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'shop.yaml, рядок 13, «повернення»: ці слова обіцяють менше, ніж закон.',
      'shop.yaml: немає рядка `продавець`.',
      '«Ваза» (catalogue/items/2611271900-vaza), «Ціна»: копійки округлено.',
    ]);
  });

  it('says nothing when the build noted nothing', () => {
    expect(notesPart(report([]))).toEqual([]);
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
