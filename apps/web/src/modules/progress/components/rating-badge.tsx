import { Badge, VisuallyHidden } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

/** The highest rating the secretary gives (ZProgressRate). */
const RATING_MAX = 5;

/**
 * A rating as a star and `४/५`: short enough for the narrowest column in both languages, while the
 * column title names it and the tooltip and screen readers get the whole phrase.
 */
export function RatingBadge({ rating }: { rating: number }) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const label = t("review.ratingOutOf", { rating: fmt.number(rating), max: fmt.number(RATING_MAX) });
  return (
    <Badge
      tt="none"
      variant="light"
      color="yellow"
      leftSection={<IconStarFilled size={11} aria-hidden />}
      title={label}
      data-testid="rating-badge"
    >
      <span aria-hidden>
        {fmt.number(rating)}/{fmt.number(RATING_MAX)}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}
