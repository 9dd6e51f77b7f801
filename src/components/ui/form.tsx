import { zodResolver } from "@hookform/resolvers/zod";
import { Slot } from "@radix-ui/react-slot";
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type HTMLAttributes,
  type Ref,
} from "react";
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "@/lib/zod";
import { cn } from "@/lib/utils";
import { Label } from "./label";

// The one form kit (shadcn/ui's pattern, our own code): a react-hook-form form whose schema is zod
// (useZodForm), and per field a FormItem holding FormLabel, FormControl (the input, select, switch
// or file drop area), an optional FormDescription and the FormMessage. The kit wires the ids:
// the label names the control, and the control is described by the description and, once the field
// is invalid, by the message, with aria-invalid set.
//
//   const form = useZodForm(loginSchema, { defaultValues: { email: "", password: "" } });
//   <Form {...form}>
//     <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
//       <FormField control={form.control} name="email" render={({ field }) => (
//         <FormItem>
//           <FormLabel>Email</FormLabel>
//           <FormControl><Input type="email" {...field} /></FormControl>
//           <FormMessage />
//         </FormItem>
//       )} />

/** A form as the schema reads it: the fields hold its input, a valid submit hands over its output. */
export type ZodForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/** react-hook-form's useForm validated by `schema`; a schema that changes checks from then on. */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options?: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, "resolver">,
): ZodForm<Schema> {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useForm({ ...options, resolver });
}

export const Form = FormProvider;

const FormFieldContext = createContext<{ name: string } | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  const value = useMemo(() => ({ name: props.name }), [props.name]);
  return (
    <FormFieldContext.Provider value={value}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
}

const FormItemContext = createContext<FormItemContextValue | null>(null);

/** The field's state and the ids that tie its label, control, description and message together. */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  // Throwing ends the render, so the hooks below still run in the same order on every render.
  if (!field || !item)
    throw new Error("useFormField must be used within <FormField> and <FormItem>");
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  return {
    name: field.name,
    controlId: `${item.id}-control`,
    descriptionId: item.hasDescription ? `${item.id}-description` : undefined,
    messageId: `${item.id}-message`,
    ...fieldState,
  };
}

export const FormItem = ({
  className,
  ref,
  ...props
}: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) => {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  const value = useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div ref={ref} className={cn("grid gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
};

export const FormLabel = ({ className, ref, ...props }: ComponentProps<typeof Label>) => {
  const { controlId, error } = useFormField();
  return (
    <Label
      ref={ref}
      htmlFor={controlId}
      className={cn(error && "text-destructive", className)}
      {...props}
    />
  );
};

/** Passes the control's id and ARIA wiring to its one child (Input, Textarea, SelectTrigger, ...). */
export const FormControl = ({ ref, ...props }: ComponentProps<typeof Slot>) => {
  const { controlId, descriptionId, messageId, error } = useFormField();
  const describedBy = [descriptionId, error ? messageId : undefined].filter(Boolean).join(" ");
  return (
    <Slot
      ref={ref}
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
};

export const FormDescription = ({
  className,
  ref,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { ref?: Ref<HTMLParagraphElement> }) => {
  const item = useContext(FormItemContext);
  if (!item) throw new Error("FormDescription must be used within <FormItem>");
  const { setHasDescription } = item;
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      ref={ref}
      id={`${item.id}-description`}
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
};

/** The field's error message (zod's, from the resolver); renders nothing while the field is valid. */
export const FormMessage = ({
  className,
  children,
  ref,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { ref?: Ref<HTMLParagraphElement> }) => {
  const { error, messageId } = useFormField();
  const body = error?.message ?? children;
  if (!body) return null;
  return (
    <p
      ref={ref}
      id={messageId}
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {body}
    </p>
  );
};
