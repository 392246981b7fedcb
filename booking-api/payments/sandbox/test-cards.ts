/**
 * The sandbox's test cards: the number chooses what the "gateway" does, as real gateways' test
 * numbers do. Every number passes the Luhn check. Any other valid number of an accepted brand
 * behaves like `approved`. This table is the one source; README "Sandbox test cards" copies it.
 *
 * The 3-D Secure password of the sandbox challenge page is `password`; any other password fails
 * (3006); the Cancel button cancels (3008).
 */
export type SandboxScenario =
  | 'approved'
  | 'decline_3002'
  | 'decline_3003'
  | 'decline_3004'
  | 'decline_3005'
  | 'decline_3007'
  | 'decline_3204'
  | 'timeout_3001'
  | 'no_3ds_3252'
  | 'challenge'
  | 'challenge_suspended_3009'
  | 'capture_fails_3002'
  | 'refund_fails_3002';

export interface SandboxTestCard {
  number: string;
  brand: 'visa' | 'master' | 'amex' | 'jcb' | 'diners';
  scenario: SandboxScenario;
  outcome: string;
}

export const SANDBOX_3DS_PASSWORD = 'password';

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  {
    number: '4111111111111111',
    brand: 'visa',
    scenario: 'approved',
    outcome: 'Approved (3-D Secure frictionless, no challenge)',
  },
  { number: '5555555555554444', brand: 'master', scenario: 'approved', outcome: 'Approved' },
  { number: '3530111333300000', brand: 'jcb', scenario: 'approved', outcome: 'Approved' },
  { number: '378282246310005', brand: 'amex', scenario: 'approved', outcome: 'Approved (security code 4 digits)' },
  { number: '30569309025904', brand: 'diners', scenario: 'approved', outcome: 'Approved' },
  {
    number: '4000000000003006',
    brand: 'visa',
    scenario: 'decline_3002',
    outcome: 'Declined at authorization: 3002 payment failed',
  },
  { number: '4000000000003014', brand: 'visa', scenario: 'decline_3003', outcome: 'Declined: 3003 card unusable' },
  {
    number: '4000000000003022',
    brand: 'visa',
    scenario: 'decline_3004',
    outcome: 'Declined: 3004 check the card number',
  },
  { number: '4000000000003030', brand: 'visa', scenario: 'decline_3005', outcome: 'Declined: 3005 check the expiry' },
  { number: '4000000000003048', brand: 'visa', scenario: 'decline_3007', outcome: 'Declined: 3007 card not accepted' },
  { number: '4000000000003055', brand: 'visa', scenario: 'decline_3204', outcome: 'Declined: 3204 use another card' },
  {
    number: '4000000000003063',
    brand: 'visa',
    scenario: 'timeout_3001',
    outcome: 'The gateway does not answer: 3001 timeout, authorization voided, nothing charged',
  },
  {
    number: '4000000000003071',
    brand: 'visa',
    scenario: 'no_3ds_3252',
    outcome: 'Card not enrolled in 3-D Secure: 3252',
  },
  {
    number: '4000000000003089',
    brand: 'visa',
    scenario: 'challenge',
    outcome: '3-D Secure challenge: password `password` passes, another fails 3006, Cancel 3008',
  },
  {
    number: '5555550000003006',
    brand: 'master',
    scenario: 'challenge',
    outcome: '3-D Secure challenge (as above, Mastercard)',
  },
  {
    number: '4000000000003097',
    brand: 'visa',
    scenario: 'challenge_suspended_3009',
    outcome: '3-D Secure challenge; any submit: 3009 suspended after repeated requests',
  },
  {
    number: '4000000000003105',
    brand: 'visa',
    scenario: 'capture_fails_3002',
    outcome: 'Authorized, then the capture is declined: 3002, authorization voided, reservation cancelled',
  },
  {
    number: '4000000000003113',
    brand: 'visa',
    scenario: 'refund_fails_3002',
    outcome:
      'Approved and captured; every refund is declined: 3002, the refund stays failed for the facility to settle by hand',
  },
];

export function scenarioOf(number: string): SandboxScenario {
  return SANDBOX_TEST_CARDS.find((card) => card.number === number)?.scenario ?? 'approved';
}
