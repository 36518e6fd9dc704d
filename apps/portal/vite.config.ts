import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { clientChunk } from "./client-chunks.mjs";
import { bearerFromCookie } from "./server/bearer-from-cookie.mjs";

const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";

/**
 * The chat widget's script as a file of its own with a fixed name, /chat-widget.js, outside every page's bundle:
 * the pages' inline loader imports it 5 seconds after `load` (ADR 0037, app/components/chat/chat-loader.server.ts).
 */
function chatWidgetEntry(): Plugin {
  return {
    name: "griya-chat-widget",
    apply: "build",
    buildStart() {
      this.emitFile({
        type: "chunk",
        id: fileURLToPath(new URL("./app/components/chat/chat-start.ts", import.meta.url)),
        fileName: "chat-widget.js",
        preserveSignature: "strict",
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [chatWidgetEntry()])],
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
