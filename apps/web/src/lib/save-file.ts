/** Saves a file the API served (fetched through the one client, with the session) under `name`. */
export const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely read it; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
