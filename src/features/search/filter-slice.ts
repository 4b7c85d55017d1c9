import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** docs/product.md: the shared search query, empty at start and never persisted. */
export interface FilterState {
  searchQuery: string;
}

const initialState: FilterState = { searchQuery: '' };

export const filterSlice = createSlice({
  name: 'filter',
  initialState,
  reducers: {
    /** docs/product.md: the query is replaced by a set action. */
    setSearchQuery(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload;
    },
  },
  selectors: {
    selectSearchQuery: (state) => state.searchQuery,
  },
});

export const { setSearchQuery } = filterSlice.actions;
export const { selectSearchQuery } = filterSlice.selectors;
