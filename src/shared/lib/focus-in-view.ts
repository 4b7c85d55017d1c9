/**
 * Gives the element keyboard focus where the visitor can see it: when it lies
 * under the sticky header or past the window's bottom edge, the page scrolls
 * the least way that shows it whole. The page's `scroll-padding-top`
 * (src/app/styles/global.css, the header's height) is what scrolling into view
 * keeps clear, so the element stops below the header, never under it.
 *
 * `keepAway`: an element wholly out of the window stays there, and the page's
 * scroll with it: after Back or Forward the position the browser restored
 * is the visitor's, and only a target it half hides is moved.
 */
export function focusInView(element: HTMLElement, { keepAway = false } = {}): void {
  element.focus({ preventScroll: true });
  const box = element.getBoundingClientRect();
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const away = box.bottom <= 0 || box.top >= window.innerHeight;
  const clear = box.top >= padding - 0.5 && box.bottom <= window.innerHeight + 0.5;
  if (clear || (away && keepAway)) return;
  element.scrollIntoView({ block: 'nearest' });
}
