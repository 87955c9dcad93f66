import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `npm run dev` serves the pages with hot reload and sends /api to the local stack's gateway.
  server: { proxy: { '/api': apiTarget } },
  publicDir: 'web/public',
  build: { assetsInlineLimit: 0 },
});
