import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  NEAR_BLACK,
  WHITE,
  brandInk,
  brandTokens,
  colourOnBrand,
  contrastRatio,
  parseHexColour,
  relativeLuminance,
} from './brand-colours';

const rgb = (hex: string) => parseHexColour(hex)!;

describe('contrast of text on a hotel colour', () => {
  it('measures luminance and contrast as WCAG does', () => {
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 5);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    // #767676 is the well-known lightest grey with 4.5:1 on white.
    expect(contrastRatio(rgb('#767676'), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb('#777777'), WHITE)).toBeLessThan(4.5);
  });

  it('reads #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHexColour('#FFF')).toEqual([255, 255, 255]);
    expect(parseHexColour(' #c21e58 ')).toEqual([0xc2, 0x1e, 0x58]);
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
    expect(parseHexColour(null)).toBeNull();
  });

  it('puts white on a dark colour and near-black on a yellow one', () => {
    expect(colourOnBrand(rgb('#1e5bc2'))).toMatchObject({ background: '#1e5bc2', text: '#ffffff' });
    const yellow = colourOnBrand(rgb('#ffd400'));
    expect(yellow).toMatchObject({ background: '#ffd400', text: '#1d232a' });
    expect(contrastRatio(rgb(yellow.background), rgb(yellow.text))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('darkens a mid-grey that neither white nor near-black reaches 4.5:1 on', () => {
    const grey = rgb('#777777');
    expect(contrastRatio(grey, WHITE)).toBeLessThan(AA_TEXT);
    expect(contrastRatio(grey, NEAR_BLACK)).toBeLessThan(AA_TEXT);
    const on = colourOnBrand(grey);
    expect(on.text).toBe('#ffffff');
    expect(on.background).not.toBe('#777777');
    expect(contrastRatio(rgb(on.background), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    // Only as much darker as it must be.
    expect(relativeLuminance(rgb(on.background))).toBeGreaterThan(relativeLuminance(rgb('#6a6a6a')));
  });

  it('keeps 4.5:1 in the hover and active shades of any colour', () => {
    for (const hex of ['#ffd400', '#777777', '#ffffff', '#000000', '#c21e58', '#00ff00', '#3a7bd5', '#808080']) {
      const on = colourOnBrand(rgb(hex));
      for (const shade of [on.background, on.hover, on.active]) {
        expect(contrastRatio(rgb(shade), rgb(on.text)), `${hex} ${shade}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(on.hover, hex).not.toBe(on.background);
    }
  });

  it('darkens a light colour used as link text on white, and keeps a dark one', () => {
    expect(brandInk(rgb('#1e5bc2'))).toBe('#1e5bc2');
    const ink = brandInk(rgb('#ffd400'));
    expect(contrastRatio(rgb(ink), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives the tokens of both colours, and none for a colour it cannot read', () => {
    const tokens = brandTokens({ buttonColour: '#ffd400', headerColour: '#0f2a4a' });
    expect(tokens).toMatchObject({
      '--color-brand': '#ffd400',
      '--color-on-brand': '#1d232a',
      '--color-header': '#0f2a4a',
      '--color-on-header': '#ffffff',
    });
    expect(brandTokens({ buttonColour: 'rgb(1,2,3)', headerColour: '' })).toEqual({});
  });
});
