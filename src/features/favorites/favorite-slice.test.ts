import {
  addFavorite,
  favoriteSlice,
  favoritesSynced,
  removeFavorite,
  type FavoriteState,
} from './favorite-slice';

const reduce = (
  state: FavoriteState | undefined,
  action: Parameters<typeof favoriteSlice.reducer>[1],
) => favoriteSlice.reducer(state, action);

describe('favorite slice', () => {
  it('starts with an empty list', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ favoriteList: [] });
  });

  it('appends an id that is not there yet, keeping the order of adding', () => {
    let state = reduce(undefined, addFavorite(7));
    state = reduce(state, addFavorite(3));
    expect(state.favoriteList).toEqual([7, 3]);
  });

  it('does not add an id twice', () => {
    const state = reduce({ favoriteList: [7, 3] }, addFavorite(7));
    expect(state.favoriteList).toEqual([7, 3]);
  });

  it('removes an id and leaves the others', () => {
    const state = reduce({ favoriteList: [7, 3, 9] }, removeFavorite(3));
    expect(state.favoriteList).toEqual([7, 9]);
  });

  it('ignores removing an id that is not there', () => {
    expect(reduce({ favoriteList: [7] }, removeFavorite(1)).favoriteList).toEqual([7]);
  });

  it('takes a list from another tab, and keeps the same state for an equal list', () => {
    const before = { favoriteList: [1, 2] };
    expect(reduce(before, favoritesSynced([1, 2]))).toBe(before);
    expect(reduce(before, favoritesSynced([2, 5])).favoriteList).toEqual([2, 5]);
  });

  it('selects the list, the count and whether an id is a favourite', () => {
    const root = { favorite: { favoriteList: [4, 8] } };
    expect(favoriteSlice.selectors.selectFavoriteList(root)).toEqual([4, 8]);
    expect(favoriteSlice.selectors.selectFavoriteCount(root)).toBe(2);
    expect(favoriteSlice.selectors.selectIsFavorite(root, 8)).toBe(true);
    expect(favoriteSlice.selectors.selectIsFavorite(root, 5)).toBe(false);
  });
});
