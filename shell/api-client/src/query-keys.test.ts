import { APP_SOURCE_ROOTS, readSources, type SourceFile } from '../../../scripts/source-checks/source-files';
import { apiKey } from './index';

/*
 * One convention for React Query's cache keys across the shell and the four remotes (they share one QueryClient):
 * a read's key is `apiKey('GET /api/...', input)` (the CRM's `crmKey(mode, ...)` wraps it), and a change invalidates
 * by naming the endpoint the same way. This test reads the apps' sources and fails when a key is built any other way,
 * or when an invalidation names an endpoint that no screen reads (it would refresh nothing, and the screen that
 * shows the changed data stays stale until its cache expires).
 */



/** Calls that take a key and make queries fetch again or forget their data. */
const INVALIDATING_CALL = /\.(invalidateQueries|refetchQueries|resetQueries|removeQueries)\(/g;
/** An endpoint named in a key: `apiKey('GET /x'` or `crmKey(mode, 'GET /x'`. */
const NAMED_KEY = /^\s*\{?\s*queryKey:\s*(?:apiKey\(\s*|crmKey\(\s*\w+,\s*)'(GET [^']+)'/;
/** A generic helper whose callers pass literal endpoint lists (useCrmMutation) marks its call so. */
const FORWARDED_MARKER = 'query-keys: forwarded';
/**
 * Keys of caches that are not API reads (the shell's /remotes.json) or prefixes of the CRM sample's: a string literal
 * that is not an endpoint, or a named constant.
 */
const NON_API_KEY = /^\s*\[\s*('(?!\/api|GET )[^']*'|[A-Z][A-Z0-9_]*\s*[\],])/;

/** Whether the line of `index` or the one before carries the forwarded marker. */
function forwarded(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', text.lastIndexOf('\n', index - 1) - 1);
  return text.slice(Math.max(0, lineStart), index).includes(FORWARDED_MARKER);
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

export function checkQueryKeys(files: SourceFile[]): string[] {
  const problems: string[] = [];
  const reads = new Set<string>();
  const invalidations: Array<{ key: string; where: string }> = [];

  for (const { file, text } of files) {
    // Every queryKey property: built by apiKey/crmKey, or a literal key of a non-API cache.
    for (const match of text.matchAll(/queryKey:\s*/g)) {
      const rest = text.slice((match.index ?? 0) + match[0].length);
      const before = text.slice(Math.max(0, (match.index ?? 0) - 120), match.index);
      // Invalidations are checked below; optimistic updates may hold a read's key in a variable (assigned from
      // crmKey or apiKey just above).
      if (/\.(invalidateQueries|refetchQueries|resetQueries|removeQueries)\(\s*\{\s*$/.test(before)) continue;
      if (forwarded(text, match.index ?? 0)) continue;
      const optimistic = /\.(cancelQueries|getQueriesData|setQueriesData)(<[^>]*>)?\(\s*\{\s*$/.test(before);
      if (optimistic && /^\w+\s*[,}]/.test(rest)) continue;
      const named = /^(?:apiKey\(\s*|crmKey\(\s*\w+,\s*)'(GET [^']+)'/.exec(rest);
      if (named?.[1]) {
        if (!optimistic) reads.add(named[1]);
        continue;
      }
      if (NON_API_KEY.test(rest)) continue;
      problems.push(`${file}:${lineOf(text, match.index ?? 0)}: a query key must be apiKey('GET /api/...', input) (or crmKey in the CRM), found '${rest.split('\n')[0]?.slice(0, 60)}'`);
    }
    for (const match of text.matchAll(/useCrmQuery\(\s*'(GET [^']+)'/g)) if (match[1]) reads.add(match[1]);

    // Every invalidation names its endpoint literally, so this check can see what it refreshes.
    for (const match of text.matchAll(INVALIDATING_CALL)) {
      const index = (match.index ?? 0) + match[0].length;
      const where = `${file}:${lineOf(text, index)}`;
      if (forwarded(text, index)) continue;
      const named = NAMED_KEY.exec(text.slice(index));
      if (named?.[1]) invalidations.push({ key: named[1], where });
      else if (!NON_API_KEY.test(text.slice(index).replace(/^\s*\{\s*queryKey:\s*/, ''))) {
        problems.push(`${where}: an invalidation must name its endpoint: { queryKey: apiKey('GET /api/...') }`);
      }
    }
    // useCrmMutation('PATCH /x', ['GET /a', 'GET /b']): the reads it invalidates on success.
    for (const match of text.matchAll(/useCrmMutation\(\s*'[^']+',\s*\[([^\]]*)\]/g)) {
      for (const key of (match[1] ?? '').matchAll(/'(GET [^']+)'/g)) {
        if (key[1]) invalidations.push({ key: key[1], where: `${file}:${lineOf(text, match.index ?? 0)}` });
      }
    }
  }

  for (const { key, where } of invalidations) {
    if (!reads.has(key)) problems.push(`${where}: invalidates '${key}', which no query reads`);
  }
  return problems;
}

describe('query keys', () => {
  it('apiKey puts the endpoint first and its input second, so the endpoint alone matches every input', () => {
    expect(apiKey('GET /api/leads')).toEqual(['GET /api/leads']);
    expect(apiKey('GET /api/leads/:id', { params: { id: 'x' } })).toEqual(['GET /api/leads/:id', { params: { id: 'x' } }]);
  });

  it('every key in the shell and the remotes follows the convention, and every invalidation names a read', () => {
    expect(checkQueryKeys(readSources(APP_SOURCE_ROOTS))).toEqual([]);
  });

  it('finds an invalidation of an endpoint no query reads, and a key built by hand', () => {
    const problems = checkQueryKeys([
      { file: 'a.tsx', text: "useQuery({ queryKey: apiKey('GET /api/projects/user'), queryFn });" },
      {
        file: 'b.tsx',
        text: [
          "await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/projects/user') });",
          "await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/leads') });",
          "useQuery({ queryKey: ['/api/discovery/user'], queryFn });",
          'await queryClient.invalidateQueries({ queryKey: SOME_KEY });',
        ].join('\n'),
      },
    ]);
    expect(problems).toEqual([
      "b.tsx:3: a query key must be apiKey('GET /api/...', input) (or crmKey in the CRM), found '['/api/discovery/user'], queryFn });'",
      "b.tsx:4: an invalidation must name its endpoint: { queryKey: apiKey('GET /api/...') }",
      "b.tsx:2: invalidates 'GET /api/leads', which no query reads",
    ]);
  });
});
