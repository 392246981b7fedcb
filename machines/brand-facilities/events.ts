export type BrandFacilitiesEvent = { type: 'facilities.retried' };
