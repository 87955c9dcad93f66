/** The islands loader's URL, from the islands build's manifest (vite.config.ts, islandsBuild), and the corner script's. */
declare module 'virtual:islands-loader' {
  const url: string;
  export default url;
  export const corner: string;
}

/** The icon sprite's address, a hashed file under /assets/ (web/icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
