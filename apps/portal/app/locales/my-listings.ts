// Texts of my listings (/listing), its actions and dialogs, bulk repost and the repost schedule modal.
export const myListings = {} as const;
