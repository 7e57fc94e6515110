/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API runs as its own process in development; Vite forwards /api (HTTP and websockets) to it.
const apiProxyTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // A waiting version is offered with an `Update Now` toast, never forced on a half-filled form.
      registerType: 'prompt',
      // src/app/pwa.ts registers it, after the first page has rendered.
      injectRegister: false,
      manifest: {
        name: 'Lönsam',
        short_name: 'Lönsam',
        description: 'Lön och arbetsgivaradministration',
        lang: 'sv',
        start_url: '/',
        display: 'standalone',
        theme_color: '#0da599',
        background_color: '#ffffff',
        icons: [{ src: '/brands/lonsam/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // The app shell only: scripts, styles, the page, translations and brand marks. Cover photos
        // are left to the HTTP cache (each visitor needs one brand's), and API answers are never cached.
        globPatterns: ['**/*.{js,css,html}', 'locales/**/*.json', 'brands/**/*.svg', 'favicon.svg'],
        navigateFallback: '/index.html',
        // Navigations the server answers itself go to the network: the API, and the development
        // pages (/dev/mail is the server's HTML; without the dev tools the server answers /dev/* 404).
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-size.ts reads the manifest to find the chunks of the first page.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs in one file: split into a dozen small chunks (the default)
          // they compressed 4 KB worse (bench/bundle-size.ts). Mantine stays split per component;
          // TanStack Query loads with the first route that uses it (lib/app-query-client.ts).
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    // Each project resolves its own worker count: a root `maxWorkers` does not reach a project
    // given as a directory or extending another file, so every file ran on one worker (cores − 1)
    // until 29 Nov 2026. Three keep both cores busy while some files wait on timers or child
    // processes (domain, server and web tests: 1 244 s on one worker, 518 s on three). Vitest
    // refuses projects of one group with different counts: keep this equal in domain, server, web.
    maxWorkers: 3,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // What needs a process of its own (a time zone set through TZ, a redefined window.location)
    // runs in the `web:own-process` project of the root config.
    exclude: ['**/node_modules/**', 'src/**/*.own-process.test.{ts,tsx}'],
    // One jsdom and one module loader per worker, each file still in its own VM context: the web
    // files took 465 s in separate processes and 205 s this way on 29 Nov 2026 (jsdom was set up
    // 145 times, a quarter of the time, and React and Mantine imported anew for each file).
    pool: 'vmThreads',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Vitest's 5 s cut tests short on a loaded CI machine (two cores, three workers).
    testTimeout: 20_000,
  },
});
