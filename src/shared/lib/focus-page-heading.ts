/**
 * Moves keyboard focus to the page's heading (the `<h1>` in `<main>`): after
 * the visitor changes page, or after the control they used is gone, focus
 * lands where a screen reader reads the new content's name and where the next
 * Tab continues, never on `<body>`. Returns false when the page has no
 * heading yet (it is still loading).
 */
export function focusPageHeading({ scroll = false } = {}): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  // Focusable by script only: a heading is no Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  if (scroll) heading.scrollIntoView({ block: 'start' });
  return true;
}
