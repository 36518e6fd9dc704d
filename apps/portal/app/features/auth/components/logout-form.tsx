import { forgetKeptForms } from "../../../lib/kept-forms";
import { LOGOUT_PATH } from "../../../paths";

/** Forms kept across an expired session (lib/kept-forms.ts) end with the agent's own logout. */
function forgetEveryKeptForm() {
  forgetKeptForms(window.sessionStorage);
  forgetKeptForms(window.localStorage);
}

/**
 * A plain (document) POST form to /logout: the whole page reloads afterwards, so no cached data of the
 * agent survives in the browser, nor any form kept across an expired session. Rendered hidden; the sidebar's
 * "Keluar" item submits it.
 */
export function LogoutForm({ id }: { id: string }) {
  return <form id={id} method="post" action={LOGOUT_PATH} hidden onSubmit={forgetEveryKeptForm} />;
}
