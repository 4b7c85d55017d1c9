import { encode } from 'uqr';

/**
 * The NBU's payment QR as a picture (docs/decisions/037-paid-by-the-nbu-qr.md),
 * for a computer's screen, where the link opens no bank: the link drawn as a
 * QR code of version 10 to 17 (Додаток 1, пункт 5; Додаток 3, пункт 12),
 * correction Q, or M where Q does not fit (Додаток 1, пункти 6 and 13: never
 * L, as the hryvnia sign covers part of it), with the hryvnia sign on a
 * white circle at its centre (Додаток 1, пункти 10–12). uqr makes the
 * modules; this draws them as SVG, so it is sharp at any size and prints.
 */

/** Додаток 1, пункт 11: the circle's diameter in modules, by the code's version. */
export function circleModules(version: number): number {
  if (version <= 10) return 17;
  if (version <= 12) return 19;
  if (version === 13) return 21;
  if (version <= 15) return 23;
  return 25;
}

/** The code's modules for a link, as the picture draws them. */
export function qrModules(link: string) {
  const options = { minVersion: 10, maxVersion: 17, border: 4 };
  try {
    return encode(link, { ...options, ecc: 'Q' });
  } catch {
    return encode(link, { ...options, ecc: 'M' });
  }
}

/**
 * The hryvnia sign, ₴, in a box of 1 × 1 centred on 0, 0: an S turned about,
 * two bars across. A path, not a letter: no font on the visitor's screen can
 * change it.
 */
const HRYVNIA =
  'M-0.22 -0.26C-0.16 -0.42 0.24 -0.42 0.22 -0.2C0.2 -0.05 -0.2 0.05 -0.22 0.2C-0.24 0.42 0.16 0.42 0.22 0.26M-0.3 -0.08H0.3M-0.3 0.08H0.3';

export function NbuQrPicture({ link, label }: { link: string; label: string }) {
  const qr = qrModules(link);
  const centre = qr.size / 2;
  const circle = circleModules(qr.version);
  // Додаток 1, пункт 12: the sign in a circle 4 modules narrower.
  const sign = circle - 4;
  let path = '';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-version={qr.version}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
      <circle cx={centre} cy={centre} r={circle / 2} fill="#fff" />
      <path
        d={HRYVNIA}
        transform={`translate(${centre} ${centre}) scale(${sign})`}
        fill="none"
        stroke="#000"
        strokeWidth={0.09}
        strokeLinecap="round"
        shapeRendering="geometricPrecision"
      />
    </svg>
  );
}
