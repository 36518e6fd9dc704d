import { ForbiddenError, NotFoundError, ValidationError } from "@griya/api-client/errors";
import { data } from "react-router";

/**
 * For loaders of a page about one thing (an order, an invoice): when the API says it does not exist, is not yours, or
 * the id is malformed (470 on the path), the page is "Halaman Tidak Ditemukan" (404–499; docs/product/error-codes.md).
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError || error instanceof ValidationError) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
