/** What the /favorit action answers a heart sent with JavaScript: the state now, and why it did not change. */
export type FavouriteActionData = { isFavourite: boolean; error?: string };
