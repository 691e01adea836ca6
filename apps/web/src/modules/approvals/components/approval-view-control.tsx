import { SegmentedControl, Stack, Text } from "@mantine/core";
import { ALL_OFFICE_ROLES, isRoleSlug } from "@pragati/domain/access";
import { APPROVAL_VIEWS, type ApprovalView } from "@pragati/domain/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { roleSlugOf, useAuthStore } from "../../../state/auth-store";
import { useSetupStore } from "../../../state/setup-store";

/**
 * The view figures follow when the screen names none, as the API decides it: approved only for a role
 * that sees every office when admin's `approved_only_default` is on, else all.
 */
export function useDefaultApprovalView(): ApprovalView {
  const slug = useAuthStore((s) => roleSlugOf(s.role));
  const approvedOnly = useSetupStore((s) => s.setup?.approved_only_default ?? false);
  return approvedOnly && slug !== null && isRoleSlug(slug) && ALL_OFFICE_ROLES.includes(slug)
    ? "approved"
    : "all";
}

/** "Months: All, marked / Approved only": which offices' months the figures count. */
export function ApprovalViewControl({
  value,
  onChange,
}: {
  value: ApprovalView;
  onChange: (view: ApprovalView) => void;
}) {
  const { t } = useTranslation("approvals");
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {t("view.label")}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        data={APPROVAL_VIEWS.map((view) => ({ value: view, label: t(`view.${view}`) }))}
        value={value}
        onChange={(next) => onChange(APPROVAL_VIEWS.find((view) => view === next) ?? "all")}
      />
    </Stack>
  );
}
