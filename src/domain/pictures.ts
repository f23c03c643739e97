// Right-sized pictures: a raster picture (a product photo) is offered at each width its image host draws, so a
// phone downloads a card-sized file for a card; an SVG is sharp at every size as it is, and is used as it is.

const RASTER = /\.(png|jpe?g|webp|avif)$/i;

/** The `srcset` of a raster picture at each width the image host draws (asked with `w`), or undefined. */
export function pictureSrcSet(url: string, widths: readonly number[]): string | undefined {
  const [path] = url.split(/[?#]/, 1);
  if (widths.length === 0 || !RASTER.test(path)) return undefined;
  const join = url.includes('?') ? '&' : '?';
  return widths.map((width) => `${url}${join}w=${width} ${width}w`).join(', ');
}
