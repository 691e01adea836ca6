import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";

type InEffectProps = { title: string; testId: string; items: { label: string; value: string }[] };

/** A read-only summary of the setup block the client holds (what the rest of the app uses). */
export function InEffect({ title, testId, items }: InEffectProps) {
  return (
    <Paper withBorder p="md" bg="gray.0" data-testid={testId}>
      <Stack gap="xs">
        <Title order={3}>{title}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4}>
          {items.map((item) => (
            <Text key={item.label} size="sm" data-testid={`${testId}-item`}>
              <Text span c="dimmed">
                {item.label}:
              </Text>{" "}
              <Text span fw={600}>
                {item.value}
              </Text>
            </Text>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
