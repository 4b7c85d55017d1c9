import {
  isLatinLayoutWord,
  isUkrainianLayoutWord,
  latinToUkrainian,
  ukrainianToLatin,
} from './keyboard-layout';

describe('latinToUkrainian', () => {
  it('reads English-layout keys as the Ukrainian layout', () => {
    expect(latinToUkrainian('dfpb')).toBe('вази');
    expect(latinToUkrainian('rhbinfkm')).toBe('кришталь');
    expect(latinToUkrainian('gjhwtkzyf')).toBe('порцеляна');
  });

  it('maps the punctuation keys that hold Ukrainian letters', () => {
    expect(latinToUkrainian('[;].,')).toBe('хжїюб');
    expect(latinToUkrainian("'")).toBe('є');
    expect(latinToUkrainian('sdfy')).toBe('іван');
  });

  it('reads the backquote as ґ at the start of a word and as the apostrophe inside', () => {
    expect(latinToUkrainian('`fyjr')).toBe('ґанок');
    expect(latinToUkrainian("g`'cf")).toBe("п'єса");
  });

  it('keeps capitals', () => {
    expect(latinToUkrainian('Dfpb')).toBe('Вази');
    expect(latinToUkrainian('{')).toBe('Х');
  });
});

describe('ukrainianToLatin', () => {
  it('reads Ukrainian-layout letters as the English layout', () => {
    expect(ukrainianToLatin('лштп')).toBe('king');
    expect(ukrainianToLatin('Лштп ішяу')).toBe('King size');
    expect(ukrainianToLatin('ышяу')).toBe('size');
  });
});

describe('which words can be on the wrong layout', () => {
  it('tells English-layout words apart', () => {
    expect(isLatinLayoutWord('ctht;rf')).toBe(true);
    expect(isLatinLayoutWord('dfpb')).toBe(true);
    expect(isLatinLayoutWord('ваза')).toBe(false);
    expect(isLatinLayoutWord('1950')).toBe(false);
    expect(isLatinLayoutWord('dfpb🏺')).toBe(false);
  });

  it('tells Ukrainian-layout words apart', () => {
    expect(isUkrainianLayoutWord('лштп')).toBe(true);
    expect(isUkrainianLayoutWord('king')).toBe(false);
    expect(isUkrainianLayoutWord('ваза1')).toBe(false);
  });
});
