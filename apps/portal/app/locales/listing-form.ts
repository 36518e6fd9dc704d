// Texts of the listing form (/listing/add, /listing/edit/:uuid).
export const listingForm = {} as const;
