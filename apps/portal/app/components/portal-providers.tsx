import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../lib/i18n";
import { createQueryClient } from "../lib/query-client";
import { useRootData } from "../lib/use-root-data";
import { ProblemDialogs } from "./problem-dialogs";

// One client per page load in the browser, shared by the portal and auth layouts (moving between them keeps
// the cache); one per render on the server.
let browserClient: QueryClient | undefined;

function queryClientForRender(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * The signed-in machinery of the portal: translations, the query cache and the error dialogs. Only the
 * portal and auth layouts render it, so the public marketplace pages never load it (ADR 0024).
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(queryClientForRender);
  const rootData = useRootData();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ProblemDialogs loggedIn={(rootData?.user ?? null) !== null} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
