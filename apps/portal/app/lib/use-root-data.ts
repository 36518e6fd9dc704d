import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

/** The root loader's answer (agent, support e-mail, mobile flag); undefined only while the root itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
