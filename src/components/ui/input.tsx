import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/utils";
import { fieldClassName } from "./field-styles";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = "text", ...props }, ref) => (
    <input
      ref={ref}
      type={type}
      className={cn(fieldClassName, "flex h-11", className)}
      {...props}
    />
  ),
);
Input.displayName = "Input";
