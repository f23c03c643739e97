import type { CustomArrowProps } from 'react-slick';

/**
 * A carousel's previous or next arrow, named from the catalogue (react-slick's own arrows say "Previous" and "Next" in
 * English whatever the page's language). react-slick gives it its class, style and click handler.
 */
export default function CarouselArrow({ label, className, style, onClick }: CustomArrowProps & { label: string }) {
  return <button type="button" className={className} style={style} onClick={onClick} aria-label={label} />;
}
