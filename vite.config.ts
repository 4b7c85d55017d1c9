/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// spec §2: the app is served under /BON-VINTAGE/.
export const BASE_PATH = '/BON-VINTAGE/';

export default defineConfig({
  base: BASE_PATH,
  plugins: [react()],
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the bundle tests and the size budget to find what / loads first.
    manifest: true,
  },
  test: {
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
