/** A card-shaped placeholder while products load (plain CSS, so lists that only need this carry no antd weight). */
export default function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden>
      <div className="product-card__media skeleton-block" />
      <div className="product-card__body">
        <div className="skeleton-line skeleton-line--wide" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}
