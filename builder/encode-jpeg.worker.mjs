// A worker of builder/preview-image.ts: encodes RGBA pixels as JPEG (jpeg-js
// is plain JavaScript, and the slowest step of a preview picture), so that
// every core of the build machine takes a share.
import { parentPort } from 'node:worker_threads';
import { encode } from 'jpeg-js';

parentPort.on('message', ({ id, pixels, width, height, quality }) => {
  const { data } = encode({ data: pixels, width, height }, quality);
  parentPort.postMessage({ id, jpeg: data }, [data.buffer]);
});
