import { Checkbox, Group } from "@mantine/core";
import type { TProgressEntry } from "@pragati/domain/contract";
import { IconArrowBackUp, IconMessageStar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { RowAction } from "../../../ui/data-table/row-actions";
import { Screen } from "../../../ui/page-header";
import { EntryDrawer, type EntryTarget } from "../components/entry-drawer";
import { EntryTable } from "../components/entry-table";
import { MonthOfficeFilters } from "../components/month-office-filters";
import { type ReviewKind, ReviewModal, type ReviewTarget } from "../components/review-modal";

/** Route `rate-activity`: the secretary comments on, rates and sends back entries of their subtree. */
export default function RateActivityPage() {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const canComment = useCan("progress.comment");
  const canRate = useCan("progress.rate");
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
    <Screen words={["progress", "rate"]}>
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
            <MonthOfficeFilters
              month={month}
              onMonthChange={setMonth}
              nikayaId={nikayaId}
              onNikayaChange={setNikayaId}
            />
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
    </Screen>
  );
}
