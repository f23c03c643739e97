import type { Category, CategoryNode } from './types';

const bySortOrderThenName = (a: Category, b: Category) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/**
 * Builds the category tree from parentId links (spec §3). A category whose parent is missing
 * becomes a root. A cycle of parents has no root to start from, so its first category in the
 * list becomes one; every category appears exactly once. Repeated ids keep the first entry.
 */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const byId = new Map<string, Category>();
  for (const category of categories) if (!byId.has(category.id)) byId.set(category.id, category);

  const childrenOf = new Map<string, Category[]>();
  const roots: Category[] = [];
  for (const category of byId.values()) {
    if (category.parentId !== category.id && byId.has(category.parentId)) {
      childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category]);
    } else {
      roots.push(category);
    }
  }

  const placed = new Set<string>();
  const grow = (category: Category): CategoryNode => {
    placed.add(category.id);
    const children = (childrenOf.get(category.id) ?? []).filter((child) => !placed.has(child.id)).sort(bySortOrderThenName);
    return { ...category, children: children.map(grow) };
  };

  const tree = roots.map(grow);
  for (const category of byId.values()) if (!placed.has(category.id)) tree.push(grow(category));
  return tree.sort(bySortOrderThenName);
}
