// A worker of builder/catalogue/photos.ts: decodes HEIC photos with libheif
// compiled to WebAssembly (heic-decode), which holds its thread for the
// whole decode (1.5–3 s for a 12 MP photo here): in workers, photos decode
// side by side on the cores there are, and the build's own thread stays free.
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

parentPort.on('message', async ({ source }) => {
  try {
    const { width, height, data } = await decode({ buffer: source });
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});
