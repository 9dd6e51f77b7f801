import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/utils";
import { fieldClassName } from "./field-styles";

export const Input = ({
  className,
  type = "text",
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) => (
  <input ref={ref} type={type} className={cn(fieldClassName, "flex h-11", className)} {...props} />
);
