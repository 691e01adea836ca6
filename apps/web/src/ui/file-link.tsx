import { Anchor } from "@mantine/core";
import { useState } from "react";
import { api } from "../lib/api-client";
import { notifyError } from "../lib/notify";

type FileLinkProps = { href: string; filename: string };

/**
 * An attached file. Files are served behind the session, so the click fetches it through the API client
 * (with the token) and saves it under its own name; the href only shows where it lives.
 */
export function FileLink({ href, filename }: FileLinkProps) {
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
      notifyError(error);
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
