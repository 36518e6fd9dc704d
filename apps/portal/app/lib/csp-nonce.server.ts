import { createContext, RouterContextProvider } from "react-router";

/** The nonce of this request's Content-Security-Policy (server/security-headers.mjs); absent under `react-router dev`. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The request's first context, holding its nonce: server.mjs builds it through the server build's entry module. */
export function loadContextWithNonce(nonce: string | undefined): RouterContextProvider {
  return new RouterContextProvider(new Map([[cspNonceContext, nonce]]));
}
