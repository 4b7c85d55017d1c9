import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

// The only way components reach the store: typed once here (lint bans the raw hooks).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

// Here, with the first load, so that the pages' lazy «Ви переглядали» costs it no chunk of its own.
export { LaterViewedSection } from './viewed-section-loader';
