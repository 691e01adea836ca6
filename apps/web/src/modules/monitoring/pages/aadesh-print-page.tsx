import { Button, Group, Stack, Text } from "@mantine/core";
import { orderLetter } from "@pragati/domain/monitoring";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ErrorState } from "../../../ui/error-state";
import { PageLoader } from "../../../ui/page-loader";
import { ANUGAMAN_PATH } from "../paths";
import { visitQuery } from "../queries";
import "../aadesh.css";

/** Route `anugaman/:id/aadesh`: the order letter in Nepali, printed from the browser (A4). */
export default function AadeshPrintPage() {
  const { t } = useTranslation("monitoring");
  const id = Number(useParams().id);
  const visit = useQuery(visitQuery(id));

  if (visit.isPending) return <PageLoader />;
  if (visit.isError) return <ErrorState message={visit.error.message} onRetry={() => void visit.refetch()} />;
  if (visit.data.order_count === 0) return <Text c="dimmed">{t("letter.notIssued")}</Text>;
  const letter = orderLetter(visit.data);

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
      </Group>
      <article className="aadesh-letter" lang="ne" aria-label={t("letter.label")}>
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
        <p>{letter.body}</p>
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
        {letter.logistics.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{letter.reportDue}</p>
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
