import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

type StateBadgeSpec<S extends string> = {
  /** The locale namespace and the key under which each state has its words (`<key>.<state>`). */
  namespace: string;
  key: string;
  colors: Record<S, string>;
  /** The colour of a state the map does not know (a value the API added later). */
  fallback?: string;
} & Pick<BadgeProps, "variant" | "size" | "tt"> & { "data-testid"?: string };

/**
 * The one shape of a record's state badge: the module's colour for each state and its words for it, so a
 * module states only its colours and where its words live.
 */
export function stateBadge<S extends string>({
  namespace,
  key,
  colors,
  fallback,
  ...badge
}: StateBadgeSpec<S>) {
  return function StateBadge({ state }: { state: S }) {
    const { t } = useTranslation(namespace);
    return (
      <Badge variant="light" {...badge} color={colors[state] ?? fallback}>
        {t(`${key}.${state}`, { defaultValue: fallback ? state : undefined })}
      </Badge>
    );
  };
}
