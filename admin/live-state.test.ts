import { describe, expect, it } from 'vitest';
import type { BuildReport } from '../src/shared/catalogue/build-report.ts';
import {
  GitHubRefused,
  LATE_AFTER_MS,
  liveState,
  readRepository,
  signedInToken,
  type Repository,
} from './live-state.ts';

const REPORT: BuildReport = {
  builtAt: '2026-11-27T10:00:00.000Z',
  commit: 'a'.repeat(40),
  repository: 'owner/shop',
  branch: 'main',
  onError: 'hold',
  catalogue: 'owner',
  held: [],
  notes: [],
};
const NOW = Date.parse('2026-11-27T10:10:00.000Z');
const latest = (sha: string, minutesAgo = 2) => ({
  sha,
  date: new Date(NOW - minutesAgo * 60_000).toISOString(),
});
const run = (status: string, conclusion: string | null) => ({
  status,
  conclusion,
  html_url: 'https://github.com/owner/shop/actions/runs/7',
});

describe('liveState', () => {
  it('says a save is live when the site was built from the latest commit', () => {
    expect(
      liveState(REPORT, { private: false, latest: latest(REPORT.commit!), runs: [] }, NOW),
    ).toEqual({
      kind: 'live',
    });
  });

  it('reads a newer commit’s run in a public repository: building, or failed with its log', () => {
    const newer = (runs: Repository['runs']) =>
      liveState(REPORT, { private: false, latest: latest('b'.repeat(40)), runs }, NOW);
    expect(newer([])).toEqual({ kind: 'building' });
    expect(newer([run('in_progress', null)])).toEqual({
      kind: 'building',
      run: 'https://github.com/owner/shop/actions/runs/7',
    });
    // Built, and the deploy under way.
    expect(newer([run('completed', 'success')]).kind).toBe('building');
    expect(newer([run('completed', 'failure')])).toEqual({
      kind: 'failed',
      run: 'https://github.com/owner/shop/actions/runs/7',
    });
  });

  it('with two workflows for the commit (Pages standing aside, Cloudflare deploying), says the one that failed', () => {
    const newer = (runs: Repository['runs']) =>
      liveState(REPORT, { private: false, latest: latest('b'.repeat(40)), runs }, NOW);
    const cloudflare = (status: string, conclusion: string | null) => ({
      ...run(status, conclusion),
      html_url: 'https://github.com/owner/shop/actions/runs/8',
    });
    expect(newer([run('completed', 'skipped'), cloudflare('completed', 'failure')])).toEqual({
      kind: 'failed',
      run: 'https://github.com/owner/shop/actions/runs/8',
    });
    expect(newer([run('completed', 'skipped'), cloudflare('in_progress', null)])).toEqual({
      kind: 'building',
      run: 'https://github.com/owner/shop/actions/runs/8',
    });
  });

  it('in a private repository, whose runs the token cannot read, waits and then says where to look', () => {
    const newer = (minutesAgo: number) =>
      liveState(REPORT, { private: true, latest: latest('b'.repeat(40), minutesAgo) }, NOW);
    expect(newer(5)).toEqual({ kind: 'building' });
    expect(newer(LATE_AFTER_MS / 60_000 + 1)).toEqual({
      kind: 'late',
      actions: 'https://github.com/owner/shop/actions',
    });
  });
});

describe('readRepository', () => {
  /** A fetch answering GitHub's paths from `answers`, recording what was asked. */
  const github = (answers: Record<string, unknown>) => {
    const asked: string[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      const path = url.replace('https://api.github.com/repos/owner/shop', '');
      asked.push(`${path} ${(init.headers as Record<string, string>).Authorization}`);
      return path in answers
        ? new Response(JSON.stringify(answers[path]), { status: 200 })
        : new Response('{}', { status: 404 });
    }) as typeof fetch;
    return { asked, fetchFn };
  };
  const commit = { sha: 'b'.repeat(40), commit: { committer: { date: '2026-11-27T10:08:00Z' } } };

  it('asks a private repository only what a token for its contents may read', async () => {
    const { asked, fetchFn } = github({
      '': { private: true, default_branch: 'main' },
      '/commits/main': commit,
    });
    await expect(readRepository(REPORT, 'token', fetchFn)).resolves.toEqual({
      private: true,
      latest: { sha: 'b'.repeat(40), date: '2026-11-27T10:08:00Z' },
    });
    expect(asked).toEqual([' Bearer token', '/commits/main Bearer token']);
  });

  it('reads a public repository’s runs of the latest commit', async () => {
    const { fetchFn } = github({
      '': { private: false, default_branch: 'main' },
      '/commits/main': commit,
      [`/actions/runs?head_sha=${'b'.repeat(40)}&per_page=5`]: {
        workflow_runs: [run('queued', null)],
      },
    });
    expect((await readRepository(REPORT, 'token', fetchFn)).runs).toEqual([run('queued', null)]);
  });

  it('says what GitHub refused', async () => {
    const { fetchFn } = github({});
    await expect(readRepository(REPORT, 'token', fetchFn)).rejects.toEqual(new GitHubRefused(404));
  });
});

describe('signedInToken', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('reads the token Sveltia keeps for a GitHub sign-in, and nothing else', () => {
    expect(signedInToken(storage(JSON.stringify({ backendName: 'github', token: 'ghp' })))).toBe(
      'ghp',
    );
    expect(signedInToken(storage(JSON.stringify({ backendName: 'test-repo' })))).toBeUndefined();
    expect(signedInToken(storage(null))).toBeUndefined();
    expect(signedInToken(storage('{'))).toBeUndefined();
  });
});
