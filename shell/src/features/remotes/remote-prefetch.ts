/** The part of a remote's mf-manifest.json that lists files (written by the federation plugin at build time). */
interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface RemoteManifest {
  shared?: { assets?: ManifestAssets }[];
  exposes?: { name?: string; assets?: ManifestAssets }[];
}

const prefetched = new Set<string>();

function prefetch(url: string): void {
  if (prefetched.has(url)) return;
  prefetched.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Fetches, at idle priority and without running anything, what loading a remote's exposed module will need: its
 * remoteEntry.js and the module's own chunks and stylesheets as its mf-manifest.json lists them. The remote's copies
 * of shared libraries are left out: the page already runs the shell's. A click that follows finds the files in the
 * cache. Rejects when the manifest cannot be read; nothing is retried here (the real load reports its own errors).
 */
export async function prefetchRemoteFiles(manifestUrl: string, entryUrl: string, exposedName: string): Promise<void> {
  prefetch(entryUrl);
  const response = await fetch(manifestUrl, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as RemoteManifest;
  const base = new URL('.', response.url);
  const sharedCopies = new Set((manifest.shared ?? []).flatMap((shared) => shared.assets?.js?.sync ?? []));
  const exposed = (manifest.exposes ?? []).find((expose) => expose.name === exposedName);
  const files = [
    ...(exposed?.assets?.js?.sync ?? []).filter((file) => !sharedCopies.has(file)),
    ...(exposed?.assets?.css?.sync ?? []),
  ];
  for (const file of files) prefetch(new URL(file, base).href);
}
