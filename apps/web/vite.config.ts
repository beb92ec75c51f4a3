import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells scripts/prerender.mjs which files the sign-in pages load; it removes it afterwards.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600, manifest: true },
});
