import { z } from "zod";
import { ZIdParam } from "./envelope.contract";

export const ZRoleIdQuery = z.object({ role_id: ZIdParam.optional() });

/** `api/menu/list/get-menu-url-by-role` -> response.menu (allowed paths) and valid_menu (all paths). */
export const ZMenuUrls = z.object({ menu: z.array(z.string()), valid_menu: z.array(z.string()) });
export type TMenuUrls = z.infer<typeof ZMenuUrls>;

export const ZSubMenuItem = z.object({ innerTitle: z.string(), innerTitle_np: z.string(), link: z.string() });
/** `api/menu/list/get-by-role` -> menu items (SPEC.md section 7). */
export const ZMenuItem = z.object({
  id: z.number().int(),
  index: z.number().int(),
  title: z.string(),
  title_np: z.string(),
  icon: z.string(),
  link: z.string(),
  hasSub: z.boolean(),
  subMenu: z.array(ZSubMenuItem),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;
