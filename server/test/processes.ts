import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * Node itself with tsx's loader, as `npm start` runs the server, not tsx's CLI: the CLI relays a
 * signal to its child and kills it outright when the child's event loop does not acknowledge it
 * within 30 ms, so a SIGTERM landing while the server is busy skipped the graceful shutdown.
 */
export const tsNode = (args: string[]) => [process.execPath, ['--import', 'tsx', ...args]] as const;

export type Finished = { code: number | null; stdout: string; stderr: string };

/** Runs a TypeScript entry point of ours in its own process. */
export function runTs(
  file: string,
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<Finished> {
  const child = spawn(...tsNode([file, ...args]), { cwd: root, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  child.stdin.end(stdin ?? '');
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Starts the real server (server/main.ts) and resolves once it listens. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(...tsNode(['server/main.ts']), {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Interview Hub is ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  await ready;
  return { child, output: () => output };
}
