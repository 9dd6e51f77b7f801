import { AdminPageHeading } from "@/components/layout/admin/admin-page";
import { dashboardCopy } from "@/content/admin/dashboard";
import { adminPageCopy } from "@/content/admin/pages";
import {
  ExportSubscribersButton,
  MetricCards,
  RecentActivity,
  UpcomingTasks,
} from "@/features/dashboard";
import { FormCrsAge } from "@/features/legal-documents/admin";

export default function DashboardPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <AdminPageHeading copy={adminPageCopy.dashboard} />
        </div>
        <ExportSubscribersButton copy={dashboardCopy.export} />
      </div>
      <div className="mt-8 grid gap-6">
        <MetricCards copy={dashboardCopy.metrics} />
        <FormCrsAge copy={dashboardCopy.formCrs} />
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentActivity copy={dashboardCopy.activity} />
          <UpcomingTasks copy={dashboardCopy.tasks} />
        </div>
      </div>
    </div>
  );
}
