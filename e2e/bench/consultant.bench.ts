import { test } from '@playwright/test';
import { CORPUS } from '../../api/test/consultant-corpus';
import { CORPUS_STYLES, passed, runConversation } from '../../api/test/consultant-corpus/run-corpus';
import { printTable } from './table';

/** Milliseconds at the given quantile of sorted samples. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/*
 * The AI consultant's corpus (api/test/consultant-corpus, issue 24): pass rate per style, and the time the scripted
 * engine takes for one turn (reading the message and deciding the reply; the server's database write is apart).
 * Target: p95 under 20 ms. The corpus is run five times so the figures cover warm and cold turns alike.
 */
test('consultant corpus: pass rate per style and time of a scripted turn', () => {
  const rounds = 5;
  const results = Array.from({ length: rounds }, () => CORPUS.map(runConversation)).flat();
  const firstRound = results.slice(0, CORPUS.length);
  const rows: { style: string; conversations: number; passed: number; rate: string }[] = CORPUS_STYLES.map((style) => {
    const ofStyle = firstRound.filter((result) => result.conversation.style === style);
    const ok = ofStyle.filter(passed).length;
    return { style, conversations: ofStyle.length, passed: ok, rate: `${Math.round((ok / Math.max(ofStyle.length, 1)) * 100)}%` };
  });
  const total = firstRound.filter(passed).length;
  rows.push({ style: 'all', conversations: firstRound.length, passed: total, rate: `${((total / firstRound.length) * 100).toFixed(1)}%` });
  printTable('Consultant corpus: conversations completed with every expected fact (target >= 95%)', rows);

  const times = results.flatMap((result) => result.turnTimes).sort((a, b) => a - b);
  printTable('Scripted consultant turn (target: p95 < 20 ms)', [
    {
      turns: times.length,
      p50: `${quantile(times, 0.5).toFixed(2)} ms`,
      p95: `${quantile(times, 0.95).toFixed(2)} ms`,
      max: `${(times[times.length - 1] ?? 0).toFixed(2)} ms`,
    },
  ]);
  const failed = firstRound.filter((result) => !passed(result));
  for (const result of failed) console.log(`not passed: ${result.conversation.id} (${result.conversation.style}): ${result.mismatches.join('; ') || 'not completed'}`);
});
