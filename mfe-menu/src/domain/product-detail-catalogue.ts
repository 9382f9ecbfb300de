import type { Product } from '@campus/catalogue/types';

/**
 * SPEC §2 Product detail: the catalogue behind /product/{id} is empty, so every id (and /menu/product) shows
 * 'Product Not Found'. Sandwiches, drinks and snacks are sold from Smart Value and meal plans instead.
 */
export const PRODUCT_DETAIL_CATALOGUE: readonly Product[] = [];

export function findDetailProduct(id: string | undefined, catalogue: readonly Product[] = PRODUCT_DETAIL_CATALOGUE) {
  return id === undefined ? undefined : catalogue.find((p) => p.id === id);
}
