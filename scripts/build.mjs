// `npm run build`: the contracts first (everything imports them), then the five webpack apps and the API two at a
// time (they do not depend on one another; two keep a two-core machine busy while one is waiting on the disk or
// on a single-threaded step), then the prerender step, which loads all five builds. Stops at the first failure.
import { spawn } from 'node:child_process';

const PARALLEL_BUILDS = 2;
const APPS = ['@agency/shell', 'mfe-marketing', 'mfe-client', 'mfe-crm', 'mfe-builder', 'api'];

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { stdio: 'inherit', shell: false });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with ${code}`))));
  });
}

/** Runs the tasks `size` at a time; after a failure no further task starts, and the first error is thrown. */
async function inPool(tasks, size) {
  const queue = [...tasks];
  let failure;
  const worker = async () => {
    while (queue.length > 0 && !failure) {
      try {
        await queue.shift()();
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  if (failure) throw failure;
}

await run(['run', 'build', '-w', 'contracts']);
await inPool(
  APPS.map((workspace) => () => run(['run', 'build', '-w', workspace])),
  PARALLEL_BUILDS,
);
await run(['run', 'prerender', '-w', '@agency/shell']);
