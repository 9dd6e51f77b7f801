import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { LogoMark } from "@/components/layout/logo-mark";
import { usePageTitle } from "@/components/sections/use-page-title";
import { Spinner } from "@/components/ui/spinner";
import { accessCopy } from "@/content/admin/access";
import { loginCopy } from "@/content/admin/login";
import { firm } from "@/content/firm";
import { paths } from "@/content/routes";
import { isAdminQueryOptions, LoginForm, useAuth } from "@/features/auth";
import { adminEvents, useLogSecurityEvent } from "@/features/security-events";
import { adminRedirectTarget } from "@/lib/admin-redirect";

/** /admin/login: signs an admin in and goes on to the admin page they asked for (or the dashboard). */
export default function AdminLoginPage() {
  usePageTitle(loginCopy.pageTitle);
  const { user, loading, isAdmin, checkingAdmin } = useAuth();
  const [searchParams] = useSearchParams();
  const target = adminRedirectTarget(searchParams.get("redirectTo"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: logEvent } = useLogSecurityEvent();

  if (user && isAdmin) return <Navigate to={target} replace />;

  const signedIn = (signedInUser: { id: string }) => {
    // A sign-in is an admin's event to record (the database refuses it from anyone else); the
    // guard records a non-admin's visit as refused. The role check is the guard's own query.
    void queryClient.fetchQuery(isAdminQueryOptions(signedInUser.id)).then(
      (admin) => admin && logEvent(adminEvents.signIn()),
      () => undefined,
    );
    navigate(target, { replace: true });
  };

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-navy-950 px-5 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-lift sm:p-8">
        <div className="flex items-center gap-2.5">
          <LogoMark />
          <p className="font-display text-lg font-semibold text-navy-950">{firm.name}</p>
        </div>
        <h1 className="mt-6 text-display-sm">{loginCopy.heading}</h1>
        <p className="mt-1.5 text-muted-foreground">{loginCopy.description}</p>
        <div className="mt-6">
          {loading || (user && checkingAdmin) ? (
            <Spinner label={accessCopy.checking} className="py-10" />
          ) : (
            <LoginForm copy={loginCopy} onSignedIn={signedIn} />
          )}
        </div>
      </div>
      <Link
        to={paths.home}
        className="mt-6 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-navy-100 hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {loginCopy.backToSite}
      </Link>
    </main>
  );
}
