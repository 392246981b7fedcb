/** The display name of SPEC.md section 3 lives with the other name and address formats. */
export { displayName } from '../locale/address-format';
