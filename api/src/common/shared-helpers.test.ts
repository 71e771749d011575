import path from 'node:path';
import { readSources } from '../database/table-writes';

/*
 * Helpers every module uses live once in common/ (api/README.md, 'Modules'): the uuid check of path ids and the
 * ILIKE escaping of search terms. This test fails when a module writes its own copy again or takes one from another
 * domain's folder.
 */

const SOURCES = readSources(path.resolve(__dirname, '..')).filter(({ file }) => !file.endsWith('.test.ts'));

const HELPERS = [
  { name: 'isUuid', home: 'common/ids/uuid.ts', copy: /\[0-9a-f\]\{8\}-\[0-9a-f\]\{4\}/ },
  { name: 'likePattern', home: 'common/sql/like-pattern.ts', copy: /replace\(\/\[\\\\%_\]\/g/ },
];

describe.each(HELPERS)('$name', ({ name, home, copy }) => {
  it(`is written once, in ${home}`, () => {
    expect(SOURCES.filter(({ text }) => copy.test(text)).map(({ file }) => file)).toEqual([home]);
    expect(SOURCES.filter(({ text }) => new RegExp(`(function|const)\\s+${name}\\b`).test(text)).map(({ file }) => file)).toEqual([home]);
  });

  it(`is imported from ${home} only`, () => {
    const importing = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'([^']+)'`, 'g');
    const elsewhere = SOURCES.flatMap(({ file, text }) =>
      [...text.matchAll(importing)]
        .map((match) => path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] as string)))
        .filter((target) => `${target}.ts` !== home)
        .map((target) => `${file} -> ${target}`),
    );
    expect(elsewhere).toEqual([]);
  });
});
