// Files the federation build emits as assets (asset/resource): importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.mp3' {
  const url: string;
  export default url;
}

/** An SVG embedded as a data URL (see the `?inline` rule in webpack.federation.js). */
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
