import { capSmsText } from "./cap";

/** The SMS text of a notice: its title and, when there is one, its description, capped like every SMS. */
export const noticeSmsText = (notice: { title: string; description: string }): string => {
  const description = notice.description.trim();
  return capSmsText(description ? `${notice.title.trim()}: ${description}` : notice.title.trim());
};
