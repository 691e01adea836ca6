import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled group of samples; its heading names the region. */
export function KitSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
