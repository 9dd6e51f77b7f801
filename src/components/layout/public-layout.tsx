import { Outlet, ScrollRestoration } from "react-router-dom";

// Placeholder until the navigation and footer are built.
export function PublicLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
