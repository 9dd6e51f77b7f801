import { useSearchParams } from "react-router-dom";

/** The query parameter that keeps an admin page's selected tab in the URL (?tab=resources). */
export const TAB_PARAM = "tab";

/**
 * The selected tab, read from and written to the URL, so a reload or a shared link keeps it; an
 * unknown or missing value is the first tab.
 */
export function useTabParam<Tab extends string>(tabs: readonly { value: Tab }[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const tab = tabs.find((candidate) => candidate.value === requested)?.value ?? tabs[0]!.value;
  const select = (value: string) =>
    setSearchParams(
      (params) => {
        params.set(TAB_PARAM, value);
        return params;
      },
      { replace: true },
    );
  return [tab, select] as const;
}
