import {
  capQuery,
  editDistance,
  matchedLength,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  maxTypos,
  processTerm,
  queryTerms,
  splitWords,
  stemOf,
  tokenize,
} from './search-text';

describe('tokenize', () => {
  it('keeps apostrophes of every kind inside words', () => {
    expect(tokenize('Предмети інтер’єру')).toEqual(['Предмети', 'інтер’єру']);
    expect(tokenize("п'єса пʼєса п‘єса п`єса")).toEqual(["п'єса", 'пʼєса', 'п‘єса', 'п`єса']);
  });

  it('splits on spaces, punctuation, emoji, control and bidi characters', () => {
    expect(tokenize('  вази,кришталь;1950-х 🏺ваза\u0000скло\u202Eолово  ')).toEqual([
      'вази',
      'кришталь',
      '1950',
      'х',
      'ваза',
      'скло',
      'олово',
    ]);
  });

  it('leaves quotes around a word out of it', () => {
    expect(tokenize("'ваза' `скло`")).toEqual(['ваза', 'скло']);
  });

  it('gives offsets of the words as written', () => {
    expect(splitWords(' Café  Ґанок')).toEqual([
      { text: 'Café', start: 1 },
      { text: 'Ґанок', start: 7 },
    ]);
  });
});

describe('processTerm and queryTerms', () => {
  it('fold each word and drop one that folds to nothing', () => {
    expect(processTerm('Інтер’єру')).toBe("інтер'єру");
    expect(processTerm('\u0301')).toBeNull();
  });

  it('are the folded distinct words of the query', () => {
    expect(queryTerms('  ВАЗИ  вази Ґанок iталiя ')).toEqual(['вази', 'ганок', 'італія']);
  });

  it(`search only the first ${MAX_QUERY_TERMS} words and ${MAX_QUERY_LENGTH} characters`, () => {
    const words = Array.from({ length: 30 }, (_, i) => `слово${i}`).join(' ');
    expect(queryTerms(words)).toHaveLength(MAX_QUERY_TERMS);
    expect(capQuery('я'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('never cut a surrogate pair in half', () => {
    const query = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`;
    expect(capQuery(query)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
  });
});

describe('typo and stem rules', () => {
  it('allow no typo under five letters, one up to seven, two from eight', () => {
    expect(maxTypos('ваза')).toBe(0);
    expect(maxTypos('скрин')).toBe(1);
    expect(maxTypos('келихи')).toBe(1);
    expect(maxTypos('порцеляна')).toBe(2);
  });

  it('stem a word of four letters or more by its final vowel only', () => {
    expect(stemOf('ваза')).toBe('ваз');
    expect(stemOf('кава')).toBe('кав');
    expect(stemOf('ваз')).toBeNull();
    expect(stemOf('стіл')).toBeNull();
  });

  it('measure edit distance, stopping past the limit', () => {
    expect(editDistance('порцилана', 'порцеляна', 2)).toBe(2);
    expect(editDistance('кіт', 'кит', 1)).toBe(1);
    expect(editDistance('ваза', 'олово', 1)).toBe(2);
  });

  it('say how much of a word a term matches', () => {
    expect(matchedLength('порцеляна', 'порц')).toBe(4);
    expect(matchedLength('вази', 'ваза')).toBe(3);
    expect(matchedLength('порцеляна', 'порцилана')).toBe(9);
    expect(matchedLength('ваза', 'ваха')).toBe(0);
  });
});
