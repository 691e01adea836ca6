import { Button, Group, Stack, Text } from "@mantine/core";
import type { TVisit } from "@pragati/domain/contract";
import { type LetterKind, letterAvailable, letterOf } from "@pragati/domain/monitoring";
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { notifyError } from "../../../lib/notify";
import { QueryView } from "../../../ui/query-view";
import { ANUGAMAN_PATH } from "../paths";
import { useDownloadLetter, visitQuery } from "../queries";
import "../letter.css";

/**
 * Routes `anugaman/:id/aadesh` (the order letter) and `anugaman/:id/pushti` (its confirmation): the letter
 * in Nepali, printed from the browser (A4) or downloaded as the API's PDF of the same lines.
 */
export default function LetterPrintPage({ kind }: { kind: LetterKind }) {
  const id = Number(useParams().id);
  const visit = useQuery(visitQuery(id));

  return <QueryView query={visit}>{(data) => <LetterView kind={kind} visit={data} />}</QueryView>;
}

function LetterView({ kind, visit }: { kind: LetterKind; visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const download = useDownloadLetter(kind, visit);

  if (!letterAvailable(kind, visit)) {
    return <Text c="dimmed">{t(visit.order_count === 0 ? "letter.notIssued" : "letter.cancelled")}</Text>;
  }
  const letter = letterOf(kind, visit);

  return (
    <Stack gap="md">
      <Group data-print-hide>
        <Button
          component={Link}
          to={`/${ANUGAMAN_PATH}`}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t("letter.back")}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t("letter.print")}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate(undefined, { onError: notifyError })}
        >
          {t("letter.download")}
        </Button>
      </Group>
      <article className="visit-letter" lang="ne" aria-label={t(`letter.labels.${kind}`)}>
        <header style={{ textAlign: "center" }}>
          <div>{letter.government}</div>
          <div style={{ fontWeight: 700, fontSize: "1.2em" }}>{letter.office}</div>
        </header>
        <Group justify="space-between" mt="md">
          <span>{letter.orderNumber}</span>
          <span>{letter.date}</span>
        </Group>
        <p style={{ textAlign: "center", fontWeight: 600 }}>{letter.subject}</p>
        <p>{letter.addressee}</p>
        {letter.body.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <table>
          <thead>
            <tr>
              {letter.teamHeader.map((cell) => (
                <th key={cell}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {letter.team.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {letter.closing.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div style={{ textAlign: "right", marginTop: "2em" }}>
          {letter.signature.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
        <div style={{ marginTop: "1.5em" }}>
          {letter.copies.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      </article>
    </Stack>
  );
}
