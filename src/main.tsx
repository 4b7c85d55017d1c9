import { startApp } from './app/app';
import fontsStylesheet from './app/styles/fonts.css?url';
import { whenIdle } from './shared/lib/when-idle';

void startApp(document.getElementById('root')!);

// The web fonts come once the page is up, never in the way of its first
// paint or its first pictures: until then the page shows their
// metric-matched fallbacks (font-fallbacks.css), which they replace without
// moving a line.
whenIdle(() => {
  const fonts = document.createElement('link');
  fonts.rel = 'stylesheet';
  fonts.href = fontsStylesheet;
  document.head.append(fonts);
});
