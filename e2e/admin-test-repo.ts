import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The repository of the owner's admin when it runs with Sveltia's `test-repo`
 * backend (e2e/admin.spec.ts): the files live in the browser's origin private
 * file system (OPFS), in one folder of the admin's origin. These write the
 * repository there before the admin opens, and read back what it committed.
 */

/** The test-repo backend's folder in the origin private file system (Sveltia's TEST_BACKEND_ROOT_DIR_NAME). */
export const TEST_REPO = 'sveltia-cms-test';

/** A file of the repository: text, or bytes as base64 to cross into the page. */
export type RepoFile = string | { base64: string };

/** Writes `files` into the test-repo backend's folder of the page's origin. */
export async function seedTestRepo(page: Page, files: Record<string, RepoFile>) {
  await page.evaluate(
    async ({ root, files }) => {
      const repo = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle(root, {
        create: true,
      });
      for (const [path, content] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (
          await dir.getFileHandle(parts.at(-1)!, { create: true })
        ).createWritable();
        await writable.write(
          typeof content === 'string'
            ? content
            : Uint8Array.from(atob(content.base64), (char) => char.charCodeAt(0)),
        );
        await writable.close();
      }
    },
    { root: TEST_REPO, files },
  );
}

/** Every file the admin left in the test-repo backend's folder, by path, read back from the browser. */
export async function readTestRepo(page: Page): Promise<Map<string, Buffer>> {
  const files = await page.evaluate(async (root) => {
    const found: Array<[string, string]> = [];
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === 'directory')
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          found.push([`${prefix}${name}`, btoa(binary)]);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(root), '');
    return found;
  }, TEST_REPO);
  return new Map(files.map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
}

/** Writes the files read back into `dir`, as a clone of the repository would hold them. */
export function writeRepository(dir: string, files: ReadonlyMap<string, Buffer>) {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
}
