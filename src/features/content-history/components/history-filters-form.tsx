import { Button } from "@/components/ui/button";
import { Form, useZodForm } from "@/components/ui/form";
import { FormSelectField } from "@/components/ui/form-select-field";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { complianceArchiveCopy, watchedTables } from "@/content/content-history";
import { historyFilterFormSchema, noHistoryFilters, type HistoryFilterForm } from "../filters";

const copy = complianceArchiveCopy.filters;
const tableOptions = [
  { value: "all", label: copy.allTables },
  ...Object.entries(watchedTables).map(([value, label]) => ({ value, label })),
];

interface HistoryFiltersFormProps {
  /** The filters in force: the form shows them, and again whenever they change (the back button). */
  applied: HistoryFilterForm;
  onApply: (filters: HistoryFilterForm) => void;
}

/** The archive's filters: a table (or all) and a range of days; applied on submit, cleared at once. */
export function HistoryFiltersForm({ applied, onApply }: HistoryFiltersFormProps) {
  const form = useZodForm(historyFilterFormSchema, { values: applied });
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onApply)}
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(10rem,1fr)_1fr_1fr_auto] lg:items-start"
      >
        <FormSelectField
          control={form.control}
          name="table"
          label={copy.table}
          options={tableOptions}
        />
        <FormTextField control={form.control} name="fromDay" label={copy.from} type="date" />
        <FormTextField
          control={form.control}
          name="toDay"
          label={copy.to}
          description={copy.dayHint}
          type="date"
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1 lg:mt-[1.375rem]">
          <SubmitButton>{copy.apply}</SubmitButton>
          <Button variant="outline" onClick={() => onApply(noHistoryFilters)}>
            {copy.clear}
          </Button>
        </div>
      </form>
    </Form>
  );
}
