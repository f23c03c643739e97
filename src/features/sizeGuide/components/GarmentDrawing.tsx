import type { SizeGuide } from '../../../domain/sizeGuide';

/** The words the drawing labels its lines with, in the page's language. */
export interface DrawingLabels {
  chest: string;
  length: string;
  sleeve: string;
}

type Point = [x: number, y: number];
const WIDTH = 260;
const CENTRE = WIDTH / 2;
const HEM = 236;
const mirror = ([x, y]: Point): Point => [WIDTH - x, y];
const path = (points: Point[]) => `M${points.map(([x, y]) => `${x} ${y}`).join(' L')} Z`;

/**
 * The garment's right half, from the collar round the sleeve to the hem: a regular cut's shoulder sits at the
 * shoulder, a drop-shouldered one's down the arm (wider, lower); long sleeves reach the wrist.
 */
function outline({ fit, sleeves }: Pick<SizeGuide, 'fit' | 'sleeves'>) {
  const wide = fit === 'oversized';
  const half = wide ? 68 : 56;
  const shoulder: Point = [CENTRE + half - (wide ? 0 : 6), wide ? 70 : 58];
  const armpit: Point = [CENTRE + half, wide ? 116 : 100];
  const cuff: [Point, Point] =
    sleeves === 'long'
      ? [
          [shoulder[0] + 34, 220],
          [shoulder[0] + 12, 226],
        ]
      : [
          [shoulder[0] + 40, wide ? 112 : 104],
          [shoulder[0] + 22, wide ? 130 : 122],
        ];
  const right: Point[] = [[CENTRE + 20, 44], shoulder, cuff[0], cuff[1], armpit, [CENTRE + half, HEM]];
  return { right, shoulder, armpit, cuff };
}

/**
 * A drawing of the guide's garment with the chest, length and sleeve lines where they are measured, each labelled.
 * An image to the screen reader (its name says what it shows); the table says the numbers.
 */
export default function GarmentDrawing({ guide, label, words }: { guide: SizeGuide; label: string; words: DrawingLabels }) {
  const { right, shoulder, armpit, cuff } = outline(guide);
  const body = path([...right, ...right.map(mirror).reverse()]);
  const chestY = armpit[1] + 12;
  const lengthX = CENTRE + 30;
  const showSleeve = guide.sizes.some((size) => size.sleeve !== null);
  return (
    <svg className="garment-drawing" viewBox={`0 0 ${WIDTH} 250`} role="img" aria-label={label}>
      <defs>
        <marker id="garment-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 Z" fill="currentColor" />
        </marker>
      </defs>
      {guide.garment === 'hoodie' && <path className="garment-drawing__hood" d={`M${CENTRE - 34} 50 Q${CENTRE} -6 ${CENTRE + 34} 50`} />}
      <path className="garment-drawing__body" d={body} />
      {guide.garment === 'jersey' ? (
        <path className="garment-drawing__seam" d={`M${CENTRE - 20} 44 L${CENTRE} 70 L${CENTRE + 20} 44`} />
      ) : (
        <path className="garment-drawing__seam" d={`M${CENTRE - 20} 44 Q${CENTRE} 60 ${CENTRE + 20} 44`} />
      )}
      {guide.garment === 'hoodie' && (
        <path
          className="garment-drawing__seam"
          d={`M${CENTRE - 36} ${HEM - 20} L${CENTRE - 26} ${HEM - 62} H${CENTRE + 26} L${CENTRE + 36} ${HEM - 20}`}
        />
      )}
      <g className="garment-drawing__measure">
        <line
          x1={WIDTH - armpit[0] + 4}
          y1={chestY}
          x2={armpit[0] - 4}
          y2={chestY}
          markerStart="url(#garment-arrow)"
          markerEnd="url(#garment-arrow)"
        />
        <text x={CENTRE - 8} y={chestY - 6} textAnchor="middle">
          {words.chest}
        </text>
        <line x1={lengthX} y1={48} x2={lengthX} y2={HEM - 4} markerStart="url(#garment-arrow)" markerEnd="url(#garment-arrow)" />
        <text x={lengthX + 6} y={(chestY + HEM) / 2 + 10} textAnchor="start">
          {words.length}
        </text>
        {showSleeve && (
          <>
            <line
              x1={shoulder[0] + 4}
              y1={shoulder[1] - 6}
              x2={cuff[0][0] + 4}
              y2={cuff[0][1] - 6}
              markerStart="url(#garment-arrow)"
              markerEnd="url(#garment-arrow)"
            />
            <text x={Math.min(WIDTH - 4, (shoulder[0] + cuff[0][0]) / 2 + 14)} y={(shoulder[1] + cuff[0][1]) / 2 - 8} textAnchor="end">
              {words.sleeve}
            </text>
          </>
        )}
      </g>
    </svg>
  );
}
