import { SearchOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopSearchPath } from '../domain/shopUrl';

/** Enter goes to the shop with the text; an empty search goes to the shop with query emptyQuery. */
export default function SearchBox({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(shopSearchPath(text));
    onSearched?.();
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search bands, tees, hoodies…" autoComplete="off" />
      <button type="submit" aria-label="Search">
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
