import { useEffect } from "react";
import { Outlet } from "react-router-dom";
import { AuthProvider } from "@/features/auth";
import { followRecordedChanges } from "@/features/content-history";
import { DataProviders, queryClient } from "@/lib/data-providers";
import { AdminToaster } from "./admin-toaster";

/** Every /admin route: the auth state (only here, never on the public site) and no indexing. */
export default function AdminRoot() {
  // A save that the history records refreshes the history shown (content-history owns its keys).
  useEffect(() => followRecordedChanges(queryClient), []);
  return (
    <DataProviders toaster={<AdminToaster />}>
      <AuthProvider>
        {/* React puts it in <head>; robots.txt already asks crawlers to stay out of /admin. */}
        <meta name="robots" content="noindex, nofollow" />
        <Outlet />
      </AuthProvider>
    </DataProviders>
  );
}
