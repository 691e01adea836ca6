/** Longest SMS a notice sends: five UCS-2 parts at most, so a long description cannot run up the bill. */
export const NOTICE_SMS_MAX_CHARS = 300;

/** The SMS text of a notice: its title and, when there is one, its description, cut to the maximum. */
export const noticeSmsText = (notice: { title: string; description: string }): string => {
  const description = notice.description.trim();
  return Array.from(description ? `${notice.title.trim()}: ${description}` : notice.title.trim())
    .slice(0, NOTICE_SMS_MAX_CHARS)
    .join("");
};
