import { UnauthorizedError } from "@griya/api-client/errors";
import { redirect } from "react-router";
import { text } from "../../lib/form-data";
import { isDocumentRequest } from "../../lib/request-kind";
import { safeRedirect } from "../../lib/safe-redirect";
import { sessionExpiredResponse } from "../../lib/session-expired";
import { PUBLIC_PATHS } from "../../public-paths";
import { setFavourite } from "../../lib/marketplace-api.server";
import type { FavouriteActionData } from "./favourite-action-data";

/**
 * A heart pressed: PUT or DELETE the favourite. Sent with JavaScript, the answer is the new state (or the old
 * one with a reason); a plain form post goes back to the page it came from.
 */
export async function favouriteAction(request: Request, token: string): Promise<FavouriteActionData | Response> {
  const form = await request.formData();
  const wanted = text(form, "favourite") === "1";
  let result: FavouriteActionData;
  try {
    result = { isFavourite: await setFavourite(text(form, "uuid"), wanted, token, request) };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw sessionExpiredResponse();
    console.error("[favourites] saving failed:", error instanceof Error ? error.message : error);
    result = {
      isFavourite: !wanted,
      error: wanted
        ? "Gagal menyimpan ke favorit. Silakan coba lagi."
        : "Gagal menghapus dari favorit. Silakan coba lagi.",
    };
  }
  if (isDocumentRequest(request)) throw redirect(safeRedirect(form.get("redirect"), PUBLIC_PATHS.favourites));
  return result;
}
