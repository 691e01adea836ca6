import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { FilePicker } from "../../../ui/file-picker";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { KitSection } from "../components/kit-section";

/** Route `inputs`: the shared inputs (BS date, Devanagari number, office tree, file picker) in their states. */
export default function InputsPage() {
  const { t } = useTranslation("ui-kit");
  const fmt = useFormat();
  const [date, setDate] = useState("");
  const [filledDate, setFilledDate] = useState("2082-04-01");
  const [badDate, setBadDate] = useState("2082-04-33");
  const [count, setCount] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(1234567);
  const [share, setShare] = useState<number | null>(12.5);
  const [office, setOffice] = useState<number[]>([]);
  const [offices, setOffices] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const shown = (value: number | null) => (value === null ? t("inputs.none") : fmt.number(value));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t("inputs.title")}
        </Title>
        <Text c="dimmed">{t("inputs.intro")}</Text>
      </div>
      <KitSection id="kit-bs-date" title={t("inputs.bsDate")}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <BsDateInput label={t("inputs.empty")} value={date} onChange={setDate} />
          <BsDateInput label={t("inputs.filled")} value={filledDate} onChange={setFilledDate} />
          <BsDateInput
            label={t("inputs.withError")}
            value={badDate}
            onChange={setBadDate}
            error={t("inputs.dateError")}
          />
          <BsDateInput label={t("inputs.disabled")} value="2082-04-01" onChange={() => undefined} disabled />
        </SimpleGrid>
      </KitSection>
      <KitSection id="kit-number" title={t("inputs.number")}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <NumberInput
            label={t("inputs.empty")}
            value={count}
            onChange={setCount}
            description={t("inputs.value", { value: shown(count) })}
          />
          <NumberInput
            label={t("inputs.filled")}
            value={amount}
            onChange={setAmount}
            description={t("inputs.value", { value: shown(amount) })}
          />
          <NumberInput
            label={t("inputs.decimals")}
            value={share}
            onChange={setShare}
            maxDecimals={2}
            description={t("inputs.value", { value: shown(share) })}
          />
          <NumberInput
            label={t("inputs.withError")}
            value={-5}
            onChange={() => undefined}
            error={t("inputs.numberError")}
          />
        </SimpleGrid>
      </KitSection>
      <KitSection id="kit-office-tree" title={t("inputs.officeTree")}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <OfficeTree
            mode="single"
            label={t("inputs.office")}
            value={office}
            onChange={setOffice}
            height={240}
          />
          <OfficeTree
            mode="multi"
            label={t("inputs.offices")}
            value={offices}
            onChange={setOffices}
            height={240}
          />
        </SimpleGrid>
      </KitSection>
      <KitSection id="kit-file-picker" title={t("inputs.filePicker")}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            <FilePicker
              label={t("inputs.chooseFiles")}
              placeholder={t("inputs.chooseFiles")}
              description={t("inputs.fileHint")}
              accept={[".pdf", ".png", ".jpg"]}
              value={files}
              error={null}
              onChange={setFiles}
              uploadLabel={t("inputs.upload")}
              uploading={false}
              full={false}
              onUpload={() => setFiles([])}
            />
          </div>
          <div>
            <FilePicker
              label={t("inputs.withError")}
              placeholder={t("inputs.chooseFiles")}
              description={t("inputs.fileHint")}
              accept={[".pdf"]}
              value={[]}
              error={t("inputs.fileError")}
              onChange={() => undefined}
              uploadLabel={t("inputs.upload")}
              uploading={false}
              full={false}
              onUpload={() => undefined}
            />
          </div>
        </SimpleGrid>
      </KitSection>
    </Stack>
  );
}
