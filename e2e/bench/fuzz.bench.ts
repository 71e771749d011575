import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from '@playwright/test';
import { printTable } from './table';

/**
 * The schema-driven fuzzer (api/test/security/schema-fuzz.test.ts) at ten times the budget of `npm test`, with a
 * fresh seed each run: generated requests across every endpoint, the hand-picked nasties and chat frames. It runs as
 * the jest suite it is (its own embedded PostgreSQL); the figures are the line it prints.
 */
const REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? 100_000);

test('fuzzing from the zod contracts: requests sent and 5xx answers', () => {
  test.setTimeout(1_800_000);
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const started = Date.now();
  const run = spawnSync('npx', ['jest', 'test/security/schema-fuzz.test.ts', '--testTimeout=900000'], {
    cwd: path.resolve(__dirname, '../../api'),
    env: { ...process.env, FUZZ_REQUESTS: String(REQUESTS), FUZZ_SEED: String(seed) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const figures = /fuzz: (\d+) HTTP requests \((\d+) refused\) and (\d+) chat frames, seed (\d+); 5xx answers: (\d+)/.exec(output);
  const failed = /Tests:\s+(\d+) failed/.exec(output)?.[1] ?? '0';
  printTable(`Schema-driven fuzzing, budget ${REQUESTS.toLocaleString('en-NZ')} (replay with FUZZ_SEED=${seed})`, [
    {
      'HTTP requests': figures?.[1] ?? '?',
      refused: figures?.[2] ?? '?',
      'chat frames': figures?.[3] ?? '?',
      '5xx answers': figures?.[5] ?? '?',
      'failed properties': failed,
      seconds: ((Date.now() - started) / 1000).toFixed(0),
    },
  ]);
  if (run.status !== 0) console.log(output.split('\n').filter((line) => line.includes('●') || line.includes('+   "')).slice(0, 40).join('\n'));
});
