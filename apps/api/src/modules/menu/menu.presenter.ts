import { MENU_TREE, type MenuNode } from "@pragati/domain/access";
import type { TMenuItem } from "@pragati/domain/contract";

/** The sidebar items (SPEC.md section 7 shape) that a role's allowed links reach. */
export const presentMenu = (
  allowed: ReadonlySet<string>,
  tree: readonly MenuNode[] = MENU_TREE,
): TMenuItem[] => {
  const items: TMenuItem[] = [];
  tree.forEach((node, position) => {
    const subMenu = (node.children ?? [])
      .filter((child) => allowed.has(child.link))
      .map((child) => ({ innerTitle: child.title, innerTitle_np: child.title_np, link: child.link }));
    const single = node.children === undefined;
    if (single ? !allowed.has(node.link ?? "") : subMenu.length === 0) return;
    items.push({
      id: position + 1,
      index: items.length,
      title: node.title,
      title_np: node.title_np,
      icon: node.icon,
      link: single ? (node.link ?? "") : "",
      hasSub: !single,
      subMenu,
    });
  });
  return items;
};
