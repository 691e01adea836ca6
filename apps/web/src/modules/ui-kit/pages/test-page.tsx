import { Code, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { fromDevanagariDigits, isValidAd, toBsString, toDevanagariDigits } from "@pragati/domain/calendar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { readBsDate } from "../../../ui/inputs/bs-date";

/** Route `test`: the calendar's BS <-> AD conversion and the digit conversion, live (admin checks a date). */
export default function TestPage() {
  const { t } = useTranslation("ui-kit");
  const fmt = useFormat();
  const calendar = useCalendar();
  const [bsText, setBsText] = useState("");
  const [adText, setAdText] = useState("");
  const [digitsText, setDigitsText] = useState("२०८२-०४-०१ 12,345");

  const bs = readBsDate(fromDevanagariDigits(bsText), calendar);
  const ad = fromDevanagariDigits(adText).trim();
  const inTable = (value: string) =>
    calendar !== null && value >= calendar.firstAd && value <= calendar.lastAd;

  const bsResult = (): string => {
    if (!calendar) return t("test.loadingCalendar");
    if (bs === null) return t("test.waiting");
    if (bs === "invalid") return t("test.invalid");
    return fmt.digits(calendar.bsToAd(bs));
  };
  const adResult = (): string => {
    if (!calendar) return t("test.loadingCalendar");
    if (!ad) return t("test.waiting");
    if (!isValidAd(ad) || !inTable(ad)) return t("test.invalid");
    return fmt.bsDate(toBsString(calendar.adToBs(ad)));
  };
  const today = calendar ? toBsString(calendar.todayBs()) : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t("test.title")}
        </Title>
        <Text c="dimmed">{t("test.intro")}</Text>
        {calendar && today && (
          <Text mt="xs">
            {t("test.today", { bs: fmt.bsDate(today), ad: fmt.digits(calendar.bsToAd(today)) })}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="test-bs-to-ad">
          <Title order={2} fz="h4" id="test-bs-to-ad" mb="sm">
            {t("test.bsToAd")}
          </Title>
          <TextInput
            label={t("test.bsDate")}
            value={bsText}
            onChange={(event) => setBsText(event.currentTarget.value)}
          />
          <Text mt="sm" aria-live="polite">
            {t("test.result")}: <b data-testid="bs-to-ad">{bsResult()}</b>
          </Text>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="test-ad-to-bs">
          <Title order={2} fz="h4" id="test-ad-to-bs" mb="sm">
            {t("test.adToBs")}
          </Title>
          <TextInput
            label={t("test.adDate")}
            value={adText}
            onChange={(event) => setAdText(event.currentTarget.value)}
          />
          <Text mt="sm" aria-live="polite">
            {t("test.result")}: <b data-testid="ad-to-bs">{adResult()}</b>
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-labelledby="test-digits">
        <Title order={2} fz="h4" id="test-digits" mb="sm">
          {t("test.digits")}
        </Title>
        <TextInput
          label={t("test.digitsInput")}
          value={digitsText}
          onChange={(event) => setDigitsText(event.currentTarget.value)}
        />
        <Text mt="sm" aria-live="polite">
          {t("test.devanagari")}: <Code data-testid="to-devanagari">{toDevanagariDigits(digitsText)}</Code>
        </Text>
        <Text aria-live="polite">
          {t("test.latin")}: <Code data-testid="to-latin">{fromDevanagariDigits(digitsText)}</Code>
        </Text>
      </Paper>
    </Stack>
  );
}
