import {
  ActionIcon,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Input,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { ErrorState } from "../error-state";
import { ancestorIds, buildForest, searchVisible, subtreeIds, visibleRows } from "./office-tree-model";
import { officeTreeQuery } from "./office-tree-query";

/** About 300 px high with its own scroll (SPEC.md section 9). */
const DEFAULT_HEIGHT = 300;
const INDENT_PX = 20;

type OfficeTreeProps = {
  /** `single`: at most one office checked (checking another replaces it); `multi`: any number. */
  mode: "single" | "multi";
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label: string;
  description?: string;
  error?: string;
  withAsterisk?: boolean;
  /** This office and everything below it cannot be chosen (e.g. an office cannot be its own parent). */
  disabledSubtreeOf?: number;
  height?: number;
  /** Which offices the tree offers: the caller's own (default), or those the decision reports filter by. */
  purpose?: "decisions";
};

/**
 * The caller's offices as a tree with checkboxes (SPEC.md section 5): search by name in either
 * language (matches keep their ancestors), expand and collapse, single or multiple selection.
 */
export function OfficeTree({
  mode,
  value,
  onChange,
  label,
  description,
  error,
  withAsterisk,
  disabledSubtreeOf,
  height = DEFAULT_HEIGHT,
  purpose,
}: OfficeTreeProps) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const id = useId();
  const tree = useQuery(officeTreeQuery(purpose));
  const forest = useMemo(() => buildForest(tree.data ?? []), [tree.data]);
  const [term, setTerm] = useState("");
  // Tops of the tree start open, and so does the way down to what is already chosen.
  const [expanded, setExpanded] = useState<Set<number> | null>(null);
  const open = useMemo(
    () =>
      expanded ??
      new Set([
        ...forest.roots.map((root) => root.id),
        ...value.flatMap((chosen) => ancestorIds(forest, chosen)),
      ]),
    [expanded, forest, value],
  );

  const visible = useMemo(() => searchVisible(forest, term), [forest, term]);
  const rows = useMemo(() => visibleRows(forest, open, visible), [forest, open, visible]);
  const disabled = useMemo(
    () => (disabledSubtreeOf === undefined ? new Set<number>() : subtreeIds(forest, disabledSubtreeOf)),
    [forest, disabledSubtreeOf],
  );
  const chosen = new Set(value);

  const toggleOpen = (officeId: number) => {
    const next = new Set(open);
    if (next.has(officeId)) next.delete(officeId);
    else next.add(officeId);
    setExpanded(next);
  };

  const check = (officeId: number, checked: boolean) => {
    if (mode === "single") onChange(checked ? [officeId] : []);
    else onChange(checked ? [...value, officeId] : value.filter((v) => v !== officeId));
  };

  const body = () => {
    if (tree.isPending)
      return (
        <Center h="100%" py="lg">
          <Loader size="sm" aria-label={t("tree.loading")} />
        </Center>
      );
    if (tree.isError) return <ErrorState message={tree.error.message} onRetry={() => void tree.refetch()} />;
    if (rows.length === 0)
      return (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {term.trim() ? t("tree.noMatch") : t("tree.empty")}
        </Text>
      );
    return rows.map(({ node, depth, hasChildren, expanded: isOpen }) => {
      const name = fmt.name(node.name, node.name_np);
      return (
        <Group
          key={node.id}
          gap={4}
          wrap="nowrap"
          pl={depth * INDENT_PX}
          py={2}
          data-testid={`office-tree-node-${node.id}`}
        >
          {hasChildren && !visible ? (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-expanded={isOpen}
              aria-label={t(isOpen ? "tree.collapse" : "tree.expand", { name })}
              onClick={() => toggleOpen(node.id)}
            >
              {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <Box w={22} />
          )}
          <Checkbox
            size="xs"
            label={name}
            checked={chosen.has(node.id)}
            disabled={disabled.has(node.id)}
            onChange={(event) => check(node.id, event.currentTarget.checked)}
          />
          {node.code && (
            <Text size="xs" c="dimmed" aria-hidden>
              {fmt.digits(node.code)}
            </Text>
          )}
        </Group>
      );
    });
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      labelElement="div"
    >
      <Stack gap={6} mt={4}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            style={{ flex: 1 }}
            size="xs"
            aria-label={t("tree.search", { label })}
            placeholder={t("tree.searchPlaceholder")}
            leftSection={<IconSearch size={14} />}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
          />
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={Boolean(visible)}
            onClick={() => setExpanded(new Set(forest.children.keys()))}
          >
            {t("tree.expandAll")}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={Boolean(visible)}
            onClick={() => setExpanded(new Set())}
          >
            {t("tree.collapseAll")}
          </Button>
        </Group>
        <ScrollArea
          h={height}
          type="auto"
          offsetScrollbars
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{
            border: `1px solid ${error ? "var(--mantine-color-error)" : "var(--mantine-color-default-border)"}`,
            borderRadius: "var(--mantine-radius-sm)",
          }}
          p={6}
        >
          {body()}
        </ScrollArea>
      </Stack>
    </Input.Wrapper>
  );
}
