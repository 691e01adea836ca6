import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  type TProject,
  type TProjectBody,
  ZProjectBody,
} from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { useAuthStore } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { RecordDrawer } from "../../../ui/record-drawer";
import { useGuardedClose } from "../../../ui/unsaved-guard";
import type { RecordTarget } from "../../../ui/use-record-target";
import { districtsQuery, localLevelsQuery, provincesQuery } from "../../offices";
import { setupOptionsQuery } from "../../setup";
import {
  emptyProjectValues,
  formatProblems,
  PROJECT_FIELDS,
  PROJECT_STEPS,
  type ProjectField,
  type ProjectValues,
  projectBody,
  projectValues,
  schemaProblem,
} from "../project-form";
import { projectQuery, useSaveProject } from "../queries";
import { ProjectComponents } from "./project-components";
import { ProjectFiles } from "./project-files";
import { ProjectHistory } from "./project-history";
import { ProjectProgress } from "./project-progress";

/** Steps a read-only profile shows disabled; the history, files and progress steps decide for themselves. */
const PROFILE_STEPS = new Set<string>(PROJECT_STEPS.map((step) => step.key));

type ProjectFormDrawerProps = {
  /** The project to open, or a new one. */
  target: RecordTarget;
  /** Without `project.manage` the profile is shown, not edited. */
  readOnly: boolean;
};

/** Create, edit or view a project profile: a stepped form, and on a stored project its cost and time history. */
export function ProjectFormDrawer({ target, readOnly }: ProjectFormDrawerProps) {
  const { id: projectId, close: onClose } = target;
  const { t } = useTranslation("projects");
  const project = useQuery({ ...projectQuery(projectId ?? 0), enabled: target.opened && projectId !== null });

  return (
    <RecordDrawer
      opened={target.opened}
      onClose={onClose}
      title={
        projectId === null ? t("form.createTitle") : readOnly ? t("form.viewTitle") : t("form.editTitle")
      }
      record={project}
      isNew={projectId === null}
      create={() => <ProjectForm key="new" project={null} readOnly={false} onClose={onClose} />}
    >
      {(data) => <ProjectForm key={data.id} project={data} readOnly={readOnly} onClose={onClose} />}
    </RecordDrawer>
  );
}

type ProjectFormProps = { project: TProject | null; readOnly: boolean; onClose: () => void };

function ProjectForm({ project, readOnly, onClose }: ProjectFormProps) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const calendar = useCalendar();
  const fiscalYears = useFiscalYearStore((s) => s.fiscalYears);
  const currentYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const ownOffice = useAuthStore((s) => s.user?.nikaya?.id ?? null);
  const save = useSaveProject();
  const [step, setStep] = useState(0);

  const problemText = (field: ProjectField, problem: string) =>
    // The project's own kinds first; the kinds every form shares read the one pattern (common:validation).
    t([`form.errors.${problem}`, `common:validation.${problem}`], { field: t(`fields.${field}`) });
  const form = useForm<ProjectValues>({
    initialValues: project
      ? projectValues(project, fmt.digits)
      : emptyProjectValues({ fiscalYearId: currentYearId, officeId: ownOffice }),
    validate: (values) => {
      const errors: Record<string, string> = {};
      const fromSchema = schemaValidate<TProjectBody>(ZProjectBody, (path) => {
        const { field, problem } = schemaProblem(path, values);
        return problemText(field, problem);
      })(projectBody(values));
      for (const [path, message] of Object.entries(fromSchema))
        errors[path.split(".")[0]] ??= String(message);
      for (const [field, problem] of Object.entries(formatProblems(values, calendar)))
        errors[field] ??= problemText(field as ProjectField, problem);
      return errors;
    },
  });
  const values = form.values;
  const close = useGuardedClose(!readOnly && form.isDirty(), onClose);

  const types = useQuery(setupOptionsQuery("ayojana-type"));
  const sectors = useQuery(setupOptionsQuery("ayojana-sector"));
  const provinces = useQuery(provincesQuery());
  const districts = useQuery(districtsQuery(values.province_id));
  const localLevels = useQuery(localLevelsQuery(values.district_id));

  const firstStepWithError = (errors: Record<string, unknown>) =>
    PROJECT_STEPS.findIndex((s) => s.fields.some((field) => field in errors));

  /** "Next" never lets an invalid step through; the steps' own tabs still move freely, and Save checks all. */
  const next = () => {
    const fields = readOnly ? [] : (PROJECT_STEPS[step]?.fields ?? []);
    const invalid = fields.filter((field) => form.validateField(field).hasError);
    if (invalid.length > 0) {
      notifyError(t("common:validation.fix"));
      return;
    }
    setStep(step + 1);
  };

  const submit = form.onSubmit(
    (valid) => {
      save.mutate(
        { id: project?.id ?? null, body: projectBody(valid) },
        {
          onSuccess: () => {
            notifySuccess(t(project ? "toasts.updated" : "toasts.created"));
            onClose();
          },
          onError: (error) => {
            const errors = apiFieldErrors(error, PROJECT_FIELDS);
            form.setErrors(errors);
            const at = firstStepWithError(errors);
            if (at >= 0) setStep(at);
            notifyError(error);
          },
        },
      );
    },
    (errors) => {
      const at = firstStepWithError(errors);
      if (at >= 0) setStep(at);
      notifyError(t("common:validation.fix"));
    },
  );

  const named = (rows: { id: number; name: string; name_np: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: fmt.name(row.name, row.name_np) }));
  const idOf = (value: string | null) => (value ? Number(value) : null);
  const errorOf = (field: ProjectField) => {
    const error = form.errors[field];
    return typeof error === "string" ? error : undefined;
  };

  const choice = (
    field: ProjectField,
    data: { value: string; label: string }[],
    options: { required?: boolean; disabled?: boolean; onPick?: () => Partial<ProjectValues> } = {},
  ) => {
    const value = values[field];
    return (
      <Select
        label={t(`fields.${field}`)}
        withAsterisk={options.required}
        placeholder={t("form.choose")}
        searchable
        clearable={!options.required}
        nothingFoundMessage={t("form.nothingFound")}
        disabled={options.disabled}
        data={data}
        value={value === null ? null : String(value)}
        error={errorOf(field)}
        onChange={(picked) => {
          const isId = field.endsWith("_id") || field === "ward";
          form.setValues({ [field]: isId ? idOf(picked) : picked, ...options.onPick?.() });
          form.clearFieldError(field);
        }}
        comboboxProps={{ withinPortal: true }}
      />
    );
  };

  const text = (
    field: "name" | "code" | "phone" | "email" | "address",
    options: { required?: boolean } = {},
  ) => (
    <TextInput
      label={t(`fields.${field}`)}
      withAsterisk={options.required}
      placeholder={field === "phone" ? t("form.phonePlaceholder") : undefined}
      {...form.getInputProps(field)}
    />
  );

  const date = (field: "start_date" | "expected_end_date") => (
    <BsDateInput
      label={t(`fields.${field}`)}
      description={t("form.bsDateHint")}
      placeholder={fmt.bsDate("2082-04-01")}
      value={values[field]}
      error={errorOf(field)}
      onChange={(typed) => {
        form.setFieldValue(field, typed);
        form.clearFieldError(field);
      }}
    />
  );

  const lakh = (field: "initial_cost" | "total_expenditure", required: boolean) => (
    <NumberInput
      label={t(`fields.${field}`)}
      description={t("form.lakhHint")}
      withAsterisk={required}
      maxDecimals={2}
      maxDigits={10}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => {
        form.setFieldValue(field, value);
        form.clearFieldError(field);
      }}
    />
  );

  const mainSectors = (sectors.data ?? []).filter((s) => s.parent_id === null);
  const subSectors = (sectors.data ?? []).filter(
    (s) => s.parent_id !== null && s.parent_id === values.sector_id,
  );
  const wards = localLevels.data?.find((l) => l.id === values.local_level_id)?.wards ?? 0;
  const enumOptions = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const steps: { key: string; body: ReactNode }[] = [
    {
      key: "basic",
      body: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {choice(
            "fiscal_year_id",
            fiscalYears.map((fy) => ({ value: String(fy.id), label: fmt.name(fy.title, fy.title_np) })),
            { required: true },
          )}
          {text("name", { required: true })}
          {text("code")}
          {choice("status", enumOptions(PROJECT_STATUSES, "status"), { required: true })}
          {choice(
            "priority",
            PROJECT_PRIORITIES.map((value) => ({ value, label: value })),
          )}
          {text("phone")}
          {text("email")}
          {text("address")}
        </SimpleGrid>
      ),
    },
    {
      key: "classification",
      body: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {choice("type_id", named(types.data?.filter((item) => item.parent_id === null)), {
            required: true,
          })}
          {choice("sector_id", named(mainSectors), {
            required: true,
            onPick: () => ({ sub_sector_id: null }),
          })}
          {choice("sub_sector_id", named(subSectors), { disabled: values.sector_id === null })}
          <TagsInput
            label={t("fields.budget_sub_heads")}
            description={t("form.subHeadsHint")}
            value={values.budget_sub_heads}
            error={errorOf("budget_sub_heads")}
            onChange={(codes) => {
              form.setFieldValue("budget_sub_heads", codes);
              form.clearFieldError("budget_sub_heads");
            }}
          />
        </SimpleGrid>
      ),
    },
    {
      key: "location",
      body: (
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t("fields.area")}
            </Text>
            <SegmentedControl
              aria-label={t("fields.area")}
              data={enumOptions(["national", "office"] as const, "area")}
              value={values.area}
              onChange={(area) => form.setFieldValue("area", area as ProjectValues["area"])}
            />
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {choice("province_id", named(provinces.data), {
              onPick: () => ({ district_id: null, local_level_id: null, ward: null }),
            })}
            {choice("district_id", named(districts.data), {
              disabled: values.province_id === null,
              onPick: () => ({ local_level_id: null, ward: null }),
            })}
            {choice("local_level_id", named(localLevels.data), {
              disabled: values.district_id === null,
              onPick: () => ({ ward: null }),
            })}
            {choice(
              "ward",
              Array.from({ length: wards }, (_, i) => ({ value: String(i + 1), label: fmt.digits(i + 1) })),
              { disabled: values.local_level_id === null },
            )}
          </SimpleGrid>
        </Stack>
      ),
    },
    {
      key: "offices",
      body: (
        <Stack gap="md">
          <OfficeTree
            mode="single"
            withAsterisk
            label={t("fields.nikaya_id")}
            description={t("form.profilingOfficeHint")}
            value={values.nikaya_id === null ? [] : [values.nikaya_id]}
            error={errorOf("nikaya_id")}
            onChange={(ids) => {
              form.setFieldValue("nikaya_id", ids[0] ?? null);
              form.clearFieldError("nikaya_id");
            }}
          />
          <OfficeTree
            mode="multi"
            label={t("fields.office_ids")}
            description={t("form.implementingOfficesHint")}
            value={values.office_ids}
            error={errorOf("office_ids")}
            onChange={(ids) => {
              form.setFieldValue("office_ids", ids);
              form.clearFieldError("office_ids");
            }}
          />
        </Stack>
      ),
    },
    {
      key: "finance",
      body: (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {date("start_date")}
          {date("expected_end_date")}
          {lakh("initial_cost", true)}
          {lakh("total_expenditure", false)}
        </SimpleGrid>
      ),
    },
  ];
  if (project) steps.push({ key: "history", body: <ProjectHistory project={project} readOnly={readOnly} /> });
  if (project)
    steps.push({ key: "components", body: <ProjectComponents projectId={project.id} readOnly={readOnly} /> });
  steps.push({ key: "files", body: <ProjectFiles project={project} readOnly={readOnly} /> });
  if (project)
    steps.push({
      key: "progress",
      body: <ProjectProgress projectId={project.id} officeId={project.nikaya.id} />,
    });
  const last = steps.length - 1;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect>
          {steps.map((s) => (
            <Stepper.Step key={s.key} label={t(`form.steps.${s.key}`)}>
              <fieldset
                disabled={readOnly && PROFILE_STEPS.has(s.key)}
                style={{ border: 0, padding: 0, margin: 0 }}
              >
                {s.body}
              </fieldset>
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={close}>
            {t(readOnly ? "actions.close" : "actions.cancel")}
          </Button>
          <Group gap="sm">
            <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {t("actions.back")}
            </Button>
            {step < last && (
              <Button variant="light" onClick={next}>
                {t("actions.next")}
              </Button>
            )}
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {t("actions.save")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
