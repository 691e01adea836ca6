import { Alert, SimpleGrid, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TOtherSetting, type TOtherSettingUpdate, ZOtherSettingUpdate } from "@pragati/domain/contract";
import {
  EVIDENCE_FLAGS,
  type EvidenceFlag,
  LOCK_KEYS,
  type LockKey,
  NOTIFICATION_FLAGS,
  type NotificationFlag,
  SETTING_LIMIT_KEYS,
  SETTING_LIMITS,
  type SettingLimitKey,
} from "@pragati/domain/setup";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { useCan } from "../../../state/auth-store";
import { useSetupStore } from "../../../state/setup-store";
import { FiscalYearSelect } from "../../../ui/fiscal-year-select";
import { NumberInput } from "../../../ui/inputs/number-input";
import { QueryView } from "../../../ui/query-view";
import { otherSettingQuery, useUpdateOtherSetting } from "../queries";
import { InEffect } from "./in-effect";
import { FlagSwitch, SettingsForm, SettingsSection } from "./settings-form";

const LIMIT_LABELS: Record<SettingLimitKey, string> = {
  helper_limit: "otherSetting.helperLimit",
  reason_limit: "otherSetting.reasonLimit",
  description_limit: "otherSetting.descriptionLimit",
  treasury_gap_percent: "otherSetting.treasuryGapPercent",
  indicator_on_track_band: "otherSetting.indicatorOnTrackBand",
  quality_gap_percent: "otherSetting.qualityGapPercent",
  project_jump_threshold: "otherSetting.projectJumpThreshold",
};
const FLAG_LABELS: Record<NotificationFlag, string> = {
  pragati_notification: "otherSetting.pragatiNotification",
  comment_notification: "otherSetting.commentNotification",
  rating_notification: "otherSetting.ratingNotification",
};
const EVIDENCE_LABELS: Record<EvidenceFlag, string> = {
  evidence_for_decisions: "otherSetting.evidenceForDecisions",
  evidence_for_action_points: "otherSetting.evidenceForActionPoints",
  evidence_for_milestones: "otherSetting.evidenceForMilestones",
  evidence_for_project_jump: "otherSetting.evidenceForProjectJump",
};
const LOCK_LABELS: Record<LockKey, string> = {
  action_plan_lock: "otherSetting.actionPlanLock",
  ayojana_lock: "otherSetting.ayojanaLock",
  profile_lock: "otherSetting.profileLock",
  indicator_lock: "otherSetting.indicatorLock",
  contract_lock: "otherSetting.contractLock",
};

/** Route `other-setting`: loads the settings, then the form. */
export function OtherSettingForm() {
  const query = useQuery(otherSettingQuery());
  return <QueryView query={query}>{(data) => <OtherSettingFields initial={data} />}</QueryView>;
}

function OtherSettingFields({ initial }: { initial: TOtherSetting }) {
  const { t } = useTranslation("setup");
  const fmt = useFormat();
  const canManage = useCan("setup.manage");
  const canLock = useCan("lock.manage");
  const update = useUpdateOtherSetting();
  const between = (key: SettingLimitKey) =>
    t("errors.between", {
      min: fmt.number(SETTING_LIMITS[key].min),
      max: fmt.number(SETTING_LIMITS[key].max),
    });
  const limits = useForm<Record<SettingLimitKey, number | null>>({
    initialValues: Object.fromEntries(SETTING_LIMIT_KEYS.map((key) => [key, initial[key]])) as Record<
      SettingLimitKey,
      number
    >,
    validate: schemaValidate(ZOtherSettingUpdate, (field) => between(field as SettingLimitKey)),
  });
  const [flags, setFlags] = useState(
    () =>
      ({
        ...Object.fromEntries(NOTIFICATION_FLAGS.map((key) => [key, initial[key]])),
        allow_adoption: initial.allow_adoption,
        approved_only_default: initial.approved_only_default,
      }) as Record<NotificationFlag | "allow_adoption" | "approved_only_default", boolean>,
  );
  const [evidence, setEvidence] = useState(
    () =>
      Object.fromEntries(EVIDENCE_FLAGS.map((key) => [key, initial[key]])) as Record<EvidenceFlag, boolean>,
  );
  const [locks, setLocks] = useState(
    () => Object.fromEntries(LOCK_KEYS.map((key) => [key, initial[key]])) as Record<LockKey, boolean>,
  );

  // The schema has refused every empty or non-number limit before this runs.
  const submit = limits.onSubmit((checked) => {
    const body: TOtherSettingUpdate = {
      ...Object.fromEntries(SETTING_LIMIT_KEYS.map((key) => [key, checked[key] ?? 0])),
      ...flags,
      ...evidence,
      // Locks go only with the right to change them, for the fiscal year they were read for.
      ...(canLock ? { ...locks, lock_fiscal_year_id: initial.lock_fiscal_year_id } : {}),
    };
    update.mutate(body, {
      onSuccess: () => notifySuccess(t("otherSetting.saved")),
      onError: (error) => {
        const found = apiFieldErrors(error, SETTING_LIMIT_KEYS);
        if (isApiError(error) && error.status === 422 && Object.keys(found).length > 0) {
          limits.setErrors(found);
          return;
        }
        notifyError(error);
      },
    });
  });

  return (
    <SettingsForm
      onSubmit={submit}
      saveLabel={canManage ? t("otherSetting.save") : undefined}
      saving={update.isPending}
      inEffect={<OtherSettingInEffect />}
    >
      <SettingsSection title={t("otherSetting.limits")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {SETTING_LIMIT_KEYS.map((key) => (
            <NumberInput
              {...limits.getInputProps(key)}
              value={limits.values[key]}
              key={key}
              label={t(LIMIT_LABELS[key])}
              description={t("otherSetting.range", {
                min: fmt.number(SETTING_LIMITS[key].min),
                max: fmt.number(SETTING_LIMITS[key].max),
              })}
              required
              disabled={!canManage}
            />
          ))}
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection title={t("otherSetting.notifications")}>
        {NOTIFICATION_FLAGS.map((key) => (
          <FlagSwitch
            key={key}
            flag={key}
            label={t(FLAG_LABELS[key])}
            disabled={!canManage}
            values={flags}
            onChange={setFlags}
          />
        ))}
        <Title order={3} mt="sm">
          {t("otherSetting.adoption")}
        </Title>
        <FlagSwitch
          flag="allow_adoption"
          label={t("otherSetting.allowAdoption")}
          disabled={!canManage}
          values={flags}
          onChange={setFlags}
        />
        <Title order={3} mt="sm">
          {t("otherSetting.approvedFigures")}
        </Title>
        <FlagSwitch
          flag="approved_only_default"
          label={t("otherSetting.approvedOnlyDefault")}
          aria-describedby="approved-only-help"
          disabled={!canManage}
          values={flags}
          onChange={setFlags}
        />
        <Text size="sm" c="dimmed" id="approved-only-help">
          {t("otherSetting.approvedOnlyDefaultHelp")}
        </Text>
      </SettingsSection>
      <SettingsSection title={t("otherSetting.locks")} help={t("otherSetting.locksHelp")}>
        <FiscalYearSelect label={t("otherSetting.lockYear")} />
        <Text size="sm" c="dimmed" data-testid="lock-year-help">
          {t("otherSetting.lockYearHelp")}
        </Text>
        {!canLock && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t("otherSetting.locksAdminOnly")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {LOCK_KEYS.map((key) => (
            <FlagSwitch
              key={key}
              flag={key}
              label={t(LOCK_LABELS[key])}
              disabled={!canLock}
              values={locks}
              onChange={setLocks}
            />
          ))}
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection title={t("otherSetting.evidence")} help={t("otherSetting.evidenceHelp")}>
        {EVIDENCE_FLAGS.map((key) => (
          <FlagSwitch
            key={key}
            flag={key}
            label={t(EVIDENCE_LABELS[key])}
            disabled={!canManage}
            values={evidence}
            onChange={setEvidence}
          />
        ))}
      </SettingsSection>
    </SettingsForm>
  );
}

/** What the client's setup block holds now; it follows every save at once. */
function OtherSettingInEffect() {
  const { t } = useTranslation("setup");
  const fmt = useFormat();
  const setup = useSetupStore((s) => s.setup);
  if (!setup) return null;
  const onOff = (value: boolean) => t(value ? "otherSetting.on" : "otherSetting.off");
  return (
    <InEffect
      title={t("otherSetting.inEffect")}
      testId="other-setting-in-effect"
      items={[
        ...SETTING_LIMIT_KEYS.map((key) => ({ label: t(LIMIT_LABELS[key]), value: fmt.number(setup[key]) })),
        ...NOTIFICATION_FLAGS.map((key) => ({ label: t(FLAG_LABELS[key]), value: onOff(setup[key]) })),
        { label: t("otherSetting.allowAdoption"), value: onOff(setup.allow_adoption) },
        { label: t("otherSetting.approvedOnlyDefault"), value: onOff(setup.approved_only_default) },
        ...LOCK_KEYS.map((key) => ({
          label: t(LOCK_LABELS[key]),
          value: t(setup.lock_status[key] ? "otherSetting.locked" : "otherSetting.unlocked"),
        })),
        ...EVIDENCE_FLAGS.map((key) => ({ label: t(EVIDENCE_LABELS[key]), value: onOff(setup[key]) })),
      ]}
    />
  );
}
