import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Select } from 'antd';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { shopTheme } from '../app/theme';
import PlainSelect from './PlainSelect';

type Sort = 'new' | 'low' | 'high';
const OPTIONS = [
  { value: 'new', label: 'Newest' },
  { value: 'low', label: 'Price: Low to High' },
  { value: 'high', label: 'Price: High to Low' },
] as const;

const inTheme = (node: ReactNode) => <ConfigProvider theme={shopTheme}>{node}</ConfigProvider>;
const sort = (onChange: (value: Sort) => void, value: Sort = 'new') =>
  inTheme(<PlainSelect<Sort> value={value} options={OPTIONS} onChange={onChange} aria-label="Sort by" />);
const classesOf = (element: Element) => [...element.classList].sort();

describe('PlainSelect', () => {
  it("carries the classes of antd's Select in the shop's theme, so the build's style sheet draws it", () => {
    const antd = render(inTheme(<Select value="new" options={[...OPTIONS]} />)).container.firstElementChild!;
    const plain = render(sort(jest.fn())).container.firstElementChild!;
    expect(classesOf(plain)).toEqual(expect.arrayContaining(classesOf(antd)));
  });

  it('is a native select named by its label, showing the value, and hands on what the shopper chooses', async () => {
    const onChange = jest.fn();
    render(sort(onChange));
    const box = screen.getByRole('combobox', { name: 'Sort by' });
    expect(box).toHaveDisplayValue('Newest');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(OPTIONS.map((option) => option.label));
    await userEvent.selectOptions(box, 'Price: High to Low');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('high');
  });

  it("shows antd's focused look while it has the focus", async () => {
    const { container } = render(sort(jest.fn()));
    const root = container.firstElementChild!;
    await userEvent.tab();
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(root).toHaveClass('ant-select-focused');
    await userEvent.tab();
    expect(root).not.toHaveClass('ant-select-focused');
  });

  describe('on a server-rendered page', () => {
    const hydrated = async (chooseBefore?: Sort) => {
      const host = document.createElement('div');
      host.innerHTML = renderToString(sort(jest.fn()));
      if (chooseBefore) host.querySelector('select')!.value = chooseBefore;
      const onChange = jest.fn();
      await act(async () => {
        hydrateRoot(host, sort(onChange));
      });
      return onChange;
    };

    it('hands on, once hydrated, what was chosen before the script answered', async () => {
      const onChange = await hydrated('low');
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('low');
    });

    it('says nothing when nothing was chosen before', async () => {
      expect(await hydrated()).not.toHaveBeenCalled();
    });
  });
});
