import { ShoppingCartOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';

export const CART_SHAKE_MS = 1500;

/** The cart icon with its unit count; it shakes for 1.5 s whenever the cart changes. */
export default function CartButton() {
  const cart = useAppSelector((state) => state.cart);
  const [shaking, setShaking] = useState(false);
  const previous = useRef(cart.items);

  useEffect(() => {
    if (previous.current === cart.items) return;
    previous.current = cart.items;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), CART_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [cart.items]);

  return (
    <Link to="/cart" className={`cart-button${shaking ? ' is-shaking' : ''}`} aria-label={`Cart, ${cart.quantity} item${cart.quantity === 1 ? '' : 's'}`}>
      <ShoppingCartOutlined aria-hidden className="cart-button__icon" />
      <span data-testid="cart-count" className="cart-button__count" aria-hidden>
        {cart.quantity}
      </span>
    </Link>
  );
}
