import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  publicDir: 'web/public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: { input: 'web/entry-client.tsx' },
    sourcemap: false,
  },
  ssr: {
    // Bundled into the SSR entry so the server runs one file per route tree.
    noExternal: ['react-router'],
  },
});
