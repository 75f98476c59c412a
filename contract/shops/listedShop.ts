/** What the shop rule reads; the fake API's rows and the screen's records both have it. */
export interface ShopListing {
  shopStatusTypeCode?: unknown;
  isMasterMerchantShop?: unknown;
}

/**
 * Spec 02 §2 "Shops": the screen shows enabled shops only and hides the master merchant's. One
 * rule for the grid filter (`showOnlyValidShops`), the detail page, the drawer and the counted
 * credentials call, so a deep link cannot reach a shop the list hides.
 */
export const isListedShop = (shop: ShopListing): boolean => shop.shopStatusTypeCode === 'ENABLED' && shop.isMasterMerchantShop !== true;
