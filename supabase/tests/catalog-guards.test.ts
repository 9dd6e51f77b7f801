// Guards read from the catalog, so a later migration cannot quietly weaken the security model:
// row-level security everywhere, pinned search paths, exactly the grants the policy matrix needs,
// admin policies only for signed-in users, and the Supabase baseline's helpers and defaults.
import { describe, expect, test } from "vitest";
import type { Queryable } from "../local/db/database";
import { anon } from "./support/actors";
import {
  attempt,
  backends,
  expectRefused,
  rolledBackIn,
  useSeededDatabase,
} from "./support/database";

const apiRoles = "('anon', 'authenticated', 'service_role')";

/** What the admin's site settings form may change (the pictures: their uploads' public URLs). */
const siteSettingsColumns = [
  "site_name",
  "site_description",
  "company_tagline",
  "facebook_url",
  "twitter_url",
  "linkedin_url",
  "twitter_handle",
  "copyright_text",
  "newsletter_heading",
  "newsletter_description",
  "logo_url",
  "footer_logo_url",
  "favicon_url",
];

/** What the service role's publication inserts (public.page_versions), with its answers to the
 * Marketing Rule check's warnings; the database numbers and stamps the rest. Admins change pages
 * only through the page calls (intake.change_site_page). */
/** What everyone reads of the site settings, column by column: every column but the adviser's
 * answers to the Marketing Rule check, which an admin at aal2 reads through site_settings_answers(). */
const siteSettingsPublicColumns = ["id", "updated_at", ...siteSettingsColumns];

/** What an admin writes of a resource (the user_id only when adding it). */
const resourceColumns = [
  "title",
  "description",
  "category",
  "url",
  "thumbnail_url",
  "is_featured",
  "user_id",
];

const pageVersionColumns = ["page_key", "content", "restored_from", "marketing_rule_answers"];

/** The grants design.md's matrix needs, and nothing else ("role PRIVILEGE table[.column]"). */
const expectedGrants = [
  "anon SELECT legal_documents",
  "authenticated SELECT content_history",
  "service_role SELECT content_history",
  "authenticated SELECT legal_documents",
  ...[
    "name",
    "document_type",
    "file_path",
    "file_size",
    "mime_type",
    "sha256",
    "material_changes",
  ].map((column) => `authenticated INSERT legal_documents.${column}`),
  "authenticated UPDATE legal_documents.is_active",
  // Everyone reads the featured resources column by column, all but the adviser's answers to the
  // Marketing Rule check, which an admin at aal2 reads through resource_answers().
  ...["anon", "authenticated"].flatMap((role) =>
    [...resourceColumns, "id", "created_at"].map(
      (column) => `${role} SELECT recommended_resources.${column}`,
    ),
  ),
  "authenticated DELETE recommended_resources",
  ...[...resourceColumns, "marketing_rule_answers"].map(
    (column) => `authenticated INSERT recommended_resources.${column}`,
  ),
  ...[...resourceColumns.filter((column) => column !== "user_id"), "marketing_rule_answers"].map(
    (column) => `authenticated UPDATE recommended_resources.${column}`,
  ),
  "authenticated SELECT security_events",
  "authenticated SELECT user_roles",
  // The admins' names as the archive shows them: each admin writes their own (save_admin_profile).
  "authenticated SELECT admin_profiles",
  "service_role SELECT admin_profiles",
  "authenticated INSERT admin_profiles.user_id",
  "authenticated INSERT admin_profiles.full_name",
  "authenticated UPDATE admin_profiles.full_name",
  "authenticated UPDATE admin_profiles.updated_at",
  ...["anon", "authenticated"].flatMap((role) =>
    siteSettingsPublicColumns.map((column) => `${role} SELECT site_settings.${column}`),
  ),
  ...[...siteSettingsColumns, "marketing_rule_answers"].map(
    (column) => `authenticated UPDATE site_settings.${column}`,
  ),
  "service_role SELECT site_settings",
  "service_role UPDATE site_settings",
  "authenticated SELECT newsletter_subscribers",
  "authenticated SELECT website_analytics",
  ...[
    "analytics_daily",
    "analytics_daily_pages",
    "analytics_daily_sources",
    "analytics_settings",
  ].flatMap((table) => [`authenticated SELECT ${table}`, `service_role SELECT ${table}`]),
  "service_role SELECT legal_documents",
  "service_role INSERT legal_documents",
  "service_role UPDATE legal_documents",
  "service_role SELECT security_events",
  "service_role INSERT security_events",
  ...["authenticated", "service_role"].flatMap((role) =>
    ["site_releases", "history_timestamps", "timestamp_authority"].map(
      (table) => `${role} SELECT ${table}`,
    ),
  ),
  ...["build_commit", "build_modified", "pages", "assets", "content_through"].map(
    (column) => `service_role INSERT site_releases.${column}`,
  ),
  // The site's pages: admins and the service role read them; the service role may publish a
  // version with an insert.
  "authenticated SELECT site_pages",
  "service_role SELECT site_pages",
  "authenticated SELECT page_versions",
  "service_role SELECT page_versions",
  ...pageVersionColumns.map((column) => `service_role INSERT page_versions.${column}`),
  // Market Insights: admins and the service role (the build) read the posts, their versions and
  // withdrawals; only the post calls (intake.change_post) write them.
  ...["authenticated", "service_role"].flatMap((role) =>
    ["posts", "post_versions", "post_withdrawals"].map((table) => `${role} SELECT ${table}`),
  ),
  // Approvals before publishing: admins read the policy and turn it on or off; the scripts read it.
  "authenticated SELECT publishing_policy",
  "authenticated UPDATE publishing_policy.require_approval",
  "service_role SELECT publishing_policy",
  // The builds the publisher ran: admins read them; the publisher (the secret key) logs them.
  "authenticated SELECT site_builds",
  "service_role SELECT site_builds",
  "service_role INSERT site_builds.content_through",
  ...["status", "release_id", "error", "finished_at"].map(
    (column) => `service_role UPDATE site_builds.${column}`,
  ),
  // SEO Tools' analyses: admins read them and add one in their own name (the time and author are
  // the database's); the secret key adds one of each release it records, and may clear them.
  "authenticated SELECT seo_analyses",
  "service_role SELECT seo_analyses",
  "service_role DELETE seo_analyses",
  ...["authenticated", "service_role"].flatMap((role) =>
    ["release_id", "score", "page_count", "findings"].map(
      (column) => `${role} INSERT seo_analyses.${column}`,
    ),
  ),
  ...["kind", "entry_id", "entry_hash", "release_id", "token", "tsa_url", "gen_time"].map(
    (column) => `service_role INSERT history_timestamps.${column}`,
  ),
  ...["url", "trust_anchor_pem"].map(
    (column) => `service_role UPDATE timestamp_authority.${column}`,
  ),
  ...["newsletter_subscribers", "recommended_resources", "user_roles", "website_analytics"].flatMap(
    (table) =>
      ["SELECT", "INSERT", "UPDATE", "DELETE"].map(
        (privilege) => `service_role ${privilege} ${table}`,
      ),
  ),
].sort();

/** The security definer functions of the `intake` schema, each behind one invoker RPC in public. */
const intakeFunctions = [
  "change_post",
  "change_site_page",
  "history_actor_directory",
  "record_security_event",
  "record_visit_event",
  "resource_answers",
  "site_settings_answers",
  "subscribe_to_newsletter",
];

/** Who may execute what ("role schema.function"), in the schemas public, private and intake. */
const expectedExecutable = [
  "anon intake.record_visit_event",
  "anon intake.subscribe_to_newsletter",
  "anon public.record_visit_event",
  "anon public.subscribe_to_newsletter",
  "authenticated intake.change_post",
  "authenticated intake.change_site_page",
  "authenticated intake.history_actor_directory",
  "authenticated intake.record_security_event",
  "authenticated intake.record_visit_event",
  "authenticated intake.resource_answers",
  "authenticated intake.site_settings_answers",
  "authenticated intake.subscribe_to_newsletter",
  "authenticated public.analytics_daily_series",
  "authenticated public.analytics_today",
  "authenticated public.analytics_top_pages",
  "authenticated public.analytics_top_sources",
  "authenticated public.content_history_hash",
  "authenticated public.create_post",
  "authenticated public.discard_page_draft",
  "authenticated public.discard_post_draft",
  "authenticated public.has_role",
  "authenticated public.history_actor_directory",
  "authenticated public.publish_page",
  "authenticated public.publish_post",
  "authenticated public.published_site_content",
  "authenticated public.record_security_event",
  "authenticated public.record_visit_event",
  "authenticated public.request_page_approval",
  "authenticated public.request_post_approval",
  "authenticated public.resource_answers",
  "authenticated public.restore_page_version",
  "authenticated public.restore_post_version",
  "authenticated public.return_page_draft",
  "authenticated public.return_post_draft",
  "authenticated public.save_admin_profile",
  "authenticated public.save_page_draft",
  "authenticated public.save_post_draft",
  "authenticated public.site_settings_answers",
  "authenticated public.subscribe_to_newsletter",
  "authenticated public.verify_content_history",
  "authenticated public.withdraw_post",
  "service_role public.analytics_daily_series",
  "service_role public.analytics_today",
  "service_role public.analytics_top_pages",
  "service_role public.analytics_top_sources",
  "service_role public.content_history_hash",
  "service_role public.has_role",
  "service_role public.published_site_content",
  "service_role public.resource_answers",
  "service_role public.site_settings_answers",
  "service_role public.verify_content_history",
];

async function column<T>(tx: Queryable, sql: string): Promise<T[]> {
  const { rows } = await tx.query<{ value: T }>(sql);
  return rows.map((row) => row.value);
}

describe.each(backends)("%s", (backend) => {
  const database = useSeededDatabase(backend);
  const rolledBack = rolledBackIn(database);

  test(
    "every table in public has row-level security on",
    rolledBack(async (tx) => {
      const tables = await column<string>(
        tx,
        `select relname || ':' || relrowsecurity as value from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
      );
      expect(tables).toEqual([
        "admin_profiles:true",
        "analytics_daily:true",
        "analytics_daily_pages:true",
        "analytics_daily_sources:true",
        "analytics_settings:true",
        "content_history:true",
        "history_timestamps:true",
        "legal_documents:true",
        "newsletter_subscribers:true",
        "page_versions:true",
        "post_versions:true",
        "post_withdrawals:true",
        "posts:true",
        "publishing_policy:true",
        "recommended_resources:true",
        "security_events:true",
        "seo_analyses:true",
        "site_builds:true",
        "site_pages:true",
        "site_releases:true",
        "site_settings:true",
        "timestamp_authority:true",
        "user_roles:true",
        "website_analytics:true",
      ]);
    }),
  );

  test(
    "every function of ours pins its search_path, security definer ones included",
    rolledBack(async (tx) => {
      const functions = await column<string>(
        tx,
        `select p.pronamespace::regnamespace || '.' || p.proname || ' ' ||
              coalesce((select c from unnest(p.proconfig) c where c like 'search_path=%'), 'MUTABLE') as value
       from pg_proc p
       where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
          or (p.prosecdef and p.pronamespace::regnamespace::text not in ('pg_catalog', 'information_schema'))
       order by 1`,
      );
      expect(functions).toEqual([
        'intake.change_post search_path=""',
        'intake.change_site_page search_path=""',
        'intake.history_actor_directory search_path=""',
        'intake.record_security_event search_path=""',
        'intake.record_visit_event search_path=""',
        'intake.resource_answers search_path=""',
        'intake.site_settings_answers search_path=""',
        'intake.subscribe_to_newsletter search_path=""',
        'private.append_content_history search_path=""',
        'private.check_history_timestamp search_path=""',
        'private.check_two_step_code search_path=""',
        'private.count_post_paths search_path=""',
        'private.history_names_object search_path=""',
        'private.is_bot_user_agent search_path=""',
        'private.is_counted_origin search_path=""',
        'private.json_schema_violation search_path=""',
        'private.keep_finished_build search_path=""',
        'private.keep_legal_document_files search_path=""',
        'private.keep_legal_document_record search_path=""',
        'private.keep_pictures_the_history_names search_path=""',
        'private.keep_site_release_files search_path=""',
        'private.max_visit_events_per_day search_path=""',
        'private.percent_change search_path=""',
        'private.post_content_violation search_path=""',
        'private.post_site_build_hook search_path=""',
        'private.prepare_page_version search_path=""',
        'private.prepare_post_change search_path=""',
        'private.prepare_site_page_change search_path=""',
        'private.record_admin_name_change search_path=""',
        'private.record_content_change search_path=""',
        'private.refresh_website_analytics search_path=""',
        'private.refuse_delete search_path=""',
        'private.refuse_direct_history_insert search_path=""',
        'private.refuse_rewrite search_path=""',
        'private.request_daily_stamp search_path=""',
        'private.request_scheduled_posts_build search_path=""',
        'private.request_site_build search_path=""',
        'private.require_form_crs_material_changes search_path=""',
        'private.run_analytics_maintenance search_path=""',
        'private.schedule_analytics_maintenance search_path=""',
        'private.schedule_daily_stamp search_path=""',
        'private.schedule_scheduled_posts_build search_path=""',
        'private.set_updated_at search_path=""',
        'private.stamp_security_event search_path=""',
        'private.utm_tag search_path=""',
        'private.visit_hashes search_path=""',
        'public.analytics_daily_series search_path=""',
        'public.analytics_today search_path=""',
        'public.analytics_top_pages search_path=""',
        'public.analytics_top_sources search_path=""',
        'public.content_history_hash search_path=""',
        'public.create_post search_path=""',
        'public.discard_page_draft search_path=""',
        'public.discard_post_draft search_path=""',
        'public.has_role search_path=""',
        'public.history_actor_directory search_path=""',
        'public.publish_page search_path=""',
        'public.publish_post search_path=""',
        'public.published_site_content search_path=""',
        'public.record_security_event search_path=""',
        'public.record_visit_event search_path=""',
        'public.request_page_approval search_path=""',
        'public.request_post_approval search_path=""',
        'public.resource_answers search_path=""',
        'public.restore_page_version search_path=""',
        'public.restore_post_version search_path=""',
        'public.return_page_draft search_path=""',
        'public.return_post_draft search_path=""',
        'public.save_admin_profile search_path=""',
        'public.save_page_draft search_path=""',
        'public.save_post_draft search_path=""',
        'public.site_settings_answers search_path=""',
        'public.subscribe_to_newsletter search_path=""',
        'public.verify_content_history search_path=""',
        'public.withdraw_post search_path=""',
      ]);
    }),
  );

  test(
    "no security definer function in an API schema is executable by anon or authenticated",
    rolledBack(async (tx) => {
      const exposed = await column<string>(
        tx,
        `select p.pronamespace::regnamespace || '.' || p.proname as value from pg_proc p
       where p.prosecdef and p.pronamespace::regnamespace::text in ('public', 'graphql_public')
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
      );
      expect(exposed).toEqual([]);
    }),
  );

  test(
    "the API roles execute only the RPCs of the policy matrix and the intake functions behind them; private helpers nobody",
    rolledBack(async (tx) => {
      const executable = await column<string>(
        tx,
        `select r.rolname || ' ' || p.pronamespace::regnamespace || '.' || p.proname as value
       from pg_proc p cross join pg_roles r
       where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace, 'intake'::regnamespace)
         and r.rolname in ${apiRoles} and has_function_privilege(r.oid, p.oid, 'execute')
       order by 1`,
      );
      expect(executable).toEqual(expectedExecutable);
      const schemaUsage = await column<string>(
        tx,
        `select r.rolname || ' ' || s.name as value
       from pg_roles r cross join unnest(array['private', 'intake']) s(name)
       where r.rolname in ${apiRoles} and has_schema_privilege(r.oid, s.name, 'usage')
       order by 1`,
      );
      expect(schemaUsage).toEqual(["anon intake", "authenticated intake"]);
    }),
  );

  test(
    "the intake schema holds only its security definer functions: no table, view, sequence or type, nothing else callable",
    rolledBack(async (tx) => {
      const functions = await column<string>(
        tx,
        `select p.proname || ' ' || p.prosecdef || ' ' || p.prokind::text as value from pg_proc p
       where p.pronamespace = 'intake'::regnamespace order by 1`,
      );
      expect(functions).toEqual(intakeFunctions.map((name) => `${name} true f`));
      const relations = await column<string>(
        tx,
        `select relname as value from pg_class where relnamespace = 'intake'::regnamespace
       union all select typname from pg_type where typnamespace = 'intake'::regnamespace`,
      );
      expect(relations).toEqual([]);
    }),
  );

  test(
    "intake, which the API does not expose, holds security definer functions only; anon and authenticated may use it",
    rolledBack(async (tx) => {
      const objects = await column<string>(
        tx,
        `select relkind::text || ' ' || relname as value from pg_class where relnamespace = 'intake'::regnamespace
         union all
         select case when prosecdef then 'definer ' else 'invoker ' end || proname from pg_proc
         where pronamespace = 'intake'::regnamespace
         order by 1`,
      );
      expect(objects.every((object) => object.startsWith("definer "))).toBe(true);
      expect(objects).toContain("definer record_visit_event");
      const usage = await column<string>(
        tx,
        `select r.rolname || ' ' || has_schema_privilege(r.oid, 'intake', 'usage') || ' ' ||
                has_schema_privilege(r.oid, 'intake', 'create') as value
         from pg_roles r where r.rolname in ${apiRoles} order by 1`,
      );
      expect(usage).toEqual([
        "anon true false",
        "authenticated true false",
        "service_role false false",
      ]);
    }),
  );

  test(
    "the API roles hold exactly the grants of the policy matrix on public tables",
    rolledBack(async (tx) => {
      const grants = await column<string>(
        tx,
        `select r.rolname || ' ' || a.privilege_type || ' ' || c.relname as value
       from pg_class c cross join aclexplode(c.relacl) a join pg_roles r on r.oid = a.grantee
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and r.rolname in ${apiRoles}
       union all
       select r.rolname || ' ' || a.privilege_type || ' ' || c.relname || '.' || att.attname
       from pg_attribute att join pg_class c on c.oid = att.attrelid
         cross join aclexplode(att.attacl) a join pg_roles r on r.oid = a.grantee
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and r.rolname in ${apiRoles}`,
      );
      expect(grants.sort()).toEqual(expectedGrants);
    }),
  );

  test(
    "admin-only policies are for authenticated, so anon never evaluates has_role",
    rolledBack(async (tx) => {
      const adminPolicies = await column<string>(
        tx,
        `select schemaname || '.' || tablename || ': ' || array_to_string(roles, ',') as value from pg_policies
       where coalesce(qual, '') || coalesce(with_check, '') like '%has_role%' order by 1`,
      );
      expect(adminPolicies.length).toBeGreaterThan(10);
      expect(adminPolicies.filter((policy) => !policy.endsWith(": authenticated"))).toEqual([]);
    }),
  );

  // For each command a permissive policy admitting admins covers, a restrictive policy of the same
  // table, for the same command (or ALL) and at least its roles, whose expressions for that command
  // read the token's aal and ask for aal2 (Postgres ANDs restrictive policies with the permissive
  // ones). Lists "schema.table policy: command" without one.
  const admitsAdmins = String.raw`coalesce(qual, '') || coalesce(with_check, '') ~ 'has_role\(.*''admin'''`;
  const asksAal2 = String.raw`~ '->> ''aal''::text\) = ''aal2'''`;
  const policiesWithoutAal2 = `
    with admitting as (
      select p.schemaname, p.tablename, p.policyname, p.roles, c.cmd
      from pg_policies p
      cross join lateral unnest(case p.cmd when 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE']
                                            else array[p.cmd::text] end) c(cmd)
      where p.permissive = 'PERMISSIVE' and ${admitsAdmins})
    select a.schemaname || '.' || a.tablename || ' ' || a.policyname || ': ' || a.cmd as value
    from admitting a
    where not exists (
      select 1 from pg_policies r
      where r.permissive = 'RESTRICTIVE'
        and (r.schemaname, r.tablename) = (a.schemaname, a.tablename)
        and r.cmd in (a.cmd, 'ALL')
        and r.roles @> a.roles
        and (a.cmd = 'INSERT' or coalesce(r.qual, '') ${asksAal2})
        and (a.cmd not in ('INSERT', 'UPDATE') or coalesce(r.with_check, r.qual, '') ${asksAal2}))
    order by 1`;

  test(
    "every policy that admits admins has a restrictive aal2 policy beside it (two-step verification)",
    rolledBack(async (tx) => {
      const [admitting] = await column<string>(
        tx,
        `select count(*)::text as value from pg_policies where permissive = 'PERMISSIVE' and ${admitsAdmins}`,
      );
      expect(Number(admitting)).toBeGreaterThan(10);
      expect(await column<string>(tx, policiesWithoutAal2)).toEqual([]);
    }),
  );

  test(
    "the aal2 check finds a new admin table that forgets it, and a restrictive policy on the wrong command",
    rolledBack(async (tx) => {
      await tx.exec(`
        create table public.forgotten_aal2 (id int primary key);
        alter table public.forgotten_aal2 enable row level security;
        create policy "Admins read" on public.forgotten_aal2 for select to authenticated
          using ((select public.has_role((select auth.uid()), 'admin')));
        create policy "Admins delete" on public.forgotten_aal2 for delete to authenticated
          using ((select public.has_role((select auth.uid()), 'admin')));
        create policy "forgotten_aal2: admins need two-step verification to read"
          on public.forgotten_aal2 as restrictive for select to authenticated
          using (not (select public.has_role((select auth.uid()), 'admin')) or ((select auth.jwt()) ->> 'aal') = 'aal2');
      `);
      expect(await column<string>(tx, policiesWithoutAal2)).toEqual([
        "public.forgotten_aal2 Admins delete: DELETE",
      ]);
    }),
  );

  test(
    "no policy applies to every role, and no write policy is always true",
    rolledBack(async (tx) => {
      const loose = await column<string>(
        tx,
        `select schemaname || '.' || tablename || ' ' || policyname as value from pg_policies
       where schemaname in ('public', 'storage')
         and ('public' = any (roles)
              or (cmd <> 'SELECT' and (regexp_replace(coalesce(qual, ''), '[\\s()]', '', 'g') = 'true'
                                      or regexp_replace(coalesce(with_check, ''), '[\\s()]', '', 'g') = 'true')))`,
      );
      expect(loose).toEqual([]);
    }),
  );

  test(
    "every table the public can read (all of it or some columns), the pages' and posts' published versions, the posts' withdrawals, the publishing policy, the site's releases and the time-stamping authority, is watched by the content history and refuses truncate",
    rolledBack(async (tx) => {
      // pg_trigger.tgtype bits: 1 row, 2 before, 4 insert, 8 delete, 16 update, 32 truncate.
      const tables = await column<string>(
        tx,
        `select c.relname || ' ' ||
                exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgenabled = 'O'
                        and t.tgfoid = 'private.record_content_change'::regproc and t.tgtype = 1 + 4 + 8 + 16) || ' ' ||
                exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgenabled = 'O'
                        and t.tgtype & (2 + 32) = 2 + 32) as value
         from pg_class c
         where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
           and (has_any_column_privilege('anon', c.oid, 'SELECT') or c.relname in ('page_versions', 'post_versions', 'post_withdrawals', 'publishing_policy', 'site_releases', 'timestamp_authority'))
         order by 1`,
      );
      expect(tables).toEqual([
        "legal_documents true true",
        "page_versions true true",
        "post_versions true true",
        "post_withdrawals true true",
        "publishing_policy true true",
        "recommended_resources true true",
        "site_releases true true",
        "site_settings true true",
        "timestamp_authority true true",
      ]);
    }),
  );

  test(
    "every foreign key in public has an index",
    rolledBack(async (tx) => {
      const unindexed = await column<string>(
        tx,
        `select con.conrelid::regclass::text || ' ' || con.conname as value from pg_constraint con
       where con.contype = 'f' and con.connamespace = 'public'::regnamespace
         and not exists (select 1 from pg_index i where i.indrelid = con.conrelid
                         and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] = con.conkey)`,
      );
      expect(unindexed).toEqual([]);
    }),
  );

  describe("the Supabase baseline", () => {
    test(
      "a new table in public is not readable by the API roles until a migration grants it",
      rolledBack(async (tx) => {
        await tx.exec(
          "create table public.forgotten_grant (id int primary key); insert into public.forgotten_grant values (1);",
        );
        expectRefused(await attempt(tx, anon, "select id from public.forgotten_grant"));
        const privileges = await column<string>(
          tx,
          `select r.rolname || ' ' || p.privilege as value from pg_roles r
         cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p(privilege)
         where r.rolname in ${apiRoles} and has_table_privilege(r.oid, 'public.forgotten_grant', p.privilege)`,
        );
        expect(privileges).toEqual([]);
      }),
    );

    test(
      "a new function in public is executable by no API role until a migration grants it",
      rolledBack(async (tx) => {
        await tx.exec(
          "create function public.forgotten_grant() returns int language sql set search_path = '' as 'select 1';",
        );
        expectRefused(await attempt(tx, anon, "select public.forgotten_grant()"));
      }),
    );

    test(
      "auth.uid(), auth.role(), auth.email() and auth.jwt() read request.jwt.claims",
      rolledBack(async (tx) => {
        const claims = {
          sub: "a1a1a1a1-0000-4000-8000-000000000001",
          role: "authenticated",
          email: "a@example.com",
        };
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(claims),
        ]);
        const { rows } = await tx.query(
          "select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'sub' as sub",
        );
        expect(rows).toEqual([
          { uid: claims.sub, role: claims.role, email: claims.email, sub: claims.sub },
        ]);
        await tx.query("select set_config('request.jwt.claims', '', true)");
        expect((await tx.query("select auth.uid() as uid, auth.jwt() as jwt")).rows).toEqual([
          { uid: null, jwt: null },
        ]);
      }),
    );

    test(
      "storage.foldername, filename and extension split object names as Storage does",
      rolledBack(async (tx) => {
        const { rows } = await tx.query(
          `select storage.foldername('a/b/c.png') as folders, storage.foldername('c.png') as root,
                storage.filename('a/b/c.png') as file, storage.extension('x/c.tar.gz') as extension,
                storage.extension('a/README') as no_dot`,
        );
        expect(rows).toEqual([
          { folders: ["a", "b"], root: [], file: "c.png", extension: "gz", no_dot: "README" },
        ]);
      }),
    );

    test(
      "the API roles: service_role bypasses row-level security, anon and authenticated do not",
      rolledBack(async (tx) => {
        const roles = await column<string>(
          tx,
          `select rolname || ' ' || rolbypassrls || ' ' || rolcanlogin as value from pg_roles
         where rolname in ${apiRoles} or rolname = 'authenticator' order by 1`,
        );
        expect(roles).toEqual([
          "anon false false",
          "authenticated false false",
          "authenticator false true",
          "service_role true false",
        ]);
      }),
    );
  });
});
