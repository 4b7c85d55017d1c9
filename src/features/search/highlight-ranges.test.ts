import { highlightRanges } from './highlight-ranges';

function marked(text: string, query: string): string[] {
  return highlightRanges(text, query).map(({ start, end }) => text.slice(start, end));
}

describe('highlightRanges', () => {
  it('marks the matched prefix of a word, found by the same folding as the search', () => {
    expect(highlightRanges('King size Порцеляна', 'порц')).toEqual([{ start: 10, end: 14 }]);
    expect(marked('King size Ґанок', 'ган')).toEqual(['Ґан']);
    expect(marked('Предмети інтер’єру', "інтер'є")).toEqual(['інтер’є']);
    expect(marked('iталiя', 'іт')).toEqual(['iт']);
  });

  it('marks a word found with typos as a whole', () => {
    expect(marked('King size Порцеляна', 'порцилана')).toEqual(['Порцеляна']);
  });

  it('marks a word found through the stem of the query word', () => {
    expect(marked('Вази й чаші', 'ваза')).toEqual(['Ваз']);
  });

  it('marks every query word, and nothing for a short typo', () => {
    expect(marked('King size Сонце', 'сон king')).toEqual(['King', 'Сон']);
    expect(marked('King size Ваза', 'ваха')).toEqual([]);
  });

  it('keeps an accent written as a combining mark inside the mark', () => {
    expect(marked('Cafe\u0301 Noir', 'cafe')).toEqual(['Cafe\u0301']);
    expect(marked('Cafe\u0301s', 'cafe')).toEqual(['Cafe\u0301']);
  });

  it('marks nothing for a blank or hostile query', () => {
    expect(highlightRanges('King size Ваза', '   ')).toEqual([]);
    expect(highlightRanges('King size Ваза', '<mark>🏺</mark>')).toEqual([]);
    expect(marked('King size Ваза', '\u202Eваз')).toEqual(['Ваз']);
  });
});
