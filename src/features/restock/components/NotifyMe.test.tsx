import { act, fireEvent, screen } from '@testing-library/react';
import { customer } from '../../../test/orders';
import { renderWithStore } from '../../../test/render';
import { accountActions } from '../../account/accountSlice';
import { restockActions } from '../restockSlice';
import NotifyMe from './NotifyMe';

const form = () => renderWithStore(<NotifyMe itemId="tee" skuCode="tee-L" size="L" />);

describe('NotifyMe', () => {
  it('refuses a number that is not a mobile number, in the checkout’s words, and keeps the focus in the field', () => {
    const { store } = form();
    const field = screen.getByLabelText('Your mobile number');
    fireEvent.change(field, { target: { value: '0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Input a Correct Mobile Number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(store.getState().restock.sending).toBeNull();
  });

  it('asks for the size, and once the shop takes it says a text will come', () => {
    const { store } = form();
    fireEvent.change(screen.getByLabelText('Your mobile number'), { target: { value: '০১৭১১ ২২২৩৩৩' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(store.getState().restock.sending).toBe('tee-L');
    act(() => void store.dispatch(restockActions.alertTaken({ skuCode: 'tee-L' })));
    expect(screen.getByRole('status')).toHaveTextContent("We'll text you when it's back");
  });

  it('fills in the account’s number once the shopper is known', () => {
    const { store } = form();
    act(() => void store.dispatch(accountActions.sessionChecked({ customer: customer(), signedInBy: 'password' })));
    expect(screen.getByLabelText('Your mobile number')).toHaveValue(customer().mobile);
  });

  it('keeps a number typed before the shopper was known', () => {
    const { store } = form();
    fireEvent.change(screen.getByLabelText('Your mobile number'), { target: { value: '01911000111' } });
    act(() => void store.dispatch(accountActions.sessionChecked({ customer: customer(), signedInBy: 'password' })));
    expect(screen.getByLabelText('Your mobile number')).toHaveValue('01911000111');
  });
});
