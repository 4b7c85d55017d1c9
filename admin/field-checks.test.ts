import { describe, expect, it } from 'vitest';
import { ibanReadback, refuseSave, videoReadback } from './field-checks.ts';

const WRONG_DIGIT = 'UA21 3223 1300 0002 6007 2335 6600 2';

/** A field's group as Sveltia draws it, in the page. */
function field(key: string) {
  const group = document.createElement('section');
  group.dataset.keyPath = key;
  const input = document.createElement('input');
  group.append(input);
  document.body.append(group);
  const type = (keys: string) => {
    for (const key of keys) {
      input.value += key;
      input.dispatchEvent(new Event('input'));
    }
  };
  const line = () => group.querySelector<HTMLElement>('[role="status"]');
  return { group, type, line };
}

/** A saved entry as Sveltia's preSave gives it: only its getIn is read. */
const entry = (data: Record<string, unknown>) => ({
  getIn: ([, key]: readonly string[]) => data[key!],
});

describe('the lines under the admin’s fields', () => {
  it('says whether an IBAN’s check digits hold, by the build’s own rule', () => {
    expect(ibanReadback(WRONG_DIGIT)).toEqual({
      text: 'У цьому IBAN помилка: контрольні цифри не сходяться. Скопіюйте його із застосунку банку ще раз.',
      refused: true,
    });
    expect(ibanReadback('ua213223130000026007233566001')).toEqual({
      text: 'Для переказу: UA21 3223 1300 0002 6007 2335 6600 1',
      refused: false,
    });
    expect(ibanReadback('').text).toBe('');
  });

  it('writes the line under the price and the IBAN once drawn, follows what is typed, and draws a refusal red', async () => {
    const price = field('price');
    const iban = field('iban');
    await new Promise((resolve) => setTimeout(resolve));
    expect(price.line()?.textContent).toBe('');
    price.type('2 65');
    // Half typed, it is not a price yet, and the line says so in red.
    expect(price.line()?.textContent).toContain('«2 65» — не ціна.');
    expect(price.line()?.style.color).not.toBe('');
    price.type('0');
    expect(price.line()?.textContent).toBe('На сайті: 2\u00a0650 ₴');
    expect(price.line()?.style.color).toBe('');
    iban.type(WRONG_DIGIT);
    expect(iban.line()?.textContent).toMatch(/^У цьому IBAN помилка/);
    price.group.remove();
    iban.group.remove();
  });

  it('refuses a save with an IBAN the build would drop, in its words, and lets any other through', () => {
    expect(() => refuseSave({ entry: entry({ iban: WRONG_DIGIT }) })).toThrow(
      expect.objectContaining({
        message: 'saving_failed',
        cause: expect.objectContaining({ message: expect.stringMatching(/^У цьому IBAN помилка/) }),
      }),
    );
    expect(refuseSave({ entry: entry({ iban: 'UA213223130000026007233566001' }) })).toBeUndefined();
    // A good's price is the form's pattern's to refuse; a good has no IBAN.
    expect(refuseSave({ entry: entry({ price: '3.500' }) })).toBeUndefined();
  });

  it('refuses an iPhone’s .MOV as it is chosen and at the save, saying how to make an MP4, and lets MP4 and WebM through', () => {
    const refusal = videoReadback('C:\\fakepath\\IMG_0107.MOV');
    expect(refusal).toEqual({
      text: '«IMG_0107.MOV» — відео з iPhone (.MOV), а сайт показує лише MP4 або WebM. Перетворіть його на MP4: наприклад, надішліть відео собі в Telegram і збережіть звідти, або скористайтеся застосунком-конвертером.',
      refused: true,
    });
    expect(videoReadback('img_0108.mp4')).toEqual({ text: '', refused: false });
    expect(videoReadback('vaza.WEBM').refused).toBe(false);
    expect(videoReadback('').refused).toBe(false);
    expect(() => refuseSave({ entry: entry({ video: 'img_0107.mov' }) })).toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({
          message: expect.stringMatching(/^«img_0107\.mov» — відео з iPhone/),
        }),
      }),
    );
    expect(refuseSave({ entry: entry({ video: 'img_0108.mp4' }) })).toBeUndefined();
  });
});
