import { Anchor } from "@mantine/core";
import { useState } from "react";
import { api } from "../lib/api-client";
import { notifyError } from "../lib/notify";
import { saveBlob } from "../lib/save-file";

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
      saveBlob(await api.blob(href), filename);
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
