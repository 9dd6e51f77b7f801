import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/utils";
import { fieldClassName } from "./field-styles";

export const Textarea = ({
  className,
  rows = 4,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) => (
  <textarea
    ref={ref}
    rows={rows}
    className={cn(fieldClassName, "min-h-24 py-2.5", className)}
    {...props}
  />
);
