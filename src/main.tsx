import './app/styles/global.css';
import { addWebFonts } from './app/web-fonts';
import { whenIdle } from './shared/lib/when-idle';

/**
 * The entry: the page's HTML is already drawn (docs/first-load.md), so the
 * app's scripts are asked for only once its first pictures (those drawn with
 * fetchpriority="high") are loaded and painted. On a slow network they then
 * never share the line with the pictures; on a fast one they start at once.
 */

/** Pictures that hang (a stalled request) keep the app waiting no longer than this. */
const PICTURES_WAIT_MS = 2_000;

async function firstPicturesShown(): Promise<void> {
  const loading = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
    .filter((picture) => !picture.complete)
    .map(
      (picture) =>
        new Promise((resolve) => {
          picture.addEventListener('load', resolve, { once: true });
          picture.addEventListener('error', resolve, { once: true });
        }),
    );
  // A page in a background tab paints nothing until it is shown: no waiting.
  if (loading.length === 0 || document.hidden) return;
  await Promise.race([
    Promise.all(loading),
    new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS)),
  ]);
  // Painted: the frame after they load.
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Lets the browser paint and answer input before the next step: a task of
 * its own, as React's scheduler makes one (a timer could wait far longer in
 * a busy or hidden page).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

await firstPicturesShown();
const { startApp } = await import('./app/app');
// Evaluating the app's code is one task and starting it the next, so that
// neither keeps a tap waiting as long as both would.
await nextTask();
void startApp(document.getElementById('root')!);

// The web fonts come once the page is up, never in the way of its first
// paint or its first pictures.
whenIdle(() => void addWebFonts());
