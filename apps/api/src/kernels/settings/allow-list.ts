/**
 * docs/product/promotion.md#feature-flags-and-allow-lists: null lets everyone in, [] no one, otherwise only the listed
 * user ids.
 */
export function isOnAllowList(list: readonly number[] | null | undefined, userId: number): boolean {
  if (list === null || list === undefined) return true;
  return list.includes(userId);
}
