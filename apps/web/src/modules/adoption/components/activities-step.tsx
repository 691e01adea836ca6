import { Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import type { TAdoptionActivity } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { type AdoptionChoice, toggleActivity, toggleMilestone } from "../adoption-choice";
import { AdoptedBadge } from "./adopted-badge";

type ActivitiesStepProps = {
  adoptable: TAdoptionActivity[];
  other: TAdoptionActivity[];
  choice: AdoptionChoice;
  onChange: (choice: AdoptionChoice) => void;
};

/**
 * Step 3: the activities of the blueprint. Adoptable ones (something left to adopt) are ticked with
 * their milestones; the others are adopted in full already and only shown.
 */
export function ActivitiesStep({ adoptable, other, choice, onChange }: ActivitiesStepProps) {
  const { t } = useTranslation("adoption");
  const selectAll = () =>
    onChange(adoptable.reduce((next, activity) => toggleActivity(next, activity, true), choice));
  const clear = () => onChange({ ...choice, activityIds: [], milestoneIds: [] });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={4}>{t("activities.adoptable")}</Title>
        <Group gap="xs">
          <Button size="xs" variant="light" disabled={adoptable.length === 0} onClick={selectAll}>
            {t("actions.selectAll")}
          </Button>
          <Button size="xs" variant="subtle" disabled={choice.activityIds.length === 0} onClick={clear}>
            {t("actions.clear")}
          </Button>
        </Group>
      </Group>
      {adoptable.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="adoptable-empty">
          {t("activities.adoptableEmpty")}
        </Text>
      ) : (
        adoptable.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} choice={choice} onChange={onChange} />
        ))
      )}
      <Title order={4}>{t("activities.other")}</Title>
      {other.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("activities.otherEmpty")}
        </Text>
      ) : (
        other.map((activity) => <ActivityCard key={activity.id} activity={activity} />)
      )}
    </Stack>
  );
}

type ActivityCardProps = {
  activity: TAdoptionActivity;
  /** Left out for activities adopted in full: nothing to tick. */
  choice?: AdoptionChoice;
  onChange?: (choice: AdoptionChoice) => void;
};

function ActivityCard({ activity, choice, onChange }: ActivityCardProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  const label = `${fmt.digits(activity.point_no)} ${activity.title}`;
  const partly = activity.adopted_id !== null && activity.milestones.some((m) => m.adopted_id === null);
  const state = activity.adopted_id === null ? "notAdopted" : partly ? "partly" : "adopted";
  return (
    <Card withBorder padding="sm" data-testid={`adoption-activity-${activity.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {choice && onChange ? (
          <Checkbox
            label={label}
            checked={choice.activityIds.includes(activity.id)}
            onChange={(event) => onChange(toggleActivity(choice, activity, event.currentTarget.checked))}
          />
        ) : (
          <Text size="sm" fw={500}>
            {label}
          </Text>
        )}
        <AdoptedBadge state={state} />
      </Group>
      <Text size="xs" c="dimmed" mt={4} ml={choice ? 30 : 0}>
        {t("activities.office", { office: fmt.name(activity.nikaya.name, activity.nikaya.name_np) })}
      </Text>
      <Stack gap={4} mt="xs" ml={30}>
        {activity.milestones.length === 0 && (
          <Text size="xs" c="dimmed">
            {t("activities.noMilestones")}
          </Text>
        )}
        {activity.milestones.map((m) => {
          const milestoneLabel = `${fmt.digits(m.code)} ${m.title} (${t("activities.months", {
            from: fmt.fiscalMonth(m.start_month),
            to: fmt.fiscalMonth(m.end_month),
            target: fmt.number(m.annual_target),
          })})`;
          return (
            <Group key={m.id} gap="xs" wrap="nowrap">
              {choice && onChange && m.adopted_id === null ? (
                <Checkbox
                  size="xs"
                  label={milestoneLabel}
                  checked={choice.milestoneIds.includes(m.id)}
                  onChange={(event) =>
                    onChange(toggleMilestone(choice, activity, m.id, event.currentTarget.checked))
                  }
                />
              ) : (
                <Text size="xs">{milestoneLabel}</Text>
              )}
              {m.adopted_id !== null && <AdoptedBadge state="adopted" />}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
