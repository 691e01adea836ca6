import { Button, SimpleGrid } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A card's charts as tables (their figures in words), shown and hidden by the button above them. */
export function ChartTables({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation("dashboard");
  const [shown, { toggle }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="sm"
        aria-expanded={shown}
        aria-controls={id}
        onClick={toggle}
      >
        {t(shown ? "chartTable.hide" : "chartTable.show")}
      </Button>
      {shown && (
        <SimpleGrid id={id} cols={{ base: 1, sm: 2 }} spacing="lg" mt="xs">
          {children}
        </SimpleGrid>
      )}
    </>
  );
}
