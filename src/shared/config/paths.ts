/** The app's routes (spec §2, DECISIONS.md Routes), relative to the basename. */
export const PATHS = {
  home: '/',
  catalog: '/catalog',
  product: (id: number | string) => `/catalog/${id}`,
  favorite: '/favorite',
  about: '/aboutUs',
  delivery: '/aboutUs#delivery',
  /** spec §2: the header's sign-in link keeps this malformed target on purpose. */
  signUp: '/sing up',
} as const;
