import { Checkbox, Group, Stack } from "@mantine/core";
import type { TProgressEntry } from "@pragati/domain/contract";
import { IconArrowBackUp, IconMessageStar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { RowAction } from "../../../ui/data-table/row-actions";
import { MonthSelect } from "../../../ui/month-select";
import { OfficeSelect } from "../../../ui/office-select";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { PageHeader } from "../../../ui/page-header";
import { EntryDrawer, type EntryTarget } from "../components/entry-drawer";
import { EntryTable } from "../components/entry-table";
import { type ReviewKind, ReviewModal, type ReviewTarget } from "../components/review-modal";

/** Route `rate-activity`: the secretary comments on, rates and sends back entries of their subtree. */
export default function RateActivityPage() {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const canComment = useCan("progress.comment");
  const canRate = useCan("progress.rate");
  const canViewOffices = useCan("office.view");
  const offices = useQuery({ ...officeTreeQuery(), enabled: canViewOffices });
  const [month, setMonth] = useState<number | null>(null);
  const [nikayaId, setNikayaId] = useState<number | null>(null);
  const [uncommented, setUncommented] = useState(false);
  const [unrated, setUnrated] = useState(false);
  const [returned, setReturned] = useState(false);
  const [target, setTarget] = useState<EntryTarget | null>(null);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const list = useRef<QueryParams>({});
  const openings = useRef(0);

  const action = (row: TProgressEntry, kind: ReviewKind, icon: ReactNode, color?: string) => {
    const label = t(`review.${kind}Action`, { code: fmt.digits(row.milestone_code) });
    return (
      <RowAction
        key={kind}
        label={label}
        icon={icon}
        color={color}
        onClick={() => {
          openings.current += 1;
          setReview({ entry: row, kind, list: list.current, opened: openings.current });
        }}
      />
    );
  };

  return (
    <Stack gap="md">
      <PageHeader title={t("rate.title")} description={t("rate.description")} />
      <EntryTable
        tableKey="rate-activity"
        label={t("rate.tableLabel")}
        filters={{
          month: month ?? undefined,
          nikaya_id: nikayaId ?? undefined,
          commented: uncommented ? "false" : undefined,
          rated: unrated ? "false" : undefined,
          returned: returned ? "true" : undefined,
        }}
        onOpen={(row) => setTarget({ milestoneId: row.milestone_id, month: row.month })}
        onListChange={(shown) => {
          list.current = shown;
        }}
        actions={(row) => (
          <>
            {(canComment || canRate) && action(row, "review", <IconMessageStar size={18} />)}
            {canComment && action(row, "return", <IconArrowBackUp size={18} />, "orange")}
          </>
        )}
        toolbar={
          <>
            <MonthSelect
              label={t("filters.month")}
              value={month}
              onChange={setMonth}
              clearable
              placeholder={t("filters.allMonths")}
            />
            {(offices.data?.length ?? 0) > 1 && (
              <OfficeSelect
                label={t("filters.office")}
                description={t("filters.officeHint")}
                value={nikayaId}
                onChange={setNikayaId}
                emptyLabel={t("filters.allOffices")}
                clearable
              />
            )}
            <Group gap="md" pb={6}>
              <Checkbox
                label={t("filters.uncommented")}
                checked={uncommented}
                onChange={(e) => setUncommented(e.currentTarget.checked)}
              />
              <Checkbox
                label={t("filters.unrated")}
                checked={unrated}
                onChange={(e) => setUnrated(e.currentTarget.checked)}
              />
              <Checkbox
                label={t("filters.returned")}
                checked={returned}
                onChange={(e) => setReturned(e.currentTarget.checked)}
              />
            </Group>
          </>
        }
      />
      <EntryDrawer target={target} onClose={() => setTarget(null)} />
      <ReviewModal target={review} onChange={setReview} />
    </Stack>
  );
}
