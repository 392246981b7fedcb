import { describe, expect, it } from 'vitest';
import {
  addHotelCode,
  applyUrlRules,
  hotelCodeOf,
  looksLikeEmail,
  normaliseSlashes,
  rewriteHashRoute,
  splitUrl,
  stripEmails,
} from './url-rules';

describe('splitUrl', () => {
  it('separates path, query and hash without treating // as a host', () => {
    expect(splitUrl('//?code=a')).toEqual({ pathname: '//', query: 'code=a', hash: '' });
    expect(splitUrl('/a?b=1#/c?d=2')).toEqual({ pathname: '/a', query: 'b=1', hash: '/c?d=2' });
    expect(splitUrl('?x=1')).toEqual({ pathname: '/', query: 'x=1', hash: '' });
  });
});

describe('addHotelCode', () => {
  it('adds code when the URL names no hotel', () => {
    expect(applyUrlRules('/search', 'demo-kyoto')).toBe('/search?code=demo-kyoto');
    expect(applyUrlRules('/booking/result?adults=2', 'demo-kyoto')).toBe('/booking/result?adults=2&code=demo-kyoto');
  });
  it('keeps an existing code or hotel_code', () => {
    expect(applyUrlRules('/search?code=demo-seoul', 'demo-kyoto')).toBe('/search?code=demo-seoul');
    expect(applyUrlRules('/search?hotel_code=demo-seoul', 'demo-kyoto')).toBe('/search?hotel_code=demo-seoul');
  });
  it('does nothing without a known hotel code', () => {
    const parts = splitUrl('/search');
    expect(addHotelCode(parts, null)).toBe(parts);
    expect(applyUrlRules('/search')).toBe('/search');
  });
});

describe('normaliseSlashes', () => {
  it('turns //? into /?', () => {
    expect(applyUrlRules('//?code=demo-kyoto')).toBe('/?code=demo-kyoto');
    expect(applyUrlRules('/booking/result//?code=a')).toBe('/booking/result/?code=a');
  });
  it('leaves a clean path alone', () => {
    const parts = splitUrl('/booking/result?code=a');
    expect(normaliseSlashes(parts)).toBe(parts);
  });
});

describe('rewriteHashRoute', () => {
  it('rewrites #/path?x to /path?x', () => {
    expect(applyUrlRules('/#/booking/result?code=demo-kyoto&adults=2')).toBe(
      '/booking/result?code=demo-kyoto&adults=2',
    );
  });
  it('keeps outer parameters the hash route does not set', () => {
    expect(applyUrlRules('/?code=demo-kyoto#/search?code=demo-seoul&x=1')).toBe('/search?code=demo-seoul&x=1');
    expect(applyUrlRules('/?code=demo-kyoto#/search')).toBe('/search?code=demo-kyoto');
  });
  it('ignores an ordinary fragment', () => {
    const parts = splitUrl('/cancellation-policy?code=a#tiers');
    expect(rewriteHashRoute(parts)).toBe(parts);
  });
});

describe('stripEmails', () => {
  it('drops query values that are e-mail addresses', () => {
    expect(applyUrlRules('/search?code=a&email=guest%40example.com&x=1')).toBe('/search?code=a&x=1');
    expect(applyUrlRules('/booking/result?code=a&who=guest@example.com')).toBe('/booking/result?code=a');
  });
  it('keeps them on the confirmation page', () => {
    const url = '/reservation/confirmation/R123?code=a&email=guest%40example.com';
    expect(applyUrlRules(url)).toBe(url);
    expect(stripEmails(splitUrl(url)).query).toBe('code=a&email=guest%40example.com');
  });
  it('recognises e-mail shapes only', () => {
    expect(looksLikeEmail('guest@example.com')).toBe(true);
    expect(looksLikeEmail('guest%40example.co.jp')).toBe(true);
    expect(looksLikeEmail('@handle')).toBe(false);
    expect(looksLikeEmail('2025-01-01')).toBe(false);
  });
});

describe('applyUrlRules', () => {
  it('applies every rule together', () => {
    expect(applyUrlRules('//#/search?email=a@b.co', 'demo-kyoto')).toBe('/search?code=demo-kyoto');
  });
  it('returns the same string when nothing applies', () => {
    const url = '/booking/result?code=demo-kyoto&checkin=2025-05-01';
    expect(applyUrlRules(url, 'demo-kyoto')).toBe(url);
  });
  it('reads the hotel code from code or hotel_code', () => {
    expect(hotelCodeOf('/?hotel_code=x')).toBe('x');
    expect(hotelCodeOf('/?code=y&hotel_code=x')).toBe('y');
    expect(hotelCodeOf('/')).toBeNull();
  });
});
