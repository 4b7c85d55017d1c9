// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eraGroup, eraYear, parseEra } from './parse-era.ts';

const TODAY = '2026-11-20';
const read = (text: string) => {
  const parsed = parseEra(text, TODAY);
  return 'value' in parsed ? parsed.value : parsed.problem;
};

describe('parseEra', () => {
  it.each([
    ['1968', '1968'],
    ['1968 р.', '1968'],
    ['близько 1900', 'близько 1900'],
    ['1970-ті', '1970-ті'],
    ['70-ті', '1970-ті'],
    ['1970s', '1970-ті'],
    ["1950's", '1950-ті'],
    ['1970-х років', '1970-ті'],
    ['2000-ні', '2000-ні'],
    ['XIX ст.', 'XIX століття'],
    ['ХІХ ст.', 'XIX століття'],
    ['19 століття', 'XIX століття'],
    ['кінець XIX ст.', 'кінець XIX століття'],
    ['кінець 80-х', 'кінець 1980-х'],
    ['поч. 1990-х років', 'початок 1990-х'],
    ['середина 70-х', 'середина 1970-х'],
    ['кін. XVIII ст.', 'кінець XVIII століття'],
    ['початок XX століття', 'початок XX століття'],
    ['друга половина XIX століття', 'друга половина XIX століття'],
    ['', undefined],
  ])('reads %j as %j', (text, era) => {
    expect(read(text)).toBe(era);
  });

  it.each(['кінець 8-х', 'СРСР, 60-ті', '1960–1970-ті', 'стара', '1975-ті', '2030', 'XXII ст.'])(
    'keeps %j as the owner wrote it, with a note, and in no group',
    (text) => {
      const parsed = parseEra(text, TODAY);
      expect(parsed).toEqual({ value: text, note: expect.stringContaining(`епоху «${text}» показано на сайті як написано`) });
    },
  );

  it('says in the note why, and how to be in a group', () => {
    expect(parseEra('СРСР,  60-ті', TODAY)).toEqual({
      value: 'СРСР, 60-ті',
      note: 'епоху «СРСР, 60-ті» показано на сайті як написано: у такій формі її не прочитати, тож у групах «Епоха» каталогу її немає. Щоб річ була в групі, напишіть рік (1968), десятиліття (1970-ті, 70-ті, кінець 80-х) чи століття (XIX ст., кінець XIX ст., початок XX століття).',
    });
    expect(parseEra('2030', TODAY)).toMatchObject({ note: expect.stringContaining('2030 рік ще не настав.') });
    expect(parseEra('XXII ст.', TODAY)).toMatchObject({ note: expect.stringContaining('XXII століття ще не настало.') });
  });
});

describe('eraGroup', () => {
  it('groups by decade from 1900 and by century before, a century before its decades', () => {
    const groups = ['1968', 'кінець 1980-х', 'близько 1900', '1890-ті', 'кінець XIX століття', 'середина XX століття', '2000-ні'].map(eraGroup);
    expect(groups.map((group) => group?.name)).toEqual([
      '1960-ті',
      '1980-ті',
      '1900-ті',
      'XIX століття',
      'XIX століття',
      'XX століття',
      '2000-ні',
    ]);
    const order = (era: string) => eraGroup(era)!.order;
    expect(order('XIX століття')).toBeLessThan(order('XX століття'));
    expect(order('XX століття')).toBeLessThan(order('1900-ті'));
    expect(order('1900-ті')).toBeLessThan(order('1910-ті'));
  });

  it('puts each decade within its century, which counts it too', () => {
    const century = (era: string) => eraGroup(era)?.within?.name;
    expect(century('1968')).toBe('XX століття');
    expect(century('1900-ті')).toBe('XX століття');
    expect(century('2000-ні')).toBe('XXI століття');
    expect(century('кінець XIX століття')).toBeUndefined();
  });

  it('leaves out of the groups an era kept as written', () => {
    for (const era of ['кінець 8-х', 'СРСР, 60-ті', '1960–1970-ті', 'стара'])
      expect(eraGroup(era), era).toBeUndefined();
  });

  it('gives schema.org a year only when the era is one', () => {
    expect(eraYear('1960–1970-ті')).toBeUndefined();
    expect(eraYear('1968')).toBe(1968);
    expect(eraYear('близько 1900')).toBeUndefined();
    expect(eraYear('1970-ті')).toBeUndefined();
  });
});
