/**
 * Where the names go on the brand's sketch map: beside, above or below each marker, on a side with room,
 * inside the map and clear of the other names and markers. A name that fits nowhere becomes a number by
 * its marker, named in a legend under the map.
 */
export interface MapMarker {
  x: number;
  y: number;
  /** The marker's radius. */
  r: number;
  name: string;
}

export interface PlacedLabel {
  /** The left end of the text and its baseline (SVG `text-anchor: start`). */
  x: number;
  y: number;
  text: string;
  /** The text's length on the map (SVG `textLength`). */
  width: number;
  /** The legend number when the name did not fit beside its marker. */
  number?: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Space kept between a marker and its label, and between a label and the map's edge. */
const GAP = 3;
const EDGE = 2;

// Ideographs, kana, hangul and full-width forms are 1em wide; in a sans-serif Latin font capitals, m and w
// are about 0.75em, thin letters and spaces 0.3em, the rest 0.55em.
const WIDE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const BROAD = /[A-Zmw@%]/u;
const THIN = /[\s.,:;'’!|ijlftrI()[\]-]/u;

/**
 * The width a label of `text` takes at `fontSize`. The map draws the text at exactly this length
 * (SVG `textLength`), so the reserved box holds it whatever font the browser picks.
 */
export function estimateLabelWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) ems += WIDE.test(ch) ? 1 : BROAD.test(ch) ? 0.75 : THIN.test(ch) ? 0.3 : 0.55;
  return ems * fontSize;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Places the markers' names (in the given order, so put the most important first) in a map of
 * `width` x `height`. Every returned label lies inside the map and overlaps no other label or marker.
 */
export function placeMapLabels(
  markers: readonly MapMarker[],
  size: { width: number; height: number },
  fontSize: number,
): PlacedLabel[] {
  const ascent = fontSize * 0.8;
  const height = fontSize * 1.05;
  const taken: Box[] = markers.map((m) => ({
    left: m.x - m.r - 1,
    top: m.y - m.r - 1,
    right: m.x + m.r + 1,
    bottom: m.y + m.r + 1,
  }));
  const inside = (b: Box) =>
    b.left >= EDGE && b.top >= EDGE && b.right <= size.width - EDGE && b.bottom <= size.height - EDGE;
  const clampLeft = (left: number, width: number) => Math.min(Math.max(left, EDGE), size.width - EDGE - width);

  // Right, left, above and below the marker; above and below slide sideways to stay inside the map.
  const candidates = (m: MapMarker, width: number): Box[] => {
    const middleTop = m.y - height / 2;
    const centred = clampLeft(m.x - width / 2, width);
    const aboveTop = m.y - m.r - GAP - height;
    const belowTop = m.y + m.r + GAP;
    return [
      { left: m.x + m.r + GAP, top: middleTop, right: m.x + m.r + GAP + width, bottom: middleTop + height },
      { left: m.x - m.r - GAP - width, top: middleTop, right: m.x - m.r - GAP, bottom: middleTop + height },
      { left: centred, top: aboveTop, right: centred + width, bottom: aboveTop + height },
      { left: centred, top: belowTop, right: centred + width, bottom: belowTop + height },
    ];
  };
  const free = (b: Box) => inside(b) && !taken.some((t) => overlaps(t, b));
  const toLabel = (b: Box, text: string): PlacedLabel => ({
    x: b.left,
    y: b.top + ascent,
    text,
    width: b.right - b.left,
  });

  const labels: PlacedLabel[] = [];
  let numbered = 0;
  for (const marker of markers) {
    const named = candidates(marker, estimateLabelWidth(marker.name, fontSize)).find(free);
    if (named) {
      taken.push(named);
      labels.push(toLabel(named, marker.name));
      continue;
    }
    numbered += 1;
    const text = String(numbered);
    const options = candidates(marker, estimateLabelWidth(text, fontSize));
    // A number is a few pixels wide; in a map crowded even for that it takes the first side inside the map.
    const box = options.find(free) ?? options.find(inside) ?? options[0]!;
    taken.push(box);
    labels.push({ ...toLabel(box, text), number: numbered });
  }
  return labels;
}
