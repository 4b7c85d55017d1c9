import jsQR from 'jsqr';
import { SAMPLE_SELLER } from '../../shared/config/shop-config';
import { base64Url, NBU_QR_START, nbuData, nbuLink, transferFields } from './nbu-qr';
import { circleModules, qrModules } from './nbu-qr-picture';

/** Pixels per module, as a phone's camera might see the code. */
const SCALE = 4;

/** The code as the picture draws it, modules under the hryvnia's circle left white, read back by a QR reader. */
function scanned(link: string) {
  const qr = qrModules(link);
  const side = qr.size * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const centre = qr.size / 2;
  const radius = circleModules(qr.version) / 2;
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark || Math.hypot(x + 0.5 - centre, y + 0.5 - centre) < radius) return;
      for (let dy = 0; dy < SCALE; dy++)
        for (let dx = 0; dx < SCALE; dx++) {
          const at = ((y * SCALE + dy) * side + x * SCALE + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
    }),
  );
  return { version: qr.version, read: jsQR(pixels, side, side) };
}

describe('the NBU payment QR as a picture', () => {
  const fields = transferFields(SAMPLE_SELLER, { number: 'BV-261127-101500-K7QM', sum: 12_550 })!;

  it('is two versions smaller in Windows-1251 than in UTF-8, and reads back to the same transfer', () => {
    const { version, read } = scanned(nbuLink(fields));
    expect(version).toBe(13);
    expect(read?.data).toBe(nbuLink(fields));
    const data = read!.data.slice(NBU_QR_START.length);
    const bytes = Uint8Array.from(atob(data.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    expect(new TextDecoder('windows-1251').decode(bytes).split('\n')).toEqual([
      'BCD',
      '002',
      '2',
      'UCT',
      '',
      'ФОП Левченко Оксана Миколаївна',
      'UA213223130000026007233566001',
      'UAH12550',
      '3012345678',
      '',
      '',
      'Оплата замовлення BV-261127-101500-K7QM',
      '',
      '',
    ]);
    // The same transfer in UTF-8, as it was made before.
    const inUtf8 = NBU_QR_START + base64Url(new TextEncoder().encode(nbuData(fields, '1')));
    expect(qrModules(inUtf8).version).toBe(15);
  });
});
