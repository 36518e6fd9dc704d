import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientChunk } from "./client-chunks.mjs";
import { bearerFromCookie } from "./server/bearer-from-cookie.mjs";

const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The browser build only: the server bundle is one file anyway.
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: clientChunk } } },
  server: {
    port: 3000,
    proxy: {
      "/api": {
        target: apiUrl,
        changeOrigin: true,
        // Same rule as server.mjs: the token cookie is httpOnly, so the proxy adds the bearer header.
        configure(proxy) {
          proxy.on("proxyReq", (proxyReq, req) => {
            const bearer = bearerFromCookie(req.headers.authorization, req.headers.cookie);
            if (bearer) proxyReq.setHeader("authorization", bearer);
          });
        },
      },
    },
  },
}));
