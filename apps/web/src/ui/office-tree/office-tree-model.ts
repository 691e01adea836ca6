import { fromDevanagariDigits } from "@pragati/domain/calendar";
import type { TOfficeTreeNode } from "@pragati/domain/contract";

type OfficeForest = {
  /** Offices whose parent is not in the list: the tops of the caller's scope. */
  roots: TOfficeTreeNode[];
  children: ReadonlyMap<number, TOfficeTreeNode[]>;
  byId: ReadonlyMap<number, TOfficeTreeNode>;
};

/** Builds the tree from the flat list (parents first, as the API sends it). */
export function buildForest(nodes: readonly TOfficeTreeNode[]): OfficeForest {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<number, TOfficeTreeNode[]>();
  const roots: TOfficeTreeNode[] = [];
  for (const node of nodes) {
    if (node.parent_id !== null && byId.has(node.parent_id)) {
      const siblings = children.get(node.parent_id) ?? [];
      siblings.push(node);
      children.set(node.parent_id, siblings);
    } else roots.push(node);
  }
  return { roots, children, byId };
}

/** The office and everything below it. */
export function subtreeIds(forest: OfficeForest, id: number): Set<number> {
  const ids = new Set<number>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    if (ids.has(next)) continue;
    ids.add(next);
    for (const child of forest.children.get(next) ?? []) stack.push(child.id);
  }
  return ids;
}

/** Ancestors of an office inside the forest, nearest first. */
export function ancestorIds(forest: OfficeForest, id: number): number[] {
  const ids: number[] = [];
  let parent = forest.byId.get(id)?.parent_id ?? null;
  while (parent !== null && forest.byId.has(parent) && !ids.includes(parent)) {
    ids.push(parent);
    parent = forest.byId.get(parent)?.parent_id ?? null;
  }
  return ids;
}

const normalize = (text: string) => fromDevanagariDigits(text).toLocaleLowerCase().trim();

/**
 * Offices shown for a search: those whose English or Nepali name (or code) contains the term, with
 * their ancestors so each match keeps its place in the tree. Null when there is no term.
 */
export function searchVisible(forest: OfficeForest, term: string): Set<number> | null {
  const needle = normalize(term);
  if (!needle) return null;
  const visible = new Set<number>();
  for (const node of forest.byId.values()) {
    const haystack = [node.name, node.name_np, node.code ?? ""].map(normalize);
    if (!haystack.some((text) => text.includes(needle))) continue;
    visible.add(node.id);
    for (const id of ancestorIds(forest, node.id)) visible.add(id);
  }
  return visible;
}

type TreeRow = { node: TOfficeTreeNode; depth: number; hasChildren: boolean; expanded: boolean };

/**
 * The rows to draw, in tree order. While searching, every shown office is open so the matches are
 * visible; otherwise an office's children show when it is expanded.
 */
export function visibleRows(
  forest: OfficeForest,
  expanded: ReadonlySet<number>,
  visible: ReadonlySet<number> | null,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly TOfficeTreeNode[], depth: number) => {
    for (const node of nodes) {
      if (visible && !visible.has(node.id)) continue;
      const kids = (forest.children.get(node.id) ?? []).filter((kid) => !visible || visible.has(kid.id));
      const open = visible ? true : expanded.has(node.id);
      rows.push({ node, depth, hasChildren: kids.length > 0, expanded: open && kids.length > 0 });
      if (open) walk(kids, depth + 1);
    }
  };
  walk(forest.roots, 0);
  return rows;
}
