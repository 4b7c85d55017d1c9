import type {
  BuildReport,
  ReportedGood,
  ReportedProblem,
} from '../../src/shared/catalogue/build-report.ts';
import { goodFolder } from './problems.ts';
import { GOODS_FORM, ITEMS_DIR } from './read-items.ts';
import { COLLECTIONS_DIR, COLLECTIONS_FORM } from './read-collections.ts';
import type { OnError } from './owner-catalogue.ts';
import { keyOf, SHOP_FILE } from './shop-file.ts';
import { SHOP_FORM, SHOP_SETTINGS } from './shop-settings.ts';
import type { CatalogueProblem, GoodPlace, HeldGood } from './types.ts';

/**
 * The build's report (src/shared/catalogue/build-report.ts) from what the
 * build read: the goods held back and the notes, each good as the owner
 * knows it, and which commit of which repository was built, which GitHub
 * Actions tells every workflow (GITHUB_SHA, GITHUB_REPOSITORY,
 * GITHUB_REF_NAME) and Cloudflare's Workers Builds every build
 * (WORKERS_CI_COMMIT_SHA, WORKERS_CI_BRANCH).
 */

/** What the build read of the owner's catalogue; none for the sample. */
export interface ReadForReport {
  held: readonly HeldGood[];
  notes: readonly CatalogueProblem[];
  /** The catalogue folder's own name, as the repository has it: 'catalogue'. */
  catalogue: string;
  /** shop.yaml's GoatCounter code, or ''. */
  counter: string;
}

const isAdminGood = (file: string) => file.startsWith(`${ITEMS_DIR}/`);

/** A good's place, as the report says it. */
function reportedGood({ file, line, id, title }: GoodPlace, catalogue: string): ReportedGood {
  return {
    ...(title ? { title } : {}),
    ...(isAdminGood(file)
      ? { folder: goodFolder(file, catalogue) }
      : { file, ...(line === undefined ? {} : { line }) }),
    ...(id ? { id } : {}),
  };
}

/** A problem of a good, without its place (the good says it). */
function reportedProblem({ file, line, column, message }: CatalogueProblem): ReportedProblem {
  return {
    ...(column ? { label: column } : {}),
    ...(line !== undefined && !isAdminGood(file) ? { line } : {}),
    message,
  };
}

/**
 * A note of shop.yaml as the admin shows where to fix it: «Магазин» and
 * the form's label of the setting («Повернення»), never the file's line or
 * key (the build's log says those, for an owner who writes the file).
 */
function reportedShopNote({ column, message }: CatalogueProblem): BuildReport['notes'][number] {
  const key = column === undefined ? undefined : keyOf(column);
  const label = key ? SHOP_SETTINGS[key].form.label : column;
  return { section: SHOP_FORM, ...(label ? { label } : {}), message };
}

const isCollection = (file: string) => file.startsWith(`${COLLECTIONS_DIR}/`);

/**
 * A note of a collection as the admin shows where to fix it: «Добірки», the
 * collection's title and the field's label, never its file.
 */
function reportedCollectionNote({
  title,
  column,
  message,
}: CatalogueProblem): BuildReport['notes'][number] {
  return {
    section: COLLECTIONS_FORM,
    ...(title ? { title } : {}),
    ...(column ? { label: column } : {}),
    message,
  };
}

/**
 * A note of a good the admin wrote, as the admin shows where to fix it:
 * «Товари», the good's title and the field's label («Відео»), as a
 * collection's; a spreadsheet's good keeps its file and line.
 */
function reportedAdminGoodNote(note: CatalogueProblem): BuildReport['notes'][number] {
  if (!note.title) return { ...reportedGood(note, ''), ...reportedProblem(note) };
  return {
    section: GOODS_FORM,
    title: note.title,
    ...(note.column ? { label: note.column } : {}),
    message: note.message,
  };
}

export function buildReport(
  read: ReadForReport | undefined,
  onError: OnError,
  env: Record<string, string | undefined>,
  now = new Date(),
): BuildReport {
  const known = (name: string) => env[name]?.trim() || null;
  const catalogue = read?.catalogue ?? '';
  return {
    builtAt: now.toISOString(),
    // GitHub Actions' names, else Cloudflare's Workers Builds' (docs/deploy.md).
    commit: known('GITHUB_SHA') ?? known('WORKERS_CI_COMMIT_SHA'),
    repository: known('GITHUB_REPOSITORY'),
    branch: known('GITHUB_REF_NAME') ?? known('WORKERS_CI_BRANCH'),
    onError,
    catalogue: read ? 'owner' : 'sample',
    counter: read?.counter || null,
    held: (read?.held ?? []).map((good) => ({
      ...reportedGood(good, catalogue),
      problems: good.problems.map(reportedProblem),
    })),
    notes: (read?.notes ?? []).map((note) =>
      note.file === SHOP_FILE
        ? reportedShopNote(note)
        : isCollection(note.file)
          ? reportedCollectionNote(note)
          : isAdminGood(note.file)
            ? reportedAdminGoodNote(note)
            : { ...reportedGood(note, catalogue), ...reportedProblem(note) },
    ),
  };
}
