import {
  optionsSlice,
  setSelectedCategory,
  setSelectedFilter,
  setSortType,
  updateVisibleCategories,
  updateVisibleFilterMaterials,
} from './options-slice';

const initial = optionsSlice.reducer(undefined, { type: 'init' });

describe('options slice', () => {
  it('starts as docs/product.md says', () => {
    expect(initial).toEqual({
      sortType: '',
      selectedCategory: null,
      selectedFilter: null,
      selectedCategoryByFilter: [],
      selectedFilterByCategory: [],
    });
  });

  it('replaces the sort type', () => {
    expect(optionsSlice.reducer(initial, setSortType('highPrice')).sortType).toBe('highPrice');
    expect(optionsSlice.reducer({ ...initial, sortType: 'newest' }, setSortType('')).sortType).toBe(
      '',
    );
  });

  it('replaces the selected category and material, and clears them with null', () => {
    let state = optionsSlice.reducer(initial, setSelectedCategory('Вази'));
    state = optionsSlice.reducer(state, setSelectedFilter('Кришталь'));
    expect(state.selectedCategory).toBe('Вази');
    expect(state.selectedFilter).toBe('Кришталь');
    state = optionsSlice.reducer(state, setSelectedCategory(null));
    expect(state.selectedCategory).toBeNull();
    expect(state.selectedFilter).toBe('Кришталь');
  });

  it('replaces the visible categories and materials', () => {
    let state = optionsSlice.reducer(initial, updateVisibleCategories(['Вази', 'Меблі']));
    state = optionsSlice.reducer(state, updateVisibleFilterMaterials(['Скло']));
    expect(state.selectedCategoryByFilter).toEqual(['Вази', 'Меблі']);
    expect(state.selectedFilterByCategory).toEqual(['Скло']);
    state = optionsSlice.reducer(state, updateVisibleCategories([]));
    expect(state.selectedCategoryByFilter).toEqual([]);
  });
});
