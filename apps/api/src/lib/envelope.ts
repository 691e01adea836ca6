import type { TSetupBlock } from "@pragati/domain/contract";
import type { BilingualMessage } from "./errors";

/**
 * The success body of every call (DESIGN.md, API conventions); a message comes in both languages,
 * `message` and `message_np`, as an error's does.
 */
export const ok = <T>(response: T, extra: { message?: BilingualMessage; setup?: TSetupBlock } = {}) => ({
  success: true as const,
  ...(extra.message ? { message: extra.message.en, message_np: extra.message.np } : {}),
  response,
  ...(extra.setup ? { setup: extra.setup } : {}),
});
