/** Several messages for one field, joined the way the API client joins the server's (commas, no stops). */
export const joinMessages = (messages: readonly string[]): string | undefined =>
  messages.length <= 1 ? messages[0] : messages.map((m) => m.replace(/[।.]\s*$/, "")).join(", ");
