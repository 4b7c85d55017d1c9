import { filterSlice, selectSearchQuery, setSearchQuery } from './filter-slice';

describe('filter slice', () => {
  it('starts with an empty query', () => {
    expect(filterSlice.reducer(undefined, { type: 'init' })).toEqual({ searchQuery: '' });
  });

  it('replaces the query on set', () => {
    const state = filterSlice.reducer({ searchQuery: 'ваза' }, setSearchQuery('кришталь'));
    expect(selectSearchQuery({ filter: state })).toBe('кришталь');
  });
});
