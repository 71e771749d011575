import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_SOURCE_ROOTS, REPO_ROOT, readSources, type SourceFile } from '../../../scripts/source-checks/source-files';

/*
 * One way to write a form (README.md): every file of the shell and the remotes that renders a <form> runs it with
 * useZodForm, itself or through a hook it imports from its own folder, unless it is listed below with its reason;
 * nothing but this package imports React Hook Form or its resolvers, and nothing casts a resolver. This test reads
 * the sources and fails when a rule is broken, and when a listed exception no longer needs its place.
 */

/**
 * Forms whose fields stay in useState, each with its reason (also in that workspace's README). A form of one text box
 * sent as a message or a search (chat composers, the domain search) is not a form of fields and is listed as such.
 */
export const HAND_KEPT: Record<string, string> = {
  'mfe-marketing/src/features/booking/book-consultation-page.tsx':
    "zod stays off the booking pages and its state is one hook with the date, the time and the math check (booking/README.md, 'No form library here')",
  'mfe-marketing/src/features/contact/contact-form.tsx':
    'the home page form: its island carries no form library and no zod (mfe-marketing/src/features/contact/README.md)',
  'mfe-marketing/src/features/onboarding-chat/onboarding-chat-dialog.tsx': 'one text box sent as a chat message',
  'shell/src/features/live-chat/chat-composer.tsx': 'one text box sent as a chat message',
  'mfe-crm/src/features/live-chat/agent-reply-form.tsx': 'one text box sent as a chat message',
  'mfe-builder/src/features/domain-setup/domain-setup-page.tsx': 'one search box (role=search)',
  'shell/src/features/feedback/feedback-form.tsx':
    "the feedback panel carries no form library and no zod: on useZodForm its first open would fetch zod and React Hook Form, 98.9 KB gzipped beside its own 3.2 KB (shell/README.md, 'Forms')",
  'shell/src/features/live-chat/chat-closing.tsx':
    "the live chat panel's rating (a 1-5 radio group and a comment) is in the panel's chunk, which carries no form library and no zod (as contact-request-form.tsx); the server checks the frame",
  'mfe-crm/src/features/lead-page/lead-merge-dialog.tsx':
    'radio choices only (which lead stays, whose value each field keeps), nothing typed to check; choosing the other lead swaps every default, and the server checks the merge',
  'shell/src/features/live-chat/contact-request-form.tsx':
    "the live chat panel carries no form library and no zod: on useZodForm its first open would fetch zod and React Hook Form, 98.9 KB gzipped beside its own 3.5 KB (shell/README.md, 'Forms')",
};

/**
 * Forms still to be moved to useZodForm (exempt from every rule here meanwhile). Each entry is a debt, not a reason:
 * the list may only shrink, and the test fails once a listed file uses useZodForm, so the entry goes with the move.
 */
export const NOT_YET_MOVED: readonly string[] = [];


const RENDERS_A_FORM = /<form[\s>]/;
const USES_THE_HOOK = /\buseZodForm\(/;
const FORM_LIBRARY_IMPORT = /from '(react-hook-form|@hookform\/resolvers[^']*)'/;
const RESOLVER_CAST = /as unknown as Resolver\b/;
/** `from './x'` or `from '../x'`: a module of the app's own. */
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g;

/** Whether the file calls useZodForm, or imports (relatively) a module that does: a form's own hook. */
function usesTheHook(file: SourceFile, byPath: Map<string, SourceFile>): boolean {
  if (USES_THE_HOOK.test(file.text)) return true;
  for (const match of file.text.matchAll(RELATIVE_IMPORT)) {
    const base = path.join(path.dirname(file.file), match[1] ?? '');
    const imported = byPath.get(`${base}.ts`) ?? byPath.get(`${base}.tsx`);
    if (imported && USES_THE_HOOK.test(imported.text)) return true;
  }
  return false;
}

export function checkForms(files: SourceFile[]): string[] {
  const problems: string[] = [];
  const byPath = new Map(files.map((file) => [file.file, file]));
  for (const file of files) {
    const notYetMoved = NOT_YET_MOVED.includes(file.file);
    if (notYetMoved) {
      if (usesTheHook(file, byPath)) problems.push(`${file.file}: uses useZodForm now, so its NOT_YET_MOVED entry goes`);
      continue;
    }
    if (FORM_LIBRARY_IMPORT.test(file.text)) {
      problems.push(`${file.file}: imports React Hook Form or a resolver directly; import useZodForm (and Controller, useWatch...) from '@agency/forms'`);
    }
    if (RESOLVER_CAST.test(file.text)) problems.push(`${file.file}: casts a resolver; type the form by its schema (useZodForm, formSchema)`);
    if (!RENDERS_A_FORM.test(file.text)) continue;
    const hooked = usesTheHook(file, byPath);
    if (HAND_KEPT[file.file] !== undefined) {
      if (hooked) problems.push(`${file.file}: uses useZodForm, so its HAND_KEPT entry goes`);
    } else if (!hooked) {
      problems.push(`${file.file}: renders a <form> without useZodForm; use it, or list the file in HAND_KEPT with its reason`);
    }
  }
  return problems;
}

describe('one form approach', () => {
  it('every form of the shell and the remotes uses useZodForm or is a listed exception; no direct React Hook Form, no resolver casts', () => {
    expect(checkForms(readSources(APP_SOURCE_ROOTS))).toEqual([]);
  });

  it('every listed file still exists (a moved or deleted form takes its entry with it)', () => {
    const missing = [...Object.keys(HAND_KEPT), ...NOT_YET_MOVED].filter((file) => !existsSync(path.join(REPO_ROOT, file)));
    expect(missing).toEqual([]);
  });

  it('finds a hand-kept form, a direct import, a cast, and accepts a form whose hook uses useZodForm', () => {
    const problems = checkForms([
      { file: 'mfe-x/src/a/plain-form.tsx', text: "const [v, setV] = useState('');\nreturn <form onSubmit={send}>" },
      { file: 'mfe-x/src/a/direct.tsx', text: "import { useForm } from 'react-hook-form';" },
      { file: 'mfe-x/src/a/cast.tsx', text: 'const r = zodResolver(Z) as unknown as Resolver<A, unknown, B>;' },
      { file: 'mfe-x/src/b/page.tsx', text: "import { useThing } from './use-thing';\nreturn <form noValidate>" },
      { file: 'mfe-x/src/b/use-thing.ts', text: 'export const useThing = () => useZodForm(ZThing);' },
    ]);
    expect(problems).toEqual([
      expect.stringContaining('mfe-x/src/a/plain-form.tsx: renders a <form> without useZodForm'),
      expect.stringContaining('mfe-x/src/a/direct.tsx: imports React Hook Form'),
      expect.stringContaining('mfe-x/src/a/cast.tsx: casts a resolver'),
    ]);
  });
});
