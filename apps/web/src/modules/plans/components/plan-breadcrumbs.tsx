import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PLANS_POLICY_PATH } from "../paths";

export type Crumb = { label: string; to?: string };

/** Policies and programs > policy > budget head > activity > ...: the way back up the plan. */
export function PlanBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation("plans");
  const all: Crumb[] = [{ label: t("policies.title"), to: `/${PLANS_POLICY_PATH}` }, ...items];
  return (
    <nav aria-label={t("breadcrumbs.label")}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: "wrap" }}>
        {all.map((crumb, index) =>
          crumb.to && index < all.length - 1 ? (
            <Anchor key={`${index}-${crumb.label}`} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text
              key={`${index}-${crumb.label}`}
              size="sm"
              c="dimmed"
              aria-current={index === all.length - 1 ? "page" : undefined}
            >
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
