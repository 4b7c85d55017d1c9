import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Sveltia CMS's own words in Ukrainian, all of them. Its Ukrainian file
 * (`@sveltia/cms/locales/uk.json`) lags its English one, and Sveltia shows
 * the English for every key it lacks («Show Errors» under a form the owner
 * cannot save, «Slug» over the good's folder name). Sveltia has no API to
 * add to a language (no `registerLocale`), so the admin's build
 * (builder/admin/admin-plugin.ts) gives its bundle a Ukrainian file with
 * these added. The build stops, naming the keys, when a new Sveltia has
 * English words this file does not translate, when a key here is no longer
 * Sveltia's, or when Sveltia has come to translate it itself.
 *
 * Messages are Sveltia's (MessageFormat 2): `{$name}` is filled in, and
 * `.match $count one {{…}} few {{…}} many {{…}} * {{…}}` chooses by number.
 */

/** Words of a language, by key, nested as Sveltia's files are. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Keys Sveltia lacks in Ukrainian. */
export const UKRAINIAN_ADDED: Messages = {
  select_item: 'Вибрати «{$name}»',
  folders: 'Папки',
  more_folders: 'Інші папки',
  sign_in_using_access_token_workflow_note:
    'Оскільки ввімкнено редакційний процес, токен також повинен мати доступ на читання й запис до запитів на злиття (pull requests).',
  sign_in_with_link: 'Вхід за посиланням',
  sign_in_with_link_confirmation:
    'Це посилання входить як {$account} у {$service} і копіює налаштування з пристрою, на якому його створено. Продовжуйте, лише якщо ви створили посилання самі.',
  domain: 'Домен',
  file_unavailable: 'Недоступний',
  file_unavailable_description:
    'Не вдалося завантажити цей файл. Можливо, його переміщено або видалено.',
  back_to_parent_folder: 'Назад до батьківської папки',
  new_folder: 'Нова папка',
  new_folder_name: 'Назва папки',
  new_folder_create: 'Створити',
  new_folder_description: 'Нову папку буде створено в «{$folder}».',
  new_folder_error: {
    empty: 'Назва папки не може бути порожньою.',
    invalid: 'Назва папки не може містити скісних рисок або починатися з крапки.',
    duplicate: 'Папка або файл із такою назвою тут уже є.',
  },
  creating_folder: 'Створення папки…',
  creating_folder_failed: 'Не вдалося створити папку.',
  folder_options: 'Параметри папки',
  show_folder_options: 'Показати параметри папки',
  rename_folder: 'Перейменувати папку',
  delete_folder: 'Видалити папку',
  enter_new_name_for_folder:
    '.input {$count :integer} .match $count 0 {{Введіть нову назву нижче.}} one {{Введіть нову назву нижче. Файл у папці буде переміщено разом із нею, а запис, що його використовує, — оновлено.}} * {{Введіть нову назву нижче. Файли в папці ({$count}) буде переміщено разом із нею, а записи, що їх використовують, — оновлено.}}',
  enter_new_name_for_external_folder:
    '.input {$count :integer} .match $count 0 {{Введіть нову назву нижче.}} one {{Введіть нову назву нижче. Файл у папці буде переміщено разом із нею, і його адреса зміниться, тож оновіть запис, що його використовує.}} * {{Введіть нову назву нижче. Файли в папці ({$count}) буде переміщено разом із нею, і їхні адреси зміняться, тож оновіть записи, що їх використовують.}}',
  confirm_deleting_folder:
    '.input {$count :integer} .match $count 0 {{Видалити порожню папку «{$name}»?}} one {{Видалити папку «{$name}» і файл у ній?}} * {{Видалити папку «{$name}» і файли в ній ({$count})?}}',
  renaming_folder: 'Перейменування папки…',
  renaming_folder_failed: 'Не вдалося перейменувати папку.',
  deleting_folder: 'Видалення папки…',
  deleting_folder_failed: 'Не вдалося видалити папку.',
  replace_file: 'Замінити файл',
  replace_image: 'Замінити фото',
  remove_file: 'Прибрати файл',
  remove_image: 'Прибрати фото',
  deleting_referenced_assets_note:
    '.input {$count :integer} .match $count one {{Посилання на нього в записі теж буде прибрано.}} * {{Посилання на нього в записах ({$count}) теж буде прибрано.}}',
  cannot_delete_referenced_assets:
    '.input {$count :integer} .match $count one {{Цей файл не можна видалити: без нього ці поля записів, що його використовують, стануть неправильними. Спершу змініть ці записи.}} * {{Ці файли не можна видалити: без них ці поля записів, що їх використовують, стануть неправильними. Спершу змініть ці записи.}}',
  deleting_referenced_entries_note:
    '.input {$count :integer} .match $count one {{Посилання на нього в іншому записі теж буде прибрано.}} * {{Посилання на нього в інших записах ({$count}) теж буде прибрано.}}',
  cannot_delete_referenced_entries:
    '.input {$count :integer} .match $count one {{Цей запис не можна видалити: без нього ці поля інших записів стануть неправильними. Спершу змініть ці записи.}} * {{Ці записи не можна видалити: без них ці поля інших записів стануть неправильними. Спершу змініть ці записи.}}',
  show_errors: 'Показати помилки',
  folder_created: 'Папку створено.',
  folder_path: 'Шлях до папки',
  folder_contents: 'Вміст',
  x_folders:
    '.input {$count :integer} .match $count 0 {{Немає папок}} one {{{$count} папка}} few {{{$count} папки}} many {{{$count} папок}} * {{{$count} папок}}',
  folder_renamed: 'Папку перейменовано.',
  folder_deleted: 'Папку видалено.',
  // The slug is what names a good's folder (catalogue/items/<number>-<slug>/): the owner's word for it.
  entry_sidebar: {
    slug: {
      title: 'Назва папки',
      generated_on_save:
        'Назву папки буде складено з назви запису, коли ви його збережете. Дата й час у ній будуть часом збереження.',
      unavailable: 'Цей запис не має назви папки.',
    },
  },
  save_conflict: {
    title: 'Запис змінив хтось інший',
    modified_by: '{$name} змінює цей запис {$date}, уже після того, як ви його відкрили.',
    modified: 'Цей запис змінено в репозиторії, уже після того, як ви його відкрили.',
    deleted: 'Цей запис видалено з репозиторію, уже після того, як ви його відкрили.',
    overwrite_warning: 'Якщо зберегти зараз, ті зміни буде втрачено.',
    recreate_warning: 'Якщо зберегти зараз, запис буде створено знову.',
    save_anyway: 'Однаково зберегти',
    branch_moved: 'Поки ви зберігали, репозиторій оновив хтось інший. Спробуйте ще раз.',
  },
  remote_change: {
    reload_entry: 'Перезавантажити запис',
    confirm_reloading_entry: 'Перезавантажити запис? Незбережені зміни буде втрачено.',
  },
  list_item_options: 'Параметри елемента списку',
  relation_field: {
    save_together_hint: 'Новий запис «{$name}» буде збережено разом із записом, який ви редагуєте.',
    add_failed: 'Не вдалося додати «{$name}». Подробиці — у консолі браузера.',
  },
  assets_dialog: {
    title: { folder: 'Вибрати папку' },
    selected_folder: 'Вибрана папка: {$path}',
    selected_folders:
      '.input {$count :integer} .match $count one {{Вибрано {$count} папку}} few {{Вибрано {$count} папки}} many {{Вибрано {$count} папок}} * {{Вибрано {$count} папок}}',
    no_subfolders: 'У цій папці немає вкладених папок.',
  },
  cloud_storage: { bunny_storage: { auth_key_label: 'Пароль зони сховища' } },
  status: { deploying: 'Публікація' },
  workflow: { deploying_deletion: 'Видалення' },
};

/** Keys Sveltia has in Ukrainian in words the owner would not know. */
export const UKRAINIAN_REWORDED: Messages = {
  slug: 'Назва папки',
  sort_keys: { slug: 'Назва папки' },
  // Above the reason a save was refused (a mistyped IBAN, an iPhone video: admin/field-checks.ts,
  // or no connection: admin/ukrainian.ts), which says what to do: «try later» would not help.
  saving_entry: { error: { description: 'Запис не збережено.' } },
};

/**
 * Keys left in English: what Sveltia says of a wrong config.yml, which the
 * build makes and its tests check (builder/admin/admin-config.test.ts);
 * the owner never meets them.
 */
const ENGLISH_FOR_DEVELOPERS = /^config\./;

const flatten = (messages: Messages, prefix = ''): Array<[string, string]> =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

function merged(into: Messages, from: Messages): Messages {
  const result: Messages = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const present = result[key];
    result[key] =
      typeof value === 'string' || present === undefined || typeof present === 'string'
        ? value
        : merged(present, value);
  }
  return result;
}

/**
 * Sveltia's Ukrainian with this file's words added and reworded; throws,
 * naming the keys, where they no longer fit Sveltia's (see above).
 */
export function completeUkrainian(
  english: Messages,
  ukrainian: Messages,
  added: Messages = UKRAINIAN_ADDED,
  reworded: Messages = UKRAINIAN_REWORDED,
): Messages {
  const englishKeys = new Set(flatten(english).map(([key]) => key));
  const ukrainianKeys = new Set(flatten(ukrainian).map(([key]) => key));
  const problems = [
    ...[...flatten(added), ...flatten(reworded)]
      .filter(([key]) => !englishKeys.has(key))
      .map(([key]) => `${key}: no longer a key of Sveltia's; drop or move it`),
    ...flatten(added)
      .filter(([key]) => ukrainianKeys.has(key))
      .map(([key]) => `${key}: Sveltia translates it now; drop it from UKRAINIAN_ADDED`),
    ...flatten(reworded)
      .filter(([key]) => !ukrainianKeys.has(key))
      .map(([key]) => `${key}: Sveltia no longer translates it; move it to UKRAINIAN_ADDED`),
  ];
  const result = merged(merged(ukrainian, added), reworded);
  const complete = new Set(flatten(result).map(([key]) => key));
  problems.push(
    ...[...englishKeys]
      .filter((key) => !complete.has(key) && !ENGLISH_FOR_DEVELOPERS.test(key))
      .map((key) => `${key}: English only; translate it in UKRAINIAN_ADDED`),
  );
  if (problems.length > 0)
    throw new Error(
      `Sveltia's Ukrainian and builder/admin/sveltia-ukrainian.ts disagree:\n  ${problems.join('\n  ')}`,
    );
  return result;
}

/** Sveltia's folder of languages, as the admin's build resolves it. */
function localesDir(): string {
  // Its package exports only its module, which lies in npm/, beside locales/.
  const main = createRequire(import.meta.url).resolve('@sveltia/cms');
  return join(dirname(main), '..', 'locales');
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Messages;

/** The Ukrainian the admin shows: Sveltia's own, completed and reworded as above. */
export function adminUkrainian(): Messages {
  const dir = localesDir();
  return completeUkrainian(read(join(dir, 'en-US.json')), read(join(dir, 'uk.json')));
}

/** The admin's build: Sveltia's Ukrainian file as completeUkrainian() makes it. */
export function withUkrainianComplete(): Plugin {
  const file = join(localesDir(), 'uk.json');
  let loaded = false;
  return {
    name: 'bon-vintage-admin-ukrainian',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== file) return undefined;
      loaded = true;
      return JSON.stringify(adminUkrainian());
    },
    buildEnd(error) {
      if (!error && !loaded)
        throw new Error(`Sveltia's bundle no longer loads ${file}; see withUkrainianComplete()`);
    },
  };
}
