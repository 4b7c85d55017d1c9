import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, Material, SortType } from '../../shared/config/catalog';

/**
 * docs/product.md: the catalogue's options. `selectedFilter` is the chosen material;
 * the two lists hold what stays available for the other facet.
 */
export interface OptionsState {
  /** '' means no sort chosen: generator order. */
  sortType: SortType | '';
  selectedCategory: Category | null;
  selectedFilter: Material | null;
  /** Categories that have products of the chosen material. */
  selectedCategoryByFilter: Category[];
  /** Materials that occur in the chosen category. */
  selectedFilterByCategory: Material[];
}

const initialState: OptionsState = {
  sortType: '',
  selectedCategory: null,
  selectedFilter: null,
  selectedCategoryByFilter: [],
  selectedFilterByCategory: [],
};

// docs/product.md: each action replaces one value.
export const optionsSlice = createSlice({
  name: 'options',
  initialState,
  reducers: {
    setSortType(state, action: PayloadAction<SortType | ''>) {
      state.sortType = action.payload;
    },
    setSelectedCategory(state, action: PayloadAction<Category | null>) {
      state.selectedCategory = action.payload;
    },
    setSelectedFilter(state, action: PayloadAction<Material | null>) {
      state.selectedFilter = action.payload;
    },
    updateVisibleCategories(state, action: PayloadAction<Category[]>) {
      state.selectedCategoryByFilter = action.payload;
    },
    updateVisibleFilterMaterials(state, action: PayloadAction<Material[]>) {
      state.selectedFilterByCategory = action.payload;
    },
  },
  selectors: {
    selectSortType: (state) => state.sortType,
    selectSelectedCategory: (state) => state.selectedCategory,
    selectSelectedFilter: (state) => state.selectedFilter,
    selectVisibleCategories: (state) => state.selectedCategoryByFilter,
    selectVisibleMaterials: (state) => state.selectedFilterByCategory,
  },
});

export const {
  setSortType,
  setSelectedCategory,
  setSelectedFilter,
  updateVisibleCategories,
  updateVisibleFilterMaterials,
} = optionsSlice.actions;
export const {
  selectSortType,
  selectSelectedCategory,
  selectSelectedFilter,
  selectVisibleCategories,
  selectVisibleMaterials,
} = optionsSlice.selectors;
