import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { keepFocusThatMovedOn } from "@/components/ui/focus-return";
import { shellCopy } from "@/content/admin/shell";
import { paths } from "@/content/routes";

/** The header's account menu: 'Profile Settings' and 'Sign out'. */
export function ProfileMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const { profileMenu } = shellCopy;
  const initial = email.charAt(0).toUpperCase() || "?";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-10 gap-2 px-2">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
          >
            {initial}
          </span>
          <span className="sr-only">{profileMenu.label}, </span>
          <span className="hidden max-w-[16rem] truncate text-sm font-medium sm:inline">
            {email}
          </span>
          <span className="sr-only sm:hidden">{email}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      {/* 'Profile Settings' navigates: the new page's heading keeps the focus the menu would take back. */}
      <DropdownMenuContent align="end" className="w-60" onCloseAutoFocus={keepFocusThatMovedOn}>
        <DropdownMenuLabel>
          <span className="block text-xs text-muted-foreground">{profileMenu.signedInAs}</span>
          <span className="block truncate font-medium">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.admin.profile.getHref()}>
            <UserRound aria-hidden="true" />
            {profileMenu.profileSettings}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {profileMenu.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
