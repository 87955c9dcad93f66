/** The islands loader's URL, from the islands build's manifest (vite.config.ts, islandsBuild). */
declare module 'virtual:islands-loader' {
  const url: string;
  export default url;
}
