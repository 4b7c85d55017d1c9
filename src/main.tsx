import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageReady } from './app/app';

const container = document.getElementById('root')!;
// A prerendered page (scripts/prerender.mjs) stays on screen until React can
// draw the whole page over it; createRoot replaces the static markup.
if (container.hasAttribute('data-prerendered')) await firstPageReady();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
