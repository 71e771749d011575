import { APP_SOURCE_ROOTS, readSources, type SourceFile } from '../../../scripts/source-checks/source-files';

/*
 * Jobs the design system does once for every app (README, 'One home for each job'). This test reads the apps' and
 * the design system's sources and fails when one of them is written again by hand:
 * - a part that loads on use is a retryableLazy component (lazy-page/retryable-lazy.ts), not React.lazy;
 * - the error boundary around such a part, or any other, is LoadBoundary (lazy-page/load-boundary.tsx);
 * - a chat message box's Enter-to-send is useSendOnEnter (send-on-enter/use-send-on-enter.ts);
 * - a text field's count against its limit is CharacterCount (character-count/), its over-the-limit words overTheLimit.
 */

const RULES = [
  { home: 'shell/design-system/src/lazy-page/retryable-lazy.ts', pattern: /\blazy\s*\(|\bReact\.lazy\b/, job: 'React.lazy (use retryableLazy)' },
  {
    home: 'shell/design-system/src/lazy-page/load-boundary.tsx',
    pattern: /\bgetDerivedStateFromError\b|\bcomponentDidCatch\b/,
    job: 'an error boundary (use LoadBoundary)',
  },
  { home: 'shell/design-system/src/send-on-enter/use-send-on-enter.ts', pattern: /\.shiftKey\b/, job: 'Enter-to-send (use useSendOnEnter)' },
  {
    home: 'shell/design-system/src/character-count/character-count-text.ts',
    pattern: /characters? over the limit/,
    job: 'a character count (use CharacterCount and overTheLimit)',
  },
] as const;

export function checkOneHome(files: SourceFile[]): string[] {
  return RULES.flatMap(({ home, pattern, job }) =>
    files.filter(({ file, text }) => file !== home && pattern.test(text)).map(({ file }) => `${file}: ${job}`),
  );
}

const SOURCES = readSources([...APP_SOURCE_ROOTS, 'shell/design-system/src']);

describe('one home for each job', () => {
  it('finds each job written only in its home', () => {
    expect(checkOneHome(SOURCES)).toEqual([]);
  });

  it('sees a job written again', () => {
    const copies: SourceFile[] = [
      { file: 'shell/src/x/panel.tsx', text: 'const Panel = lazy(() => import("./panel-body"));' },
      { file: 'mfe-crm/src/x/boundary.tsx', text: 'class B extends Component { static getDerivedStateFromError() {} }' },
      { file: 'mfe-client/src/x/reply.tsx', text: "if (event.key === 'Enter' && !event.shiftKey) send();" },
    ];
    expect(checkOneHome(copies)).toEqual([
      'shell/src/x/panel.tsx: React.lazy (use retryableLazy)',
      'mfe-crm/src/x/boundary.tsx: an error boundary (use LoadBoundary)',
      'mfe-client/src/x/reply.tsx: Enter-to-send (use useSendOnEnter)',
    ]);
  });

  it('knows each home', () => {
    for (const { home } of RULES) expect(SOURCES.some(({ file }) => file === home)).toBe(true);
  });
});
