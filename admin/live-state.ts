import type { BuildReport } from '../src/shared/catalogue/build-report.ts';

/**
 * Whether the owner's latest save is live on the site (docs/deploy.md,
 * «What the owner sees»): the commit the site was built from (its build
 * report) beside the repository's latest commit, and, when GitHub lets the
 * owner's token see it, the workflow run of that commit. The token is the
 * one the admin signs in with, allowed the repository's contents alone: it
 * reads the latest commit and whether the repository is public, always;
 * the runs of GitHub Actions it reads only in a public repository (GitHub
 * answers anyone about those), so in a private one the admin asks for
 * nothing it would be refused, and says what it cannot know.
 */

export type LiveState =
  /** The site was built from the latest commit. */
  | { kind: 'live' }
  /** A newer commit is being built (or waits to be). */
  | { kind: 'building'; run?: string }
  /** The newer commit's build failed: the site shows the one before. */
  | { kind: 'failed'; run: string }
  /** A newer commit, and no way to see its build (a private repository), for a long while now. */
  | { kind: 'late'; actions: string }
  /** Nothing to compare: the site was not built by the workflow, or the owner is not signed in, or offline. */
  | { kind: 'unknown'; why: 'local' | 'signed-out' | 'offline' | 'unreachable' | 'token' };

/** What GitHub says of the repository, its latest commit, and that commit's workflow runs. */
export interface Repository {
  private: boolean;
  /** The latest commit of the branch the site is built from. */
  latest: { sha: string; date: string };
  /** The workflow runs of the latest commit, when they can be read (a public repository). */
  runs?: readonly { status: string; conclusion: string | null; html_url: string }[];
}

/** How long a build of the latest save may take before a private repository's owner is told to look. */
export const LATE_AFTER_MS = 20 * 60_000;

export function liveState(report: BuildReport, repository: Repository, now: number): LiveState {
  if (repository.latest.sha === report.commit) return { kind: 'live' };
  const actions = `https://github.com/${report.repository}/actions`;
  if (repository.runs === undefined) {
    const age = now - Date.parse(repository.latest.date);
    return age > LATE_AFTER_MS ? { kind: 'late', actions } : { kind: 'building' };
  }
  // A commit may start more than one workflow (deploy-pages.yml, which stands aside for a shop on
  // Cloudflare, and deploy-cloudflare.yml): any failed run means the save did not reach the site.
  const failed = repository.runs.find(
    (run) =>
      run.status === 'completed' && run.conclusion !== 'success' && run.conclusion !== 'skipped',
  );
  if (failed) return { kind: 'failed', run: failed.html_url };
  // Else the newest run that is not skipped: GitHub lists runs newest first.
  const run = repository.runs.find((each) => each.conclusion !== 'skipped') ?? repository.runs[0];
  if (run === undefined) return { kind: 'building' };
  return { kind: 'building', run: run.html_url };
}

/** The token the admin signed in with: Sveltia keeps its user under this key (its LocalStorage, JSON). */
export const SVELTIA_USER_KEY = 'sveltia-cms.user';

export function signedInToken(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    const user = JSON.parse(storage.getItem(SVELTIA_USER_KEY) ?? 'null') as {
      backendName?: unknown;
      token?: unknown;
    } | null;
    return user?.backendName === 'github' && typeof user.token === 'string' && user.token
      ? user.token
      : undefined;
  } catch {
    return undefined;
  }
}

/** Something GitHub answered that is not what was asked: the status says what. */
export class GitHubRefused extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

const API = 'https://api.github.com';

/**
 * The repository as the token sees it: its metadata and latest commit
 * (the token's Contents permission), and, in a public repository, the
 * latest commit's workflow runs.
 */
export async function readRepository(
  report: Pick<BuildReport, 'repository' | 'branch'>,
  token: string,
  fetchFn: typeof fetch = fetch,
): Promise<Repository> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetchFn(`${API}/repos/${report.repository}${path}`, {
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'X-GitHub-Api-Version': '2022-11-28',
      },
      cache: 'no-store',
    });
    if (!response.ok) throw new GitHubRefused(response.status);
    return (await response.json()) as T;
  };
  const meta = await get<{ private: boolean; default_branch: string }>('');
  const branch = report.branch ?? meta.default_branch;
  const commit = await get<{ sha: string; commit: { committer: { date: string } } }>(
    `/commits/${encodeURIComponent(branch)}`,
  );
  const latest = { sha: commit.sha, date: commit.commit.committer.date };
  if (meta.private) return { private: true, latest };
  const { workflow_runs: runs } = await get<{ workflow_runs: Repository['runs'] }>(
    `/actions/runs?head_sha=${commit.sha}&per_page=5`,
  );
  return { private: false, latest, runs: runs ?? [] };
}
