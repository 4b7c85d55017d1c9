/**
 * The build's report (docs/deploy.md, «What the owner sees»): what the last
 * build published and held back, written beside the admin as
 * `admin/build-report.json` (builder/catalogue/build-report.ts) and read by
 * the admin's page (admin/build-status.ts). Everything in it the owner may
 * read: the goods' titles, their folders and the form's labels, in Ukrainian.
 */

export const BUILD_REPORT_FILE = 'build-report.json';

/** One thing to put right, or to look at, about one good. */
export interface ReportedProblem {
  /** The field as the admin's form labels it (`Ціна`), or a spreadsheet's column. */
  label?: string;
  /** A spreadsheet's row. */
  line?: number;
  /** What is wrong and what to do, in Ukrainian. */
  message: string;
}

/** A good as the owner knows it: an admin's good by title and folder, a spreadsheet's by its row. */
export interface ReportedGood {
  title?: string;
  /** An admin's good: its folder in the repository, 'catalogue/items/2611251430-vaza'. */
  folder?: string;
  /** A spreadsheet's good: its file and row. */
  file?: string;
  line?: number;
  id?: string;
  /**
   * A part of the admin that is no good, as its list of collections names
   * it: «Магазин», shop.yaml's form, where a shop's note is fixed (its
   * field in `label`).
   */
  section?: string;
}

export interface BuildReport {
  /** When the shop was built, as an ISO time. */
  builtAt: string;
  /** The commit it was built from, when the build was told (GITHUB_SHA, WORKERS_CI_COMMIT_SHA); null otherwise. */
  commit: string | null;
  /** The repository, 'owner/name', when the build was told (GITHUB_REPOSITORY). */
  repository: string | null;
  /** The branch it was built from (GITHUB_REF_NAME). */
  branch: string | null;
  /** 'hold' when goods that cannot be published are held back, 'stop' otherwise. */
  onError: 'hold' | 'stop';
  /** Whether the goods are the owner's catalogue or the sample's. */
  catalogue: 'owner' | 'sample';
  /**
   * The code of the owner's GoatCounter (shop.yaml's `лічильник`), whose
   * dashboard the panel links to; null when the shop counts nothing. Absent
   * from a report of a build before the figures.
   */
  counter?: string | null;
  /** The goods held back, each with what to fix. */
  held: (ReportedGood & { problems: ReportedProblem[] })[];
  /** What was published with a liberty the owner should look at. */
  notes: (ReportedGood & ReportedProblem)[];
}
