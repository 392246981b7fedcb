import { describe, expect, it } from 'vitest';
import { placeMapLabels, type MapMarker } from './facility-map-labels';

const size = { width: 320, height: 200 };
const fontSize = 11;

/** The boxes the labels take, as the placement reserves them. */
function boxes(markers: MapMarker[]) {
  return placeMapLabels(markers, size, fontSize).map((l) => ({
    text: l.text,
    number: l.number,
    left: l.x,
    right: l.x + l.width,
    top: l.y - fontSize * 0.8,
    bottom: l.y - fontSize * 0.8 + fontSize * 1.05,
  }));
}

describe('placeMapLabels', () => {
  it('keeps crowded names inside the map and clear of each other and of the markers', () => {
    // The demo brand: Kyoto (this hotel) and Hakone side by side near the right edge, Seoul above, Bali in the corner.
    const markers: MapMarker[] = [
      { x: 258.6, y: 32.5, r: 7, name: 'Demo Hotel Kyoto Higashiyama' },
      { x: 158, y: 24, r: 5, name: 'Demo Hotel Seoul Bukchon' },
      { x: 296, y: 31.7, r: 5, name: 'Demo Ryokan Hakone Gora' },
      { x: 24, y: 176, r: 5, name: 'Demo Resort Bali Ubud' },
    ];
    const placed = boxes(markers);
    expect(placed.map((p) => p.text)).toEqual(markers.map((m) => m.name));
    for (const [i, a] of placed.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.right).toBeLessThanOrEqual(size.width);
      expect(a.top).toBeGreaterThanOrEqual(0);
      expect(a.bottom).toBeLessThanOrEqual(size.height);
      for (const b of placed.slice(i + 1)) {
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
      }
      for (const m of markers) {
        const clear = a.right <= m.x - m.r || a.left >= m.x + m.r || a.bottom <= m.y - m.r || a.top >= m.y + m.r;
        expect(clear).toBe(true);
      }
    }
    // Near the left edge the name goes to the marker's right instead of being cut.
    expect(placed[3]!.left).toBeGreaterThan(24);
  });

  it('moves a colliding name below its marker and numbers one that fits nowhere', () => {
    const markers: MapMarker[] = [
      { x: 100, y: 30, r: 7, name: 'Demo Hotel Kyoto Higashiyama' },
      { x: 112, y: 30, r: 5, name: 'Demo Ryokan Hakone Gora' },
      { x: 88, y: 30, r: 5, name: 'Demo Resort Bali Ubud' },
    ];
    const placed = placeMapLabels(markers, { width: 200, height: 60 }, fontSize);
    expect(placed.map((l) => [l.text, l.number])).toEqual([
      ['Demo Hotel Kyoto Higashiyama', undefined],
      ['Demo Ryokan Hakone Gora', undefined],
      ['1', 1],
    ]);
    // Kyoto above its marker, Hakone below its own.
    expect(placed[0]!.y).toBeLessThan(30);
    expect(placed[1]!.y).toBeGreaterThan(30);
  });
});
