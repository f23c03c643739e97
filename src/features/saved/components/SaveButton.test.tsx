import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../test/render';
import SaveButton from './SaveButton';

describe('SaveButton', () => {
  it('is a toggle named for the product: pressed once saved, the header count follows, and a second tap removes it', () => {
    const { store } = renderWithStore(<SaveButton itemId="tee-1" name="Warfaze Tour Tee" />);
    const heart = screen.getByRole('button', { name: 'Save Warfaze Tour Tee' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().saved.list.map((entry) => entry.itemId)).toEqual(['tee-1']);
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().saved.list).toEqual([]);
  });

  it('speaks Bengali on a Bengali page', () => {
    renderWithStore(<SaveButton itemId="tee-1" name="Warfaze Tour Tee" />, { language: 'bn' });
    expect(screen.getByRole('button', { name: 'Warfaze Tour Tee সেভ করুন' })).toBeInTheDocument();
  });
});
