/**
 * Sveltia CMS follows the browser's language, and keeps the language the
 * owner picks in its settings under this key, which it reads as soon as its
 * module runs: so this module runs first (admin/main.ts imports it before
 * Sveltia), and a first visit gets Ukrainian whatever the phone's language.
 */
const PREFS_KEY = 'sveltia-cms.prefs';

try {
  if (localStorage.getItem(PREFS_KEY) === null)
    localStorage.setItem(PREFS_KEY, JSON.stringify({ locale: 'uk' }));
} catch {
  // Storage refused (a private window that allows none): the browser's language then.
}

/**
 * When GitHub cannot be reached (no network, a dropped connection), the
 * browser's fetch fails with its own English words («Failed to fetch» in
 * Chromium, «Load failed» in Safari), and Sveltia shows them as they are,
 * under the sign-in button. The same failure, in the owner's words; every
 * other answer and error goes to Sveltia untouched.
 */
const NO_NETWORK =
  'Немає зв’язку з GitHub. Перевірте інтернет (мобільні дані чи Wi-Fi) і спробуйте ще раз.';

const browserFetch = window.fetch.bind(window);
window.fetch = async (...request: Parameters<typeof fetch>) => {
  try {
    return await browserFetch(...request);
  } catch (error) {
    // A TypeError is fetch's "the network failed"; an abort is a DOMException, left as it is.
    if (error instanceof TypeError) throw new TypeError(NO_NETWORK, { cause: error });
    throw error;
  }
};
