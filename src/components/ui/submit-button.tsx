import type { Ref } from "react";
import { BusyButton, type BusyButtonProps } from "./busy-button";

export type SubmitButtonProps = Omit<BusyButtonProps, "type">;

/** A form's submit button: a BusyButton, so it keeps the focus while the form is being sent. */
export const SubmitButton = (props: SubmitButtonProps & { ref?: Ref<HTMLButtonElement> }) => (
  <BusyButton type="submit" {...props} />
);
