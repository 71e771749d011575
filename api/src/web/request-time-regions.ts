import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  REQUEST_TIME_DATA_ID,
  REQUEST_TIME_MODULE,
  REQUEST_TIME_REGION_ATTRIBUTE,
  type RequestTimeData,
  type RequestTimeModule,
  type TRemoteName,
} from '@agency/contracts';

/*
 * Fills the request-time regions of a prerendered page (contracts' request-time-regions.ts): the parts whose content
 * comes from the database, rendered by the owning remote's request-time module with this API's own answers, which
 * go into the document too so the app hydrates the same markup without asking again.
 */

/** Reads a public GET endpoint's answer, as an anonymous visitor would get it. */
export type ReadEndpoint = (pathAndQuery: string) => Promise<unknown>;

/** Start and end (exclusive) of the element carrying `data-request-time="<name>"`, or undefined. */
export function regionBounds(html: string, name: string): { start: number; end: number } | undefined {
  const marker = html.indexOf(`${REQUEST_TIME_REGION_ATTRIBUTE}="${name}"`);
  if (marker === -1) return undefined;
  const start = html.lastIndexOf('<', marker);
  const tag = /^<([a-z][a-z0-9]*)/.exec(html.slice(start))?.[1];
  if (!tag) return undefined;
  // React escapes '<' in text and attribute values, so every '<tag' and '</tag>' in its markup is a real tag.
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1] === '/') depth -= 1;
    else if (!match[0].endsWith('/>')) depth += 1;
    if (depth === 0) return { start, end: match.index + match[0].length };
  }
  return undefined;
}

/** The names of the regions in a document, in order. */
function regionNames(html: string): string[] {
  const pattern = new RegExp(`${REQUEST_TIME_REGION_ATTRIBUTE}="([\\w-]+)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** JSON safe inside a <script> element: no '</script>' or '<!--' can be formed. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The document with every region rendered from fresh answers and those answers in a data block before </body>.
 * Throws when a region is unknown to the module, an answer is not a 200 or the markup has no such region.
 */
export async function fillRequestTimeRegions(html: string, module: RequestTimeModule, read: ReadEndpoint, now = Date.now()): Promise<string> {
  const data: RequestTimeData = { readAt: now, queries: [] };
  let filled = html;
  let headTags = '';
  for (const name of regionNames(html)) {
    const region = module.regions[name];
    if (!region) throw new Error(`No request-time region named '${name}'`);
    const answers = await Promise.all(region.queries.map((query) => read(query.path)));
    const bounds = regionBounds(filled, name);
    if (!bounds) throw new Error(`The region '${name}' has no end in the document`);
    const rendered = region.render(answers);
    // React's server renderer puts preloads (of eager images) in front of the markup: they belong in the head, where
    // they start the fetch soonest and the app's hydration does not meet them.
    const preloads = LEADING_PRELOADS.exec(rendered)?.[0] ?? '';
    headTags += preloads;
    filled = filled.slice(0, bounds.start) + rendered.slice(preloads.length) + filled.slice(bounds.end);
    region.queries.forEach((query, index) => data.queries.push({ key: query.key, data: answers[index] }));
  }
  if (data.queries.length === 0) return filled;
  const block = `<script type="application/json" id="${REQUEST_TIME_DATA_ID}">${scriptSafeJson(data)}</script>`;
  return filled.replace('</head>', () => `${headTags}</head>`).replace('</body>', () => `${block}</body>`);
}

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

interface LoadedModule {
  /** The file's modification time and size when loaded: a changed file is loaded again. */
  version: string;
  /** Shared by the requests that arrive while it loads, so a new build is read and evaluated once. */
  module: Promise<RequestTimeModule>;
}

/**
 * Loads each remote's request-time module from its build on first use, and again when the file changes (a redeployed
 * remote is rendered with its new components at once). Resolves undefined when the remote has none (a build without
 * it, a remote served from elsewhere).
 */
export class RequestTimeModules {
  private readonly loaded = new Map<string, LoadedModule>();

  /** `distOf` gives the folder of a remote's build on this server, or undefined when it is served elsewhere. */
  constructor(private readonly distOf: (remote: TRemoteName) => string | undefined) {}

  async get(remote: TRemoteName): Promise<RequestTimeModule | undefined> {
    const dist = this.distOf(remote);
    if (dist === undefined) return undefined;
    const file = path.join(dist, REQUEST_TIME_MODULE);
    let version: string;
    try {
      const stats = await stat(file);
      version = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return undefined;
    }
    const cached = this.loaded.get(file);
    if (cached?.version === version) return cached.module;
    const module = loadModule(file);
    this.loaded.set(file, { version, module });
    // A file that failed to load is tried again by the next request.
    module.catch(() => {
      if (this.loaded.get(file)?.module === module) this.loaded.delete(file);
    });
    return module;
  }
}

async function loadModule(file: string): Promise<RequestTimeModule> {
  const module = evaluateCommonJs(file, await readFile(file, 'utf8')) as RequestTimeModule;
  if (typeof module.regions !== 'object' || module.regions === null) throw new Error(`${file} exports no regions`);
  return module;
}

/**
 * Runs a CommonJS file as Node's loader would, but afresh each time: Node's module cache would keep the old build
 * of a redeployed remote.
 */
function evaluateCommonJs(file: string, source: string): unknown {
  const run = compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  const module = { exports: {} as unknown };
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/** Answers a public GET through the app itself: same validation, serialisation and access rules as a visitor's. */
export function readThroughApp(fastify: FastifyInstance): ReadEndpoint {
  return async (pathAndQuery) => {
    const response = await fastify.inject({ method: 'GET', url: pathAndQuery, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) throw new Error(`GET ${pathAndQuery} answered ${response.statusCode}`);
    return response.json();
  };
}

/**
 * The page's document with its regions filled, or undefined when they cannot be (no module, a failed answer): the
 * prerendered regions then show their loading state and the app starts at once to fill them.
 */
export async function withRequestTimeRegions(
  html: string,
  remote: TRemoteName,
  modules: RequestTimeModules,
  read: ReadEndpoint,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  try {
    const module = await modules.get(remote);
    if (!module) return undefined;
    return await fillRequestTimeRegions(html, module, read);
  } catch (error) {
    log.warn({ err: error }, 'request-time regions not filled');
    return undefined;
  }
}
