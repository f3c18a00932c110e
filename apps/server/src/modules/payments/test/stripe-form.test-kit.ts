/**
 * Test-only: reads Stripe's form encoding (`metadata[merchant]=demo`, `expand[0]=latest_charge`,
 * `card[number]=...`) into nested objects; indexed keys stay as objects, read with `listOf`.
 */
export type FormTree = { [key: string]: string | FormTree };

export function parseStripeForm(encoded: string): FormTree {
  const tree: FormTree = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = tree;
    parts.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === parts.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'object') {
        node = next;
        return;
      }
      const child: FormTree = {};
      node[name] = child;
      node = child;
    });
  }
  return tree;
}

export const textOf = (tree: FormTree, name: string): string | undefined => {
  const value = tree[name];
  return typeof value === 'string' ? value : undefined;
};

export const treeOf = (tree: FormTree, name: string): FormTree => {
  const value = tree[name];
  return typeof value === 'object' ? value : {};
};

export const listOf = (tree: FormTree, name: string): string[] =>
  Object.values(treeOf(tree, name)).filter((value): value is string => typeof value === 'string');

export const stringsOf = (tree: FormTree): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
