import { FileLink } from "../../../ui/file-link";

type NoticeFileLinkProps = { fileUrl: string; filename: string };

/** The shared file link (ui/file-link.tsx) under the name the notice modal and the progress page use. */
export function NoticeFileLink({ fileUrl, filename }: NoticeFileLinkProps) {
  return <FileLink href={fileUrl} filename={filename} />;
}
