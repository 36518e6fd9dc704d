import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logoutAction } from "../features/auth/logout.server";
import { pathTo } from "../paths";

// Resource route: POST only (the sidebar's "Keluar"). A GET just goes to the site's home.

export function action({ request }: Route.ActionArgs) {
  return logoutAction(request, pathTo("login"));
}

export function loader() {
  return redirect(pathTo("visitorHome"));
}
