import { describe, expect, it } from 'vitest';
import { applyUrlRules, hotelCodeOf } from './url-rules';

describe('SSO callback URL rule', () => {
  it("moves the provider's code to sso_code and makes the hotel the code again", () => {
    const back = '/sso/custom/callback?hotel_code=demo-kyoto&code=abc123&state=s1&iss=http%3A%2F%2Fidp';
    const ruled = applyUrlRules(back, hotelCodeOf(back));
    const params = new URLSearchParams(ruled.split('?')[1]);
    expect(ruled.startsWith('/sso/custom/callback?')).toBe(true);
    expect(params.getAll('code')).toEqual(['demo-kyoto']);
    expect(params.get('sso_code')).toBe('abc123');
    expect(params.get('state')).toBe('s1');
    expect(params.has('hotel_code')).toBe(false);
    expect(hotelCodeOf(ruled)).toBe('demo-kyoto');
    // Idempotent: applying the rules again changes nothing.
    expect(applyUrlRules(ruled, 'demo-kyoto')).toBe(ruled);
  });

  it('leaves other pages and a provider error without code alone', () => {
    expect(applyUrlRules('/sign-in?hotel_code=demo-kyoto&code=x', 'x')).toBe('/sign-in?hotel_code=demo-kyoto&code=x');
    const refused = applyUrlRules('/sso/custom/callback?hotel_code=demo-kyoto&error=access_denied&state=s', null);
    expect(new URLSearchParams(refused.split('?')[1]).get('code')).toBe('demo-kyoto');
    expect(refused).not.toContain('sso_code');
  });
});
