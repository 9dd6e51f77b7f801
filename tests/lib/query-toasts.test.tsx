// A query's failure toast, declared in its meta and shown by the query client's QueryCache: the
// person sees it once per failed load, and a query that declares none shows none.
import { QueryCache, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryToastHandlers } from "@/lib/query-toasts";

function Loader({ name, declares }: { name: string; declares: boolean }) {
  const { error } = useQuery({
    queryKey: [name],
    queryFn: () => Promise.reject(new Error(`${name}: the server said no`)),
    retry: false,
    meta: declares
      ? { loadFailed: (failure) => ({ title: "Could not load", description: failure.message }) }
      : undefined,
  });
  return <p>{error ? `${name} failed` : `${name} loading`}</p>;
}

function renderLoaders() {
  const client = new QueryClient({ queryCache: new QueryCache(queryToastHandlers) });
  render(
    <QueryClientProvider client={client}>
      <Loader name="documents" declares />
      <Loader name="settings" declares={false} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("a query's failure toast", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the declared toast once, with the failure's detail; a query that declares none shows none", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderLoaders();
    expect(await screen.findByText("documents: the server said no")).toBeVisible();
    expect(screen.getAllByText("Could not load")).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(
      "Could not load:",
      expect.objectContaining({ message: "documents: the server said no" }),
    );
    // The other query failed too (its screen says it in place), and no toast names it.
    expect(screen.getByText("settings failed")).toBeVisible();
    expect(screen.queryByText("settings: the server said no")).toBeNull();
  });
});
