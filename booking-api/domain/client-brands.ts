/**
 * Whether a hotel of brand `brandId` is open to a client session reaching `clientBrands` (its API
 * client's own brand and the brands a travel-agency client sells: agency_client_brands). Undefined
 * means a request without a client session (staff routes, a route tested alone): no brand is refused.
 */
export function clientReachesBrand(clientBrands: readonly number[] | undefined, brandId: number): boolean {
  return clientBrands === undefined || clientBrands.includes(brandId);
}
