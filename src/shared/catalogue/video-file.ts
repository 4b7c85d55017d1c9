/**
 * Which videos the site shows: the one rule the build (builder/catalogue/find-media.ts)
 * and the admin's «Відео» (admin/field-checks.ts) both follow, so the form
 * refuses at once what the build would leave out.
 */

/** The videos a browser plays from the shop's files. */
export const VIDEO_TYPES = ['.mp4', '.webm'] as const;

/** What the admin's file picker offers (its `accept`): these files, by extension and type. */
export const VIDEO_ACCEPT = [...VIDEO_TYPES, 'video/mp4', 'video/webm'].join(',');

const extensionOf = (name: string) => /\.[^./\\]+$/.exec(name)?.[0].toLowerCase() ?? '';

/**
 * Why the site cannot show the video `name` (a file name or path), or
 * undefined: an iPhone's .MOV is named with what to do about it.
 */
export function videoFormatProblem(name: string): string | undefined {
  const type = extensionOf(name);
  if ((VIDEO_TYPES as readonly string[]).includes(type)) return undefined;
  const file = name.split(/[/\\]/).pop();
  return type === '.mov'
    ? `«${file}» — відео з iPhone (.MOV), а сайт показує лише MP4 або WebM. Перетворіть його на MP4: наприклад, надішліть відео собі в Telegram і збережіть звідти, або скористайтеся застосунком-конвертером.`
    : `«${file}»: такий формат відео сайт не показує. Потрібне відео MP4 або WebM (.mp4, .webm).`;
}
