import { spawn, type ChildProcess } from 'node:child_process';

/** A server process a spec starts and stops itself (its project has no webServer). */
export interface SpawnedServer {
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts `command args` and resolves once `url` answers (any status). */
export async function spawnServer(
  command: string,
  args: string[],
  url: string,
  timeoutMs = 15_000,
): Promise<SpawnedServer> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${stderr}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return { process: child, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`${command} did not answer at ${url} within ${timeoutMs} ms: ${stderr}`);
}
