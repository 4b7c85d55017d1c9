#!/usr/bin/env node
// Writes builder/catalogue/test-photos/turned-halves.heic: a tiny HEIC photo as
// an iPhone writes one (an HEVC image in a HEIF file, turned by an `irot`
// property rather than by pixels), for the tests of the build's photos
// (builder/catalogue/photos.test.ts) and of the admin (e2e/admin.spec.ts).
// Stored 64×48 with the top half red and the bottom half blue, shown turned a
// quarter clockwise: 48×64, red on the right, as the JPEG of photos.test.ts.
//
// No package of the project encodes HEVC, so this is run by hand, once, with
// ffmpeg's static build from npm (its libx265 makes the HEVC image inside an
// MP4, whose `hvcC` box and sample this script moves into a HEIF file):
//   npm install --no-save @ffmpeg-installer/linux-x64@4.1.0
//   node scripts/make-heic-fixture.mjs node_modules/@ffmpeg-installer/linux-x64/ffmpeg
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = 'builder/catalogue/test-photos/turned-halves.heic';
const WIDTH = 64;
const HEIGHT = 48;
/** irot: anticlockwise quarter turns; 3 shows the stored picture turned a quarter clockwise. */
const QUARTER_TURNS_ANTICLOCKWISE = 3;

const ffmpeg = process.argv[2];
if (!ffmpeg) {
  console.error('usage: node scripts/make-heic-fixture.mjs <path to ffmpeg with libx265>');
  process.exit(1);
}

const u8 = (value) => Buffer.from([value]);
const u16 = (value) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const box = (type, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type, version, flags, ...parts) =>
  box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);

/** The boxes directly inside `data` (an MP4 file or a box's body), by type, first of each. */
function children(data) {
  const found = new Map();
  for (let at = 0; at + 8 <= data.length;) {
    const size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (!found.has(type)) found.set(type, { start: at, whole: data.subarray(at, at + size) });
    at += size;
  }
  return found;
}
const bodyOf = (parent, type, skip = 0) => {
  const child = children(parent).get(type);
  if (!child) throw new Error(`no ${type} box`);
  return child.whole.subarray(8 + skip);
};

const dir = mkdtempSync(join(tmpdir(), 'heic-fixture-'));
try {
  const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT / 2}" fill="#d00000"/>
    <rect y="${HEIGHT / 2}" width="${WIDTH}" height="${HEIGHT / 2}" fill="#0000d0"/></svg>`;
  await sharp(Buffer.from(halves)).png().toFile(join(dir, 'in.png'));
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-i', join(dir, 'in.png')],
    ...['-c:v', 'libx265', '-pix_fmt', 'yuv420p', '-crf', '18', '-frames:v', '1'],
    ...['-x265-params', 'log-level=error', '-tag:v', 'hvc1', join(dir, 'out.mp4')],
  ]);
  const mp4 = readFileSync(join(dir, 'out.mp4'));

  const stbl = bodyOf(bodyOf(bodyOf(bodyOf(bodyOf(mp4, 'moov'), 'trak'), 'mdia'), 'minf'), 'stbl');
  // stsd (full box, entry count) → hvc1 sample entry (78 bytes of visual fields) → hvcC.
  const hvc1 = bodyOf(bodyOf(stbl, 'stsd', 8), 'hvc1', 78);
  const hvcC = children(hvc1).get('hvcC').whole;
  const stsz = bodyOf(stbl, 'stsz');
  const sampleSize = stsz.readUInt32BE(4) || stsz.readUInt32BE(12);
  const sampleOffset = bodyOf(stbl, 'stco').readUInt32BE(8);
  const sample = mp4.subarray(sampleOffset, sampleOffset + sampleSize);

  const ftyp = box(
    'ftyp',
    Buffer.from('heic', 'latin1'),
    u32(0),
    Buffer.from('mif1heic', 'latin1'),
  );
  const meta = (extentOffset) =>
    fullBox(
      'meta',
      0,
      0,
      fullBox('hdlr', 0, 0, u32(0), Buffer.from('pict', 'latin1'), u32(0), u32(0), u32(0), u8(0)),
      fullBox('pitm', 0, 0, u16(1)),
      // offset_size 4, length_size 4, base_offset_size 0; one item, one extent.
      fullBox(
        'iloc',
        0,
        0,
        u8(0x44),
        u8(0),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(extentOffset),
        u32(sample.length),
      ),
      fullBox(
        'iinf',
        0,
        0,
        u16(1),
        fullBox('infe', 2, 0, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), u8(0)),
      ),
      box(
        'iprp',
        box(
          'ipco',
          hvcC,
          fullBox('ispe', 0, 0, u32(WIDTH), u32(HEIGHT)),
          box('irot', u8(QUARTER_TURNS_ANTICLOCKWISE)),
        ),
        // Item 1 has properties 1 (hvcC, essential), 2 (ispe) and 3 (irot, essential).
        fullBox('ipma', 0, 0, u32(1), u16(1), u8(3), u8(0x81), u8(0x02), u8(0x83)),
      ),
    );
  const extentOffset = ftyp.length + meta(0).length + 8;
  writeFileSync(OUT, Buffer.concat([ftyp, meta(extentOffset), box('mdat', sample)]));
  console.log(`${OUT}: ${readFileSync(OUT).length} bytes`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
