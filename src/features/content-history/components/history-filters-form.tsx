import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { FormTextField } from "@/components/ui/form-text-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { complianceArchiveCopy, watchedTables } from "@/content/content-history";
import { historyFilterFormSchema, noHistoryFilters, type HistoryFilterForm } from "../filters";

const copy = complianceArchiveCopy.filters;

interface HistoryFiltersFormProps {
  /** The filters in force: the form shows them, and again whenever they change (the back button). */
  applied: HistoryFilterForm;
  onApply: (filters: HistoryFilterForm) => void;
}

/** The archive's filters: a table (or all) and a range of days; applied on submit, cleared at once. */
export function HistoryFiltersForm({ applied, onApply }: HistoryFiltersFormProps) {
  const form = useForm<HistoryFilterForm>({
    resolver: zodResolver(historyFilterFormSchema),
    values: applied,
  });
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onApply)}
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(10rem,1fr)_1fr_1fr_auto] lg:items-start"
      >
        <FormField
          control={form.control}
          name="table"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{copy.table}</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value="all">{copy.allTables}</SelectItem>
                  {Object.entries(watchedTables).map(([table, label]) => (
                    <SelectItem key={table} value={table}>
                      {label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
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
          <Button type="submit">{copy.apply}</Button>
          <Button variant="outline" onClick={() => onApply(noHistoryFilters)}>
            {copy.clear}
          </Button>
        </div>
      </form>
    </Form>
  );
}
