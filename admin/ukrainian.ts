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
