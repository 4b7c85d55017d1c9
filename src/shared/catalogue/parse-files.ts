import type { Parsed } from './parsed.ts';

/**
 * The names of photo and video files as the owner writes them in a cell;
 * the build then finds them in the catalogue's folder
 * (builder/catalogue/find-media.ts).
 */

/** The name the owner wrote, without a folder: `photos/12.jpg` and `12.jpg` are the same file. */
export const bareName = (written: string): string =>
  written
    .trim()
    .replace(/^\.?[\\/]/, '')
    .replace(/^(?:photos|videos|фото)[\\/]/i, '');

/** `12.jpg, 12-2.jpg`, one a line, or separated by `;`; each once, in the owner's order. */
export function parseFileNames(text: string): Parsed<string[]> {
  return {
    value: [
      ...new Set(
        text
          .split(/[,;\r\n]+/)
          .map(bareName)
          .filter(Boolean),
      ),
    ],
  };
}

/** One file's name, or '' for none. */
export function parseFileName(text: string): Parsed<string> {
  return { value: bareName(text) };
}
