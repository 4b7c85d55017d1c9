// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { goodsFacetValues } from './facet-values.ts';

describe('goodsFacetValues', () => {
  it('groups the eras in time and sorts the makers, each with a unique Latin slug', () => {
    const values = goodsFacetValues([
      { era: '1968', maker: 'Rosenthal' },
      { era: 'кінець XIX століття', maker: 'Коростенський фарфоровий завод' },
      { era: '1960-ті', maker: 'Villeroy & Boch' },
      { era: 'початок XX століття' },
      { maker: 'Rosenthal' },
      { era: '1890-ті', maker: 'Villeroy and Boch' },
      // Kept as the owner wrote it: shown on its page, in no group.
      { era: 'СРСР, 60-ті' },
    ]);
    expect(values.era).toEqual([
      { name: 'XIX століття', slug: 'xix-stolittia' },
      { name: 'XX століття', slug: 'xx-stolittia' },
      { name: '1960-ті', slug: '1960-ti', within: 'XX століття' },
    ]);
    // Ukrainian order: Cyrillic names before Latin ones.
    expect(values.maker.map(({ name }) => name)).toEqual([
      'Коростенський фарфоровий завод',
      'Rosenthal',
      'Villeroy & Boch',
      'Villeroy and Boch',
    ]);
    expect(values.maker.map(({ slug }) => slug)).toEqual([
      'korostenskyi-farforovyi-zavod',
      'rosenthal',
      'villeroy-and-boch',
      'villeroy-and-boch-2',
    ]);
  });

  it('lists a century whenever one of its decades is there, each decade within it', () => {
    const values = goodsFacetValues([{ era: '1968' }, { era: '2004' }, { era: '1890-ті' }]);
    expect(values.era).toEqual([
      { name: 'XIX століття', slug: 'xix-stolittia' },
      { name: 'XX століття', slug: 'xx-stolittia' },
      { name: '1960-ті', slug: '1960-ti', within: 'XX століття' },
      { name: 'XXI століття', slug: 'xxi-stolittia' },
      { name: '2000-ні', slug: '2000-ni', within: 'XXI століття' },
    ]);
  });

  it('counts a maker written in other case, spacing or quotes once, without its quotes', () => {
    const values = goodsFacetValues([
      { maker: '«Kahla»' },
      { maker: 'Kahla' },
      { maker: ' kahla ' },
      { maker: '"Kahla"' },
      { maker: 'Rosenthal' },
      { maker: 'Hutschenreuther' },
      { maker: 'Villeroy  &  Boch' },
    ]);
    // The way most pieces write it, sorted with K.
    expect(values.maker).toEqual([
      { name: 'Hutschenreuther', slug: 'hutschenreuther' },
      { name: 'Kahla', slug: 'kahla' },
      { name: 'Rosenthal', slug: 'rosenthal' },
      { name: 'Villeroy & Boch', slug: 'villeroy-and-boch' },
    ]);
  });
});
