import { ShieldAlert } from "lucide-react";
import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { AdminShellSkeleton } from "@/components/layout/admin/admin-shell-skeleton";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import type { AccessCopy } from "@/content/admin/access";
import { paths } from "@/content/routes";
import { useSignOut } from "../api/sign-out";
import { useAuth } from "./auth-provider";

export interface AccessDecision {
  granted: boolean;
  userId: string;
  /** The admin page asked for. */
  path: string;
}

interface RequireAdminProps {
  copy: AccessCopy;
  /** Told once per signed-in user and page whether access was granted (for the security log). */
  onDecision?: (decision: AccessDecision) => void;
  children: ReactNode;
}

/**
 * The admin guard: the shell's skeleton while the session, the role check or the
 * assurance level is pending; the sign-in page when nobody is signed in, and for an admin whose
 * token is not aal2 yet (it asks for the second step, then comes back here); 'Access Denied', with
 * 'Sign out' and 'Go to the home page', for a signed-in user who is not an admin; the admin area for
 * an admin at aal2. The level is the access token's, the one the database's policies read.
 */
export function RequireAdmin({ copy, onDecision, children }: RequireAdminProps) {
  const { user, loading, isAdmin, checkingAdmin, atAal2 } = useAuth();
  const { pathname, search, hash } = useLocation();
  // An admin below aal2 is sent to the second step: no decision yet.
  const decided = !loading && !checkingAdmin && user !== null && (!isAdmin || atAal2);
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

  if (loading || checkingAdmin) return <AdminShellSkeleton label={copy.checking} />;
  const login = <Navigate to={paths.admin.login.getHref(`${pathname}${search}${hash}`)} replace />;
  if (!user) return login;
  if (!isAdmin) return <AccessDenied copy={copy.denied} />;
  if (!atAal2) return login;
  return children;
}

/**
 * Says one thing, with the focus on it, and offers both ways on: another account, or the public site.
 */
function AccessDenied({ copy }: { copy: AccessCopy["denied"] }) {
  const signOut = useSignOut();
  // The focus starts on the message's title (not on the body): Tab goes on to its two ways out.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  return (
    <main className="flex min-h-svh items-center justify-center bg-navy-50/60 px-5">
      <Alert variant="destructive" role="alert" className="w-full max-w-md p-8 shadow-card">
        <ShieldAlert aria-hidden="true" className="mt-2" />
        <AlertTitle asChild>
          <Heading level={1} size="display-sm" ref={title} tabIndex={-1} className="rounded-sm">
            {copy.title}
          </Heading>
        </AlertTitle>
        <AlertDescription className="mt-2 gap-6 text-base">
          <p>{copy.description}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="button"
              variant="outline"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {copy.signOut}
            </Button>
            <Link to={paths.home} replace className={buttonVariants()}>
              {copy.homeLink}
            </Link>
          </div>
        </AlertDescription>
      </Alert>
    </main>
  );
}
