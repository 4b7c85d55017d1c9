/** The app's routes (docs/product.md, docs/decisions/003-routes.md), relative to the basename. */
export const PATHS = {
  home: '/',
  catalog: '/catalog',
  product: (id: number | string) => `/catalog/${id}`,
  collection: (slug: string) => `/collections/${slug}`,
  favorite: '/favorite',
  basket: '/basket',
  about: '/aboutUs',
  delivery: '/aboutUs#delivery',
  /** docs/product.md: the header's sign-in link keeps this malformed target on purpose. */
  signUp: '/sing up',
} as const;
