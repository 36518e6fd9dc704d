import { LOGOUT_PATH } from "../../../paths";

/**
 * A plain (document) POST form to /logout: the whole page reloads afterwards, so no cached data of the
 * agent survives in the browser. Rendered hidden; the sidebar's "Keluar" item submits it.
 */
export function LogoutForm({ id }: { id: string }) {
  return <form id={id} method="post" action={LOGOUT_PATH} hidden />;
}
