import { ActionIcon, Button, Group, Input, Select, Stack, Text } from "@mantine/core";
import type { TSetupOption } from "@pragati/domain/contract";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { type ReasonValue, reasonOptions } from "../entry-form";

type ReasonsFieldProps = {
  value: ReasonValue[];
  onChange: (value: ReasonValue[]) => void;
  options: readonly TSetupOption[];
  limit: number;
  required: boolean;
  error?: string;
};

/** Reasons for a missed target: pairs of a main and a sub problem type, up to the setup limit. */
export function ReasonsField({ value, onChange, options, limit, required, error }: ReasonsFieldProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const { mains, subsOf } = reasonOptions(options);
  const toData = (list: readonly TSetupOption[]) =>
    list.map((o) => ({ value: String(o.id), label: fmt.name(o.name, o.name_np) }));
  const set = (index: number, next: ReasonValue) => onChange(value.map((r, i) => (i === index ? next : r)));

  return (
    <Input.Wrapper
      label={t("entry.reasons")}
      labelElement="div"
      withAsterisk={required}
      description={t(required ? "entry.reasonsRequiredHint" : "entry.reasonsHint", {
        max: fmt.number(limit),
      })}
      error={error}
      data-testid="reasons"
    >
      <Stack gap="xs" mt={6}>
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("entry.noReasons")}
          </Text>
        )}
        {value.map((reason, index) => {
          const n = fmt.number(index + 1);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list being edited.
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <Select
                style={{ flex: 1 }}
                label={t("entry.mainReason", { n })}
                data={toData(mains)}
                searchable
                value={reason.main_type_id === null ? null : String(reason.main_type_id)}
                onChange={(next) =>
                  set(index, { main_type_id: next === null ? null : Number(next), sub_type_id: null })
                }
              />
              <Select
                style={{ flex: 1 }}
                label={t("entry.subReason", { n })}
                data={toData(subsOf(reason.main_type_id))}
                searchable
                disabled={reason.main_type_id === null}
                value={reason.sub_type_id === null ? null : String(reason.sub_type_id)}
                onChange={(next) =>
                  set(index, { ...reason, sub_type_id: next === null ? null : Number(next) })
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t("entry.removeReason", { n })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={value.length >= limit}
            onClick={() => onChange([...value, { main_type_id: null, sub_type_id: null }])}
          >
            {t("entry.addReason")}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
