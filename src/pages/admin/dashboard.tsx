import { AdminPageHeading } from "@/components/layout/admin/admin-page";
import { Heading } from "@/components/ui/heading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { dashboardCopy } from "@/content/admin/dashboard";
import { adminPageCopy } from "@/content/admin/pages";
import { useAuth } from "@/features/auth";
import { PersonName, StampAge } from "@/features/content-history";
import { formatInstant } from "@/lib/instants";
import { MetricCards, TrafficOverview, UpcomingTasks } from "@/features/dashboard";
import { FormCrsAge } from "@/features/legal-documents/admin";
import { ExportSubscribersButton } from "@/features/newsletter/admin";
import { RecentActivity } from "@/features/security-events/admin";
import { SiteStatus } from "@/features/site-content/admin";
import { useTabParam } from "./use-tab-param";

const { traffic } = dashboardCopy;

export default function DashboardPage() {
  // The period is kept in the URL (?tab=90), so a reload or a shared link shows the same figures.
  const [period, selectPeriod] = useTabParam(traffic.periods);
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <AdminPageHeading copy={adminPageCopy.dashboard} />
        </div>
        <ExportSubscribersButton copy={dashboardCopy.export} />
      </div>
      <div className="mt-8 grid grid-cols-1 gap-6">
        <SiteStatus formatTime={formatInstant} />
        <section aria-labelledby="traffic-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <Heading level={2} size="2xl" id="traffic-heading" className="font-semibold">
                {traffic.heading}
              </Heading>
              <p className="text-sm text-muted-foreground">{traffic.description}</p>
            </div>
          </div>
          <Tabs value={period} onValueChange={selectPeriod} className="mt-4">
            <TabsList aria-label={traffic.periodsLabel}>
              {traffic.periods.map((option) => (
                <TabsTrigger key={option.value} value={option.value}>
                  {option.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {traffic.periods.map((option) => (
              <TabsContent key={option.value} value={option.value}>
                <TrafficOverview days={option.days} copy={traffic} />
              </TabsContent>
            ))}
          </Tabs>
        </section>
        <MetricCards copy={dashboardCopy.metrics} />
        <div className="grid gap-6 lg:grid-cols-2">
          <FormCrsAge copy={dashboardCopy.formCrs} />
          <StampAge copy={dashboardCopy.stampAge} />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <RecentActivity
            copy={dashboardCopy.activity}
            signedInUserId={user?.id}
            renderPerson={(userId) => <PersonName userId={userId} />}
          />
          <UpcomingTasks copy={dashboardCopy.tasks} />
        </div>
      </div>
    </div>
  );
}
