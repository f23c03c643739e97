import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMediaQuery } from '../../components/useMediaQuery';
import { formatTk } from '../../domain/money';
import { CART_EMPTY } from '../../domain/texts';
import { cartActions, type CartLine } from '../../features/cart/cartSlice';
import { selectCart, selectCartRestored } from '../../features/cart/selectors';
import PageSkeleton from '../../components/PageSkeleton';
import LinkButton from '../../components/LinkButton';
import { EmptyBagArt } from '../../components/Illustrations';
import CartLineSummary from '../../features/cart/components/CartLineSummary';
import QuantityStepper from './QuantityStepper';
import { useClearAll } from '../../features/cart/useClearAll';
import '@shop/antd-later.css';
import './CartPage.css';
import { withAntdTheme } from '../../app/AntdTheme';

/** Spec §9: the mobile breakpoint. */
const PHONE_QUERY = '(max-width: 767px)';

function LineItem({ line }: { line: CartLine }) {
  return (
    <div className="cart-page__item">
      <CartLineSummary line={line} size="large" />
      {line.orderType === 'preoreder' && <Tag color="orange">Pre-order</Tag>}
    </div>
  );
}

function RemoveButton({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      danger
      type="text"
      icon={<DeleteOutlined />}
      aria-label={`Remove ${line.product.title}`}
      onClick={() => dispatch(cartActions.itemRemoved({ skuCode: line.sku.code }))}
    />
  );
}

const unitPrice = (line: CartLine) => (
  <span className="cart-page__price">
    {formatTk(line.unitPrice.price)}
    {line.unitPrice.price < line.unitPrice.original && <del>{formatTk(line.unitPrice.original)}</del>}
  </span>
);

const columns: TableColumnsType<CartLine> = [
  { key: 'item', title: 'Items', render: (_, line) => <LineItem line={line} /> },
  { key: 'price', title: 'Price', render: (_, line) => unitPrice(line) },
  { key: 'quantity', title: 'Quantity', render: (_, line) => <QuantityStepper line={line} /> },
  { key: 'subtotal', title: 'Subtotal', align: 'right', render: (_, line) => <strong>{formatTk(line.subTotal)}</strong> },
  { key: 'action', title: 'Action', align: 'center', render: (_, line) => <RemoveButton line={line} /> },
];

/** On phones each line stacks in one cell, so the page never scrolls sideways. */
const phoneColumns: TableColumnsType<CartLine> = [
  {
    key: 'item',
    title: 'Items',
    render: (_, line) => (
      <div className="cart-page__stacked">
        <LineItem line={line} />
        <div className="cart-page__stacked-row">
          <span>Price</span>
          {unitPrice(line)}
        </div>
        <div className="cart-page__stacked-row">
          <span>Quantity</span>
          <QuantityStepper line={line} />
        </div>
        <div className="cart-page__stacked-row">
          <span>Subtotal</span>
          <strong>{formatTk(line.subTotal)}</strong>
        </div>
        <div className="cart-page__stacked-row">
          <span>Action</span>
          <RemoveButton line={line} />
        </div>
      </div>
    ),
  },
];

function CartPage() {
  const cart = useAppSelector(selectCart);
  const onPhone = useMediaQuery(PHONE_QUERY);
  const restored = useAppSelector(selectCartRestored);
  const heading = useRef<HTMLHeadingElement>(null);
  const { clearAll, toastHolder } = useClearAll(heading);

  if (!restored) return <PageSkeleton />;
  return (
    <section className="cart-page">
      <h1 className="page-heading" ref={heading} tabIndex={-1}>
        Shopping Cart
      </h1>
      {toastHolder}
      {cart.items.length ? (
        <>
          <Table<CartLine>
            rowKey={(line) => line.sku.code}
            columns={onPhone ? phoneColumns : columns}
            dataSource={cart.items}
            pagination={false}
          />
          <div className="cart-page__footer">
            <p className="cart-page__total">
              <span>Total</span>
              <strong data-testid="cart-total">{formatTk(cart.total)}</strong>
            </p>
            <div className="cart-page__actions">
              <Button onClick={clearAll}>Clear All</Button>
              <LinkButton to="/shop">Continue Shopping</LinkButton>
              <LinkButton type="primary" to="/checkout">
                Proceed to Checkout
              </LinkButton>
            </div>
          </div>
        </>
      ) : (
        <Empty className="cart-page__empty" image={<EmptyBagArt />} description={CART_EMPTY}>
          <LinkButton type="primary" to="/shop">
            Continue Shopping
          </LinkButton>
        </Empty>
      )}
    </section>
  );
}

export default withAntdTheme(CartPage);
