/** The background a layout block sits on, so it can pick readable text colours. */
export type Surface = "light" | "dark";
