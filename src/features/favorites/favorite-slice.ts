import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist/es/constants';
import { sanitizeFavoriteList } from './favorite-persistence';

/** docs/product.md: the favourite ids; the list's length is the header badge count. */
export interface FavoriteState {
  favoriteList: number[];
}

const initialState: FavoriteState = { favoriteList: [] };

/** redux-persist's action with what it read back, cleaned by favorite-persistence.ts. */
interface SavedStateRead {
  type: typeof REHYDRATE;
  payload?: { favorite?: FavoriteState } | null;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

export const favoriteSlice = createSlice({
  name: 'favorite',
  initialState,
  reducers: {
    /** docs/product.md: appends the id only if it is not already there. */
    addFavorite(state, action: PayloadAction<number>) {
      if (!state.favoriteList.includes(action.payload)) state.favoriteList.push(action.payload);
    },
    /** docs/product.md: drops the id from the list. */
    removeFavorite(state, action: PayloadAction<number>) {
      state.favoriteList = state.favoriteList.filter((id) => id !== action.payload);
    },
    /**
     * Takes the list another tab saved (docs/decisions/006-favourites.md: two open tabs see each
     * other's changes). An equal list leaves the state untouched, so nothing
     * is written back and the tabs do not echo each other.
     */
    favoritesSynced(state, action: PayloadAction<number[]>) {
      if (!sameList(state.favoriteList, action.payload)) state.favoriteList = action.payload;
    },
  },
  extraReducers: (builder) => {
    /**
     * The saved favourites, read back once the page is on screen
     * (src/app/store.ts): a heart pressed before they arrived is kept, after
     * them, rather than overwritten by them.
     */
    builder.addCase(REHYDRATE, (state, action: SavedStateRead) => {
      const saved = action.payload?.favorite?.favoriteList ?? [];
      state.favoriteList = sanitizeFavoriteList([...saved, ...state.favoriteList]);
    });
  },
  selectors: {
    selectFavoriteList: (state) => state.favoriteList,
    selectFavoriteCount: (state) => state.favoriteList.length,
    selectIsFavorite: (state, id: number) => state.favoriteList.includes(id),
  },
});

export const { addFavorite, removeFavorite, favoritesSynced } = favoriteSlice.actions;
export const { selectFavoriteList, selectFavoriteCount, selectIsFavorite } =
  favoriteSlice.selectors;
