import type { TSetupBlock } from "@pragati/domain/contract";

/** The success body of every call (DESIGN.md, API conventions). */
export const ok = <T>(response: T, extra: { message?: string; setup?: TSetupBlock } = {}) => ({
  success: true as const,
  ...(extra.message ? { message: extra.message } : {}),
  response,
  ...(extra.setup ? { setup: extra.setup } : {}),
});
