/** Vite answers a `?url` import with the built file's URL. */
declare module '*.otf?url' {
  const url: string;
  export default url;
}
