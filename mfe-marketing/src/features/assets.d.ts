// Files the federation build emits as assets (asset/resource): importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.mp3' {
  const url: string;
  export default url;
}
