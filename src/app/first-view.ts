import { skipToken, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { CatalogViewResult } from '../features/catalog/catalog-view';
import {
  dateSampleFrom,
  productsOfRecords,
  type ProductRecord,
} from '../features/products/product-records';
import type { Product } from '../features/products/types';
import type { Category } from '../shared/config/shop-config';
import { jsonForScript } from './drawn-page';

/**
 * What a page drawn at build time needs of the goods to hydrate, and no more
 * (docs/first-load.md, docs/decisions/030-a-first-load-that-stays-flat.md): the
 * records of the products it draws, in the list's own order, and the figures
 * that are of the whole list (the category tiles' counts, the catalogue's
 * count, pages, facet counts and price span). It comes inside the page, a
 * data block beside drawn-page.ts's, so a first visit asks for no product
 * list, whatever the size of the catalogue; the whole list loads when the
 * page needs it.
 */
export interface FirstView {
  records: ProductRecord[];
  /**
   * When the build drew the page (ms since the epoch): the sample's dates are
   * made from it, so that hydration draws the dates the build drew.
   */
  drawnAt: number;
  /** The home page's tiles: how many goods each category has. */
  counts?: Partial<Record<Category, number>>;
  /** The catalogue's default view, but its cards (drawn from `records`). */
  catalog?: Omit<CatalogViewResult, 'items'>;
}

/** A first view as the pages read it: its products dated, and the page it was drawn for. */
export interface FirstViewProducts extends Omit<FirstView, 'records' | 'drawnAt'> {
  /** Below the base: '', 'catalog', 'catalog/12'. */
  path: string;
  products: Product[];
}

export const FIRST_VIEW_ID = 'first-view';

/** The <head> element that brings a page's first view. */
export function firstViewElement(view: FirstView): string {
  return `<script type="application/json" id="${FIRST_VIEW_ID}">${jsonForScript(view)}</script>`;
}

/**
 * The first view this document brought, or null. Read, it dates the sample
 * for the rest of the visit as the build drew the page, so the whole list,
 * when it comes, dates each piece as the page did.
 */
export function readFirstView(document: Document): FirstView | null {
  const text = document.getElementById(FIRST_VIEW_ID)?.textContent;
  if (!text) return null;
  const view = JSON.parse(text) as FirstView;
  dateSampleFrom(view.drawnAt);
  return view;
}

const FIRST_VIEW_KEY = ['first-view'] as const;

/**
 * The query cache's entry the pages read it from (app.tsx and prerender.tsx
 * write it): its products dated as the build drew them, whenever it is read.
 */
export function firstViewEntry(path: string, view: FirstView) {
  const { records, drawnAt, ...figures } = view;
  const value: FirstViewProducts = {
    ...figures,
    path,
    products: productsOfRecords(records, drawnAt),
  };
  return [FIRST_VIEW_KEY, value] as const;
}

/** The path a page of the router is at, as the build names its pages ('' for /). */
const pagePath = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/**
 * The first view, if the page at the router's address is the one it was
 * drawn for (with or without a query: the catalogue keeps showing it while
 * the whole list for a filter is on its way). Never fetched: only the page's
 * HTML brings one.
 */
export function useFirstView(): FirstViewProducts | undefined {
  const { pathname } = useLocation();
  const { data } = useQuery<FirstViewProducts>({ queryKey: FIRST_VIEW_KEY, queryFn: skipToken });
  return data?.path === pagePath(pathname) ? data : undefined;
}

/** What a visitor does before they filter, search or turn a page. */
const FIRST_INPUTS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'scroll', 'mousemove'];

/**
 * Runs `load` once, at the visitor's first touch, key, focus, scroll or
 * mouse move, or at once if they pressed something before the app ran: well
 * before a filter, a search or page 2 needs the whole list, and never for a
 * visit that only looks (docs/first-load.md).
 */
export function loadOnFirstInput(load: () => void): void {
  // A press early.js kept before the app ran (a filter, a sort) is done as
  // soon as the page can take it: the list is wanted now.
  if (document.querySelector('[data-kept-press]')) {
    load();
    return;
  }
  const once = () => {
    for (const type of FIRST_INPUTS) window.removeEventListener(type, once, true);
    load();
  };
  for (const type of FIRST_INPUTS)
    window.addEventListener(type, once, { capture: true, passive: true });
}
