import './app/styles/global.css';
import { addWebFonts } from './app/web-fonts';
import { whenIdle } from './shared/lib/when-idle';

/**
 * The entry: the page's HTML is already drawn, and it names the app, the
 * page's module and its data as modulepreloads, so they are on their way
 * before this runs (docs/first-load.md). The app starts as soon as it is
 * here; until then src/app/early.js keeps the visitor's presses.
 */

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

const { startApp } = await import('./app/app');
// Evaluating the app's code is one task and starting it the next, so that
// neither keeps a tap waiting as long as both would.
await nextTask();
void startApp(document.getElementById('root')!);

// The web fonts come once the page is up, never in the way of its first
// paint or its first pictures.
whenIdle(() => void addWebFonts());
