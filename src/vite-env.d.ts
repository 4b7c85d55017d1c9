/** The shop's public address with its base path, set by the build (builder/prerender-plugin.ts). */
declare const __SHOP_ADDRESS__: string;
