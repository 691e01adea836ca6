import { Code, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { fromDevanagariDigits, isValidAd, toBsString, toDevanagariDigits } from "@pragati/domain/calendar";
import { type ReactNode, useState } from "react";
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
        <ConversionPanel
          id="test-bs-to-ad"
          title={t("test.bsToAd")}
          label={t("test.bsDate")}
          value={bsText}
          onChange={setBsText}
        >
          <Text mt="sm" aria-live="polite">
            {t("test.result")}: <b data-testid="bs-to-ad">{bsResult()}</b>
          </Text>
        </ConversionPanel>
        <ConversionPanel
          id="test-ad-to-bs"
          title={t("test.adToBs")}
          label={t("test.adDate")}
          value={adText}
          onChange={setAdText}
        >
          <Text mt="sm" aria-live="polite">
            {t("test.result")}: <b data-testid="ad-to-bs">{adResult()}</b>
          </Text>
        </ConversionPanel>
      </SimpleGrid>
      <ConversionPanel
        id="test-digits"
        title={t("test.digits")}
        label={t("test.digitsInput")}
        value={digitsText}
        onChange={setDigitsText}
      >
        <Text mt="sm" aria-live="polite">
          {t("test.devanagari")}: <Code data-testid="to-devanagari">{toDevanagariDigits(digitsText)}</Code>
        </Text>
        <Text aria-live="polite">
          {t("test.latin")}: <Code data-testid="to-latin">{fromDevanagariDigits(digitsText)}</Code>
        </Text>
      </ConversionPanel>
    </Stack>
  );
}

/** One named section of the page: a text to convert and its live results. */
function ConversionPanel(props: {
  id: string;
  title: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={props.id}>
      <Title order={2} fz="h4" id={props.id} mb="sm">
        {props.title}
      </Title>
      <TextInput
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.children}
    </Paper>
  );
}
