import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_BASE } from '../src/app/site-address.ts';
import { SAMPLE_NAME } from '../src/shared/config/shop-config.ts';
import { escapeAttribute } from '../src/shared/lib/escape-attribute.ts';
import { readShopFile } from './catalogue/shop-file.ts';

/**
 * The build's shop: its name (shop.yaml's `назва`) and the path it is served
 * under (vite.config.ts), for the pages written by hand (index.html,
 * public/404.html, admin/index.html), which name the sample's.
 */
export interface ThisShop {
  name: string;
  base: string;
  /** shop.yaml's `лічильник`, the GoatCounter code the page's CSP allows sending to, or ''. */
  counter: string;
}

/**
 * The shop's name, for what is made before its catalogue is read (the web
 * manifest, the static pages): shop.yaml's in `dir`, or the sample's. A wrong
 * one is reported with the file's other problems, by the catalogue's reading
 * (builder/product-data-plugin.ts).
 */
export function shopName(dir: string | undefined): string {
  return dir ? readShopFile(dir).shop.name : SAMPLE_NAME;
}

/** shop.yaml's GoatCounter code in `dir`, or '' (the sample counts nothing). */
export function shopCounter(dir: string | undefined): string {
  return dir ? readShopFile(dir).shop.counter : '';
}

/** A page written for the sample, made this shop's: its name and its base path. */
export function asThisShop(html: string, shop: Pick<ThisShop, 'name' | 'base'>): string {
  return html
    .replaceAll(DEFAULT_BASE, shop.base)
    .replaceAll(SAMPLE_NAME, escapeAttribute(shop.name).replaceAll('>', '&gt;'));
}

/** index.html (and so every page drawn from it) and the copy of public/404.html, made this shop's. */
export function thisShopPages(shop: ThisShop): Plugin {
  let outDir = 'dist';
  return {
    name: 'bon-vintage-this-shop',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: { order: 'pre', handler: (html) => asThisShop(html, shop) },
    // public/ is copied as it is; public/404.html's copy is made this shop's.
    closeBundle() {
      const file = resolve(outDir, '404.html');
      if (existsSync(file)) writeFileSync(file, asThisShop(readFileSync(file, 'utf8'), shop));
    },
  };
}
