import { focusInView } from './focus-in-view';

/**
 * Moves keyboard focus to the page's heading (the `<h1>` in `<main>`): after
 * the visitor changes page, or after the control they used is gone, focus
 * lands where a screen reader reads the new content's name and where the next
 * Tab continues, never on `<body>`. Returns false when the page has no
 * heading yet (it is still loading). `keepAway`: see focusInView.
 */
export function focusPageHeading({ scroll = false, keepAway = false } = {}): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  // Focusable by script only: a heading is no Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  if (scroll) {
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  } else {
    // Never left under the sticky header (focus-in-view.ts).
    focusInView(heading, { keepAway });
  }
  return true;
}
