import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../lib/api-client";
import { checkFiles, type FileProblem, type FileRules } from "../lib/file-checks";
import { useFormat } from "../lib/format";
import { notifySuccess } from "../lib/notify";
import { FilePicker } from "./file-picker";

type FileUploadProps = {
  /** The API's attachment rules for this record (checked here first, then by the API). */
  rules: FileRules;
  /** How many files the record holds already (the count rule). */
  attached: number;
  /** Uploads the chosen files, e.g. a mutation's `mutateAsync`. */
  attach: (files: File[]) => Promise<unknown>;
  uploading: boolean;
  label: string;
  placeholder: string;
  description: string;
  uploadLabel: string;
  uploadedText: string;
};

/**
 * Attaching files to a stored record, one way on every screen: the chosen files are checked against the
 * rules before uploading, and a refusal of the API (a `files` field error, or "too large") is shown
 * under the picker.
 */
export function FileUpload(props: FileUploadProps) {
  const { t } = useTranslation("common");
  const fmt = useFormat();
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const problemText = (problem: FileProblem) =>
    problem.key === "count"
      ? t("files.errors.count", { max: fmt.number(problem.max), left: fmt.number(Math.max(problem.left, 0)) })
      : problem.key === "none"
        ? t("files.errors.none")
        : t(`files.errors.${problem.key}`, { name: problem.name });

  const upload = () => {
    const problems = checkFiles(chosen, props.attached, props.rules);
    if (problems.length > 0) {
      setError(problems.map(problemText).join(" "));
      return;
    }
    props.attach(chosen).then(
      () => {
        setChosen([]);
        notifySuccess(props.uploadedText);
      },
      (cause: Error) => {
        if (isApiError(cause) && cause.canceled) return;
        setError((isApiError(cause) && cause.fieldMessage("files")) || cause.message);
      },
    );
  };

  return (
    <FilePicker
      label={props.label}
      placeholder={props.placeholder}
      description={props.description}
      accept={props.rules.extensions}
      value={chosen}
      error={error}
      onChange={(files) => {
        setChosen(files);
        setError(null);
      }}
      uploadLabel={props.uploadLabel}
      uploading={props.uploading}
      full={props.attached >= props.rules.maxFiles}
      onUpload={upload}
    />
  );
}
