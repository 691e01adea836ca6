/** An attachment rule set of the API (e.g. `NOTICE_ATTACHMENTS`, `PROGRESS_FILES` in the contract). */
export type FileRules = { extensions: readonly string[]; maxBytes: number; maxFiles: number };

export type FileProblem =
  | { key: "none" }
  | { key: "type" | "size"; name: string }
  | { key: "count"; max: number; left: number };

/** The API's attachment rules, checked on the chosen files before uploading. */
export const checkFiles = (files: File[], alreadyAttached: number, rules: FileRules): FileProblem[] => {
  if (files.length === 0) return [{ key: "none" }];
  const problems: FileProblem[] = [];
  for (const file of files) {
    const dot = file.name.lastIndexOf(".");
    const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
    if (!rules.extensions.includes(extension)) problems.push({ key: "type", name: file.name });
    else if (file.size > rules.maxBytes) problems.push({ key: "size", name: file.name });
  }
  const left = rules.maxFiles - alreadyAttached;
  if (files.length > left) problems.push({ key: "count", max: rules.maxFiles, left });
  return problems;
};
