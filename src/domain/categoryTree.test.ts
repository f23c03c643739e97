import { buildCategoryTree } from './categoryTree';
import type { Category, CategoryNode } from './types';

const cat = (id: string, parentId: string, sortOrder = 0, name = id): Category => ({ id, parentId, name, sortOrder });

/** The tree as nested ids: 'a(b,c(d))'. */
const shape = (nodes: CategoryNode[]): string => nodes.map((n) => (n.children.length ? `${n.id}(${shape(n.children)})` : n.id)).join(',');

describe('buildCategoryTree', () => {
  it.each<[string, Category[], string]>([
    ['an empty list', [], ''],
    ['roots with an empty parentId', [cat('men', ''), cat('women', '')], 'men,women'],
    ['children under their parent, even when listed first', [cat('tees', 'men'), cat('men', '')], 'men(tees)'],
    ['three levels', [cat('men', ''), cat('tees', 'men'), cat('long', 'tees')], 'men(tees(long))'],
    ['children by sortOrder', [cat('p', ''), cat('c', 'p', 2), cat('a', 'p', 3), cat('b', 'p', 1)], 'p(b,c,a)'],
    ['equal sortOrder by name', [cat('p', ''), cat('x', 'p', 1, 'Zip'), cat('y', 'p', 1, 'Hoodie'), cat('z', 'p', 0, 'Tee')], 'p(z,y,x)'],
    ['roots sorted the same way', [cat('b', '', 2), cat('a', '', 1)], 'a,b'],
    ['an orphan becomes a root', [cat('men', '', 1), cat('lost', 'gone', 0)], 'lost,men'],
    ['a category that is its own parent becomes a root', [cat('self', 'self')], 'self'],
    ['a two-category cycle hangs from its first category', [cat('a', 'b'), cat('b', 'a')], 'a(b)'],
    ['a three-category cycle keeps every category once', [cat('b', 'c'), cat('c', 'a'), cat('a', 'b')], 'b(a(c))'],
    ['a cycle beside a normal tree', [cat('root', '', 0), cat('kid', 'root'), cat('x', 'y', 1), cat('y', 'x')], 'root(kid),x(y)'],
    ['a repeated id keeps the first entry', [cat('a', ''), cat('b', 'a'), cat('b', '')], 'a(b)'],
  ])('%s', (_, categories, expected) => {
    expect(shape(buildCategoryTree(categories))).toBe(expected);
  });

  it('keeps each category’s own fields', () => {
    const [men] = buildCategoryTree([{ ...cat('men', ''), extras: { image_url: '/men.jpg' } }, cat('tees', 'men', 0, 'T-Shirts')]);
    expect(men).toEqual({
      id: 'men',
      parentId: '',
      name: 'men',
      sortOrder: 0,
      extras: { image_url: '/men.jpg' },
      children: [{ id: 'tees', parentId: 'men', name: 'T-Shirts', sortOrder: 0, children: [] }],
    });
  });
});
