import { test } from '@playwright/test';
import { gotoInteractive } from '../support/navigation';
import { chatLauncher, chatPanel } from '../support/live-chat';

test('profile Get Started', async ({ page }) => {
  await gotoInteractive(page, '/pricing');
  
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await chatLauncher(page).click();
  await chatPanel(page).getByRole('heading', { name: 'Live Chat' }).waitFor();
  console.log('wall', Date.now() - t0);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<string, number>();
  const dt = profile.timeDeltas as number[];
  profile.samples!.forEach((id: number, i: number) => {
    const n: any = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const byFile = new Map<string, number>();
  for (const [k, v] of self) { const file = k.split(' ')[1]!.split(':')[0]!; byFile.set(file, (byFile.get(file) ?? 0) + v); }
  console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  console.log('---');
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
});
