import { ShieldAlert } from "lucide-react";
import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import type { AccessCopy } from "@/content/admin/access";
import { paths } from "@/content/routes";
import { useAuth } from "./auth-provider";

export interface AccessDecision {
  granted: boolean;
  userId: string;
  /** The admin page asked for. */
  path: string;
}

interface RequireAdminProps {
  copy: AccessCopy;
  /** How long 'Access Denied' shows before the redirect to the home page. */
  deniedRedirectMs: number;
  /** Told once per signed-in user and page whether access was granted (for the security log). */
  onDecision?: (decision: AccessDecision) => void;
  children: ReactNode;
}

/**
 * The admin guard (spec §4): a spinner while the session or the role check is pending; the sign-in
 * page when nobody is signed in (which comes back here afterwards); 'Access Denied' and then the
 * home page for a signed-in user who is not an admin; the admin area for an admin.
 */
export function RequireAdmin({ copy, deniedRedirectMs, onDecision, children }: RequireAdminProps) {
  const { user, loading, isAdmin, checkingAdmin } = useAuth();
  const { pathname, search, hash } = useLocation();
  const decided = !loading && !checkingAdmin && user !== null;
  const userId = user?.id;

  const report = useEffectEvent((decision: AccessDecision) => onDecision?.(decision));
  // One report per user, page and outcome, also when StrictMode runs the effect twice.
  const lastReport = useRef<string>(undefined);
  useEffect(() => {
    if (!decided || !userId) return;
    const key = `${userId} ${pathname} ${isAdmin}`;
    if (lastReport.current === key) return;
    lastReport.current = key;
    report({ granted: isAdmin, userId, path: pathname });
  }, [decided, userId, pathname, isAdmin]);

  if (loading || checkingAdmin) {
    return (
      <main className="flex min-h-svh items-center justify-center">
        <Spinner label={copy.checking} />
      </main>
    );
  }
  if (!user)
    return <Navigate to={paths.admin.login.getHref(`${pathname}${search}${hash}`)} replace />;
  if (!isAdmin) return <AccessDenied copy={copy.denied} redirectMs={deniedRedirectMs} />;
  return children;
}

function AccessDenied({ copy, redirectMs }: { copy: AccessCopy["denied"]; redirectMs: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), redirectMs);
    return () => clearTimeout(timer);
  }, [navigate, redirectMs]);

  return (
    <main className="flex min-h-svh items-center justify-center bg-navy-50/60 px-5">
      <div
        role="alert"
        className="w-full max-w-md rounded-lg border border-destructive/30 bg-white p-8 text-center shadow-card"
      >
        <ShieldAlert className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-display-sm">{copy.title}</h1>
        <p className="mt-3 text-navy-800">{copy.description}</p>
        <p className="mt-2 text-sm text-muted-foreground">{copy.redirecting}</p>
        <Link
          to={paths.home}
          replace
          className="mt-6 inline-block text-sm font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-950"
        >
          {copy.homeLink}
        </Link>
      </div>
    </main>
  );
}
