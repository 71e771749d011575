// The npm registry these machines reach lacks the prebuilt binaries of other platforms (e.g. @swc/core-darwin-arm64),
// so `npm install` here drops those optional dependencies from package-lock.json, and `npm ci` then refuses the lock
// file as out of sync. This adds the entries npm would have written on a full registry: optional, limited to their
// os/cpu/libc, so no machine of another kind ever fetches them. Run it after any `npm install` that changes the lock
// file: `node .ci/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

/** Platform fields a binary package declares, read from its name (e.g. linux-arm64-musl, win32-x64-msvc). */
function platformOf(name) {
  const os = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'].find((candidate) => name.includes(`-${candidate}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find((candidate) =>
    new RegExp(`-${candidate}(-|$)`).test(name),
  );
  const libc = /-musl/.test(name) ? 'musl' : /-gnu/.test(name) ? 'glibc' : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(dependency);
    if (!platform.os && !platform.cpu) continue; // not a platform binary: a real omission, leave it to npm
    lock.packages[hoisted] = { version, ...platform, optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added === 0 ? 'package-lock.json: nothing to add' : `package-lock.json: added ${added} platform-specific optional entries`);
