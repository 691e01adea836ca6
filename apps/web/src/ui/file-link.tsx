import { Anchor } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../lib/api-client";

type FileLinkProps = { href: string; filename: string };

/**
 * An attached file. Files are served behind the session, so the click fetches it through the API client
 * (with the token) and saves it under its own name; the href only shows where it lives.
 */
export function FileLink({ href, filename }: FileLinkProps) {
  const { t } = useTranslation("common");
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await api.blob(href));
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      link.click();
      // Freed once the browser has surely read it; revoking at once can cancel the download.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      if (!isApiError(error) || !error.canceled)
        notifications.show({
          color: "red",
          title: t("files.downloadError"),
          message: isApiError(error) ? error.message : String(error),
        });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Anchor
      href={href}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void download();
      }}
    >
      {filename}
    </Anchor>
  );
}
