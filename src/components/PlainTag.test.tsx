import { fireEvent, render, screen } from '@testing-library/react';
import { Tag } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { Link } from './Link';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainTag from './PlainTag';

describe('PlainTag', () => {
  it("draws a label exactly as antd's Tag does, in the shop's theme", () => {
    expect(markupInAntdTheme(<PlainTag>Pre-order</PlainTag>)).toBe(markupInAntdTheme(<Tag>Pre-order</Tag>));
  });

  it("draws a preset colour exactly as antd's Tag does", () => {
    expect(markupInAntdTheme(<PlainTag color="orange">Pre-order</PlainTag>)).toBe(markupInAntdTheme(<Tag color="orange">Pre-order</Tag>));
  });

  it("draws a link inside exactly as antd's Tag does", () => {
    const link = <Link to="/shop?band=1">Metallica</Link>;
    expect(markupInAntdTheme(<MemoryRouter>{<PlainTag>{link}</PlainTag>}</MemoryRouter>)).toBe(
      markupInAntdTheme(<MemoryRouter>{<Tag>{link}</Tag>}</MemoryRouter>),
    );
  });

  it("draws a tag with a × of the shop's exactly as antd's closable Tag does", () => {
    const remove = () => undefined;
    expect(
      markupInAntdTheme(
        <PlainTag onRemove={remove} removeLabel="Remove Metallica" removeClassName="listing__tag-remove">
          Metallica
        </PlainTag>,
      ),
    ).toBe(
      markupInAntdTheme(
        <Tag
          closable
          onClose={remove}
          closeIcon={
            <button type="button" className="listing__tag-remove" aria-label="Remove Metallica">
              ×
            </button>
          }
        >
          Metallica
        </Tag>,
      ),
    );
  });

  it('is taken away by its ×, by a tap or the keyboard', () => {
    const removed: string[] = [];
    render(
      <PlainTag onRemove={() => removed.push('tap')} removeLabel="Remove Metallica">
        Metallica
      </PlainTag>,
    );
    const remove = screen.getByRole('button', { name: 'Remove Metallica' });
    fireEvent.click(remove);
    expect(removed).toEqual(['tap']);
    remove.focus();
    expect(document.activeElement).toBe(remove);
  });
});
