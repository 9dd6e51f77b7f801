// Generated from supabase/migrations by `npm run db:types` (scripts/db-types.ts); do not edit.
// npm test fails when it no longer matches the migrations.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5";
  };
  public: {
    Tables: {
      admin_profiles: {
        Row: {
          full_name: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          full_name: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          full_name?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      analytics_daily: {
        Row: {
          capped: boolean;
          consultations: number;
          contact_clicks: number;
          day: string;
          is_demo: boolean;
          page_views: number;
          visitors: number;
        };
        Insert: {
          capped?: boolean;
          consultations?: number;
          contact_clicks?: number;
          day: string;
          is_demo?: boolean;
          page_views?: number;
          visitors?: number;
        };
        Update: {
          capped?: boolean;
          consultations?: number;
          contact_clicks?: number;
          day?: string;
          is_demo?: boolean;
          page_views?: number;
          visitors?: number;
        };
        Relationships: [];
      };
      analytics_daily_pages: {
        Row: {
          consultations: number;
          day: string;
          page_views: number;
          path: string;
          visitors: number;
        };
        Insert: {
          consultations?: number;
          day: string;
          page_views?: number;
          path: string;
          visitors?: number;
        };
        Update: {
          consultations?: number;
          day?: string;
          page_views?: number;
          path?: string;
          visitors?: number;
        };
        Relationships: [];
      };
      analytics_daily_sources: {
        Row: {
          consultations: number;
          day: string;
          page_views: number;
          source: string;
          visitors: number;
        };
        Insert: {
          consultations?: number;
          day: string;
          page_views?: number;
          source: string;
          visitors?: number;
        };
        Update: {
          consultations?: number;
          day?: string;
          page_views?: number;
          source?: string;
          visitors?: number;
        };
        Relationships: [];
      };
      analytics_settings: {
        Row: {
          counts_local_origins: boolean;
          events_per_address_per_minute: number;
          events_per_visitor_per_minute: number;
          id: number;
          raw_event_retention_days: number;
          site_origin: string | null;
          time_zone: string;
        };
        Insert: {
          counts_local_origins?: boolean;
          events_per_address_per_minute?: number;
          events_per_visitor_per_minute?: number;
          id?: number;
          raw_event_retention_days?: number;
          site_origin?: string | null;
          time_zone?: string;
        };
        Update: {
          counts_local_origins?: boolean;
          events_per_address_per_minute?: number;
          events_per_visitor_per_minute?: number;
          id?: number;
          raw_event_retention_days?: number;
          site_origin?: string | null;
          time_zone?: string;
        };
        Relationships: [];
      };
      content_history: {
        Row: {
          actor: string | null;
          after: Json | null;
          before: Json | null;
          hash: string;
          id: number;
          occurred_at: string;
          operation: Database["public"]["Enums"]["content_history_operation"];
          prev_hash: string;
          row_id: string;
          table_name: string;
          content_history_hash: string | null;
        };
        Insert: {
          actor?: string | null;
          after?: Json | null;
          before?: Json | null;
          hash: string;
          id: number;
          occurred_at: string;
          operation: Database["public"]["Enums"]["content_history_operation"];
          prev_hash: string;
          row_id: string;
          table_name: string;
        };
        Update: {
          actor?: string | null;
          after?: Json | null;
          before?: Json | null;
          hash?: string;
          id?: number;
          occurred_at?: string;
          operation?: Database["public"]["Enums"]["content_history_operation"];
          prev_hash?: string;
          row_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      history_timestamps: {
        Row: {
          entry_hash: string;
          entry_id: number;
          gen_time: string;
          id: string;
          kind: Database["public"]["Enums"]["history_timestamp_kind"];
          release_id: string | null;
          stamped_at: string;
          token: string;
          tsa_url: string;
        };
        Insert: {
          entry_hash: string;
          entry_id: number;
          gen_time: string;
          id?: string;
          kind: Database["public"]["Enums"]["history_timestamp_kind"];
          release_id?: string | null;
          stamped_at?: string;
          token: string;
          tsa_url: string;
        };
        Update: {
          entry_hash?: string;
          entry_id?: number;
          gen_time?: string;
          id?: string;
          kind?: Database["public"]["Enums"]["history_timestamp_kind"];
          release_id?: string | null;
          stamped_at?: string;
          token?: string;
          tsa_url?: string;
        };
        Relationships: [
          {
            foreignKeyName: "history_timestamps_entry_id_fkey";
            columns: ["entry_id"];
            referencedRelation: "content_history";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "history_timestamps_release_id_fkey";
            columns: ["release_id"];
            referencedRelation: "site_releases";
            referencedColumns: ["id"];
          },
        ];
      };
      legal_documents: {
        Row: {
          created_at: string;
          document_type: string;
          file_path: string;
          file_size: number;
          id: string;
          is_active: boolean;
          material_changes: string | null;
          mime_type: string;
          name: string;
          sha256: string | null;
        };
        Insert: {
          created_at?: string;
          document_type: string;
          file_path: string;
          file_size: number;
          id?: string;
          is_active?: boolean;
          material_changes?: string | null;
          mime_type?: string;
          name: string;
          sha256?: string | null;
        };
        Update: {
          created_at?: string;
          document_type?: string;
          file_path?: string;
          file_size?: number;
          id?: string;
          is_active?: boolean;
          material_changes?: string | null;
          mime_type?: string;
          name?: string;
          sha256?: string | null;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          consented_at: string;
          email: string;
          id: string;
          source_path: string;
        };
        Insert: {
          consented_at?: string;
          email: string;
          id?: string;
          source_path: string;
        };
        Update: {
          consented_at?: string;
          email?: string;
          id?: string;
          source_path?: string;
        };
        Relationships: [];
      };
      page_versions: {
        Row: {
          approval_requested_by: string | null;
          approved_by: string | null;
          content: NonNullable<Json>;
          id: number;
          marketing_rule_answers: NonNullable<Json>;
          page_key: string;
          published_at: string;
          published_by: string | null;
          restored_from: number | null;
          version: number;
        };
        Insert: {
          approval_requested_by?: string | null;
          approved_by?: string | null;
          content: NonNullable<Json>;
          id?: never;
          marketing_rule_answers?: NonNullable<Json>;
          page_key: string;
          published_at?: string;
          published_by?: string | null;
          restored_from?: number | null;
          version: number;
        };
        Update: {
          approval_requested_by?: string | null;
          approved_by?: string | null;
          content?: NonNullable<Json>;
          id?: never;
          marketing_rule_answers?: NonNullable<Json>;
          page_key?: string;
          published_at?: string;
          published_by?: string | null;
          restored_from?: number | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: "page_versions_page_key_fkey";
            columns: ["page_key"];
            referencedRelation: "site_pages";
            referencedColumns: ["page_key"];
          },
        ];
      };
      post_versions: {
        Row: {
          approval_requested_by: string | null;
          approved_by: string | null;
          author_id: string;
          author_name: string;
          body: string;
          cover_image_url: string | null;
          id: number;
          marketing_rule_answers: NonNullable<Json>;
          post_id: string;
          publish_at: string;
          published_at: string;
          published_by: string | null;
          restored_from: number | null;
          slug: string;
          summary: string;
          tags: string[];
          title: string;
          version: number;
        };
        Insert: {
          approval_requested_by?: string | null;
          approved_by?: string | null;
          author_id: string;
          author_name: string;
          body: string;
          cover_image_url?: string | null;
          id?: never;
          marketing_rule_answers?: NonNullable<Json>;
          post_id: string;
          publish_at: string;
          published_at?: string;
          published_by?: string | null;
          restored_from?: number | null;
          slug: string;
          summary: string;
          tags?: string[];
          title: string;
          version: number;
        };
        Update: {
          approval_requested_by?: string | null;
          approved_by?: string | null;
          author_id?: string;
          author_name?: string;
          body?: string;
          cover_image_url?: string | null;
          id?: never;
          marketing_rule_answers?: NonNullable<Json>;
          post_id?: string;
          publish_at?: string;
          published_at?: string;
          published_by?: string | null;
          restored_from?: number | null;
          slug?: string;
          summary?: string;
          tags?: string[];
          title?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: "post_versions_post_id_fkey";
            columns: ["post_id"];
            referencedRelation: "posts";
            referencedColumns: ["id"];
          },
        ];
      };
      post_withdrawals: {
        Row: {
          id: number;
          post_id: string;
          version: number;
          withdrawn_at: string;
          withdrawn_by: string | null;
        };
        Insert: {
          id?: never;
          post_id: string;
          version: number;
          withdrawn_at?: string;
          withdrawn_by?: string | null;
        };
        Update: {
          id?: never;
          post_id?: string;
          version?: number;
          withdrawn_at?: string;
          withdrawn_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "post_withdrawals_post_id_fkey";
            columns: ["post_id"];
            referencedRelation: "posts";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "post_withdrawals_version_fkey";
            columns: ["post_id", "version"];
            referencedRelation: "post_versions";
            referencedColumns: ["post_id", "version"];
          },
        ];
      };
      posts: {
        Row: {
          approval_requested_at: string | null;
          approval_requested_by: string | null;
          approval_returned_at: string | null;
          approval_returned_by: string | null;
          approval_returned_comment: string | null;
          changed_at: string;
          changed_by: string | null;
          created_at: string;
          created_by: string | null;
          draft: Json | null;
          draft_answers: NonNullable<Json>;
          draft_base_version: number | null;
          draft_restored_from: number | null;
          id: string;
          revision: number;
          slug: string;
        };
        Insert: {
          approval_requested_at?: string | null;
          approval_requested_by?: string | null;
          approval_returned_at?: string | null;
          approval_returned_by?: string | null;
          approval_returned_comment?: string | null;
          changed_at?: string;
          changed_by?: string | null;
          created_at?: string;
          created_by?: string | null;
          draft?: Json | null;
          draft_answers?: NonNullable<Json>;
          draft_base_version?: number | null;
          draft_restored_from?: number | null;
          id?: string;
          revision?: number;
          slug: string;
        };
        Update: {
          approval_requested_at?: string | null;
          approval_requested_by?: string | null;
          approval_returned_at?: string | null;
          approval_returned_by?: string | null;
          approval_returned_comment?: string | null;
          changed_at?: string;
          changed_by?: string | null;
          created_at?: string;
          created_by?: string | null;
          draft?: Json | null;
          draft_answers?: NonNullable<Json>;
          draft_base_version?: number | null;
          draft_restored_from?: number | null;
          id?: string;
          revision?: number;
          slug?: string;
        };
        Relationships: [];
      };
      publishing_policy: {
        Row: {
          id: number;
          require_approval: boolean;
        };
        Insert: {
          id?: number;
          require_approval?: boolean;
        };
        Update: {
          id?: number;
          require_approval?: boolean;
        };
        Relationships: [];
      };
      recommended_resources: {
        Row: {
          category: string;
          created_at: string;
          description: string;
          id: string;
          is_featured: boolean;
          marketing_rule_answers: NonNullable<Json>;
          thumbnail_url: string | null;
          title: string;
          url: string;
          user_id: string | null;
        };
        Insert: {
          category?: string;
          created_at?: string;
          description: string;
          id?: string;
          is_featured?: boolean;
          marketing_rule_answers?: NonNullable<Json>;
          thumbnail_url?: string | null;
          title: string;
          url: string;
          user_id?: string | null;
        };
        Update: {
          category?: string;
          created_at?: string;
          description?: string;
          id?: string;
          is_featured?: boolean;
          marketing_rule_answers?: NonNullable<Json>;
          thumbnail_url?: string | null;
          title?: string;
          url?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      security_events: {
        Row: {
          action: string;
          created_at: string;
          details: NonNullable<Json>;
          id: string;
          ip_address: string;
          severity: Database["public"]["Enums"]["security_event_severity"];
          user_agent: string;
          user_id: string;
        };
        Insert: {
          action: string;
          created_at?: string;
          details?: NonNullable<Json>;
          id?: string;
          ip_address?: string;
          severity: Database["public"]["Enums"]["security_event_severity"];
          user_agent?: string;
          user_id?: string;
        };
        Update: {
          action?: string;
          created_at?: string;
          details?: NonNullable<Json>;
          id?: string;
          ip_address?: string;
          severity?: Database["public"]["Enums"]["security_event_severity"];
          user_agent?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      seo_analyses: {
        Row: {
          analysed_at: string;
          analysed_by: string | null;
          findings: NonNullable<Json>;
          id: string;
          page_count: number;
          release_id: string;
          score: number;
        };
        Insert: {
          analysed_at?: string;
          analysed_by?: string | null;
          findings: NonNullable<Json>;
          id?: string;
          page_count: number;
          release_id: string;
          score: number;
        };
        Update: {
          analysed_at?: string;
          analysed_by?: string | null;
          findings?: NonNullable<Json>;
          id?: string;
          page_count?: number;
          release_id?: string;
          score?: number;
        };
        Relationships: [
          {
            foreignKeyName: "seo_analyses_release_id_fkey";
            columns: ["release_id"];
            referencedRelation: "site_releases";
            referencedColumns: ["id"];
          },
        ];
      };
      site_builds: {
        Row: {
          content_through: number;
          error: string | null;
          finished_at: string | null;
          id: string;
          release_id: string | null;
          started_at: string;
          status: Database["public"]["Enums"]["site_build_status"];
        };
        Insert: {
          content_through: number;
          error?: string | null;
          finished_at?: string | null;
          id?: string;
          release_id?: string | null;
          started_at?: string;
          status?: Database["public"]["Enums"]["site_build_status"];
        };
        Update: {
          content_through?: number;
          error?: string | null;
          finished_at?: string | null;
          id?: string;
          release_id?: string | null;
          started_at?: string;
          status?: Database["public"]["Enums"]["site_build_status"];
        };
        Relationships: [
          {
            foreignKeyName: "site_builds_release_id_fkey";
            columns: ["release_id"];
            referencedRelation: "site_releases";
            referencedColumns: ["id"];
          },
        ];
      };
      site_pages: {
        Row: {
          approval_requested_at: string | null;
          approval_requested_by: string | null;
          approval_returned_at: string | null;
          approval_returned_by: string | null;
          approval_returned_comment: string | null;
          changed_at: string;
          changed_by: string | null;
          draft: Json | null;
          draft_answers: NonNullable<Json>;
          draft_base_version: number | null;
          draft_restored_from: number | null;
          page_key: string;
          revision: number;
        };
        Insert: {
          approval_requested_at?: string | null;
          approval_requested_by?: string | null;
          approval_returned_at?: string | null;
          approval_returned_by?: string | null;
          approval_returned_comment?: string | null;
          changed_at?: string;
          changed_by?: string | null;
          draft?: Json | null;
          draft_answers?: NonNullable<Json>;
          draft_base_version?: number | null;
          draft_restored_from?: number | null;
          page_key: string;
          revision?: number;
        };
        Update: {
          approval_requested_at?: string | null;
          approval_requested_by?: string | null;
          approval_returned_at?: string | null;
          approval_returned_by?: string | null;
          approval_returned_comment?: string | null;
          changed_at?: string;
          changed_by?: string | null;
          draft?: Json | null;
          draft_answers?: NonNullable<Json>;
          draft_base_version?: number | null;
          draft_restored_from?: number | null;
          page_key?: string;
          revision?: number;
        };
        Relationships: [];
      };
      site_releases: {
        Row: {
          assets: NonNullable<Json>;
          build_commit: string;
          build_modified: boolean;
          content_through: number | null;
          id: string;
          pages: NonNullable<Json>;
          recorded_at: string;
        };
        Insert: {
          assets: NonNullable<Json>;
          build_commit: string;
          build_modified: boolean;
          content_through?: number | null;
          id?: string;
          pages: NonNullable<Json>;
          recorded_at?: string;
        };
        Update: {
          assets?: NonNullable<Json>;
          build_commit?: string;
          build_modified?: boolean;
          content_through?: number | null;
          id?: string;
          pages?: NonNullable<Json>;
          recorded_at?: string;
        };
        Relationships: [];
      };
      site_settings: {
        Row: {
          company_tagline: string;
          copyright_text: string;
          facebook_url: string | null;
          favicon_url: string | null;
          footer_logo_url: string | null;
          id: number;
          linkedin_url: string | null;
          logo_url: string | null;
          marketing_rule_answers: NonNullable<Json>;
          newsletter_description: string;
          newsletter_heading: string;
          site_description: string;
          site_name: string;
          twitter_handle: string;
          twitter_url: string | null;
          updated_at: string;
        };
        Insert: {
          company_tagline: string;
          copyright_text: string;
          facebook_url?: string | null;
          favicon_url?: string | null;
          footer_logo_url?: string | null;
          id?: number;
          linkedin_url?: string | null;
          logo_url?: string | null;
          marketing_rule_answers?: NonNullable<Json>;
          newsletter_description: string;
          newsletter_heading: string;
          site_description: string;
          site_name: string;
          twitter_handle?: string;
          twitter_url?: string | null;
          updated_at?: string;
        };
        Update: {
          company_tagline?: string;
          copyright_text?: string;
          facebook_url?: string | null;
          favicon_url?: string | null;
          footer_logo_url?: string | null;
          id?: number;
          linkedin_url?: string | null;
          logo_url?: string | null;
          marketing_rule_answers?: NonNullable<Json>;
          newsletter_description?: string;
          newsletter_heading?: string;
          site_description?: string;
          site_name?: string;
          twitter_handle?: string;
          twitter_url?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      timestamp_authority: {
        Row: {
          id: number;
          trust_anchor_pem: string | null;
          url: string | null;
        };
        Insert: {
          id?: number;
          trust_anchor_pem?: string | null;
          url?: string | null;
        };
        Update: {
          id?: number;
          trust_anchor_pem?: string | null;
          url?: string | null;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          id: string;
          role: Database["public"]["Enums"]["app_role"];
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          role: Database["public"]["Enums"]["app_role"];
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          role?: Database["public"]["Enums"]["app_role"];
          user_id?: string;
        };
        Relationships: [];
      };
      website_analytics: {
        Row: {
          created_at: string;
          id: string;
          metric_name: string;
          metric_value: number;
          percentage_change: number | null;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          metric_name: string;
          metric_value?: number;
          percentage_change?: number | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          metric_name?: string;
          metric_value?: number;
          percentage_change?: number | null;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      analytics_daily_series: {
        Args: { days: number };
        Returns: {
          capped: boolean;
          consultations: number;
          contact_clicks: number;
          day: string;
          is_demo: boolean;
          newsletter_signups: number;
          page_views: number;
          visitors: number;
        }[];
      };
      analytics_today: { Args: Record<PropertyKey, never>; Returns: string };
      analytics_top_pages: {
        Args: { days: number; max_rows?: number };
        Returns: {
          consultations: number;
          page_views: number;
          path: string;
          visitors: number;
        }[];
      };
      analytics_top_sources: {
        Args: { days: number; max_rows?: number };
        Returns: {
          consultations: number;
          page_views: number;
          source: string;
          visitors: number;
        }[];
      };
      content_history_hash: {
        Args: { entry: Database["public"]["Tables"]["content_history"]["Row"] };
        Returns: string;
      };
      create_post: { Args: { answers?: Json; content: Json }; Returns: Json };
      discard_page_draft: { Args: { page_key: string; revision: number }; Returns: Json };
      discard_post_draft: { Args: { post_id: string; revision: number }; Returns: Json };
      has_role: {
        Args: { _role: Database["public"]["Enums"]["app_role"]; _user_id: string };
        Returns: boolean;
      };
      history_actor_directory: {
        Args: Record<PropertyKey, never>;
        Returns: {
          display_name: string;
          email: string;
          id: string;
        }[];
      };
      publish_page: { Args: { answers?: Json; page_key: string; revision: number }; Returns: Json };
      publish_post: { Args: { answers?: Json; post_id: string; revision: number }; Returns: Json };
      published_site_content: { Args: Record<PropertyKey, never>; Returns: Json };
      record_security_event: { Args: { action: string; details?: Json }; Returns: undefined };
      record_visit_event: {
        Args: {
          kind: Database["public"]["Enums"]["visit_event_kind"];
          path: string;
          referrer_host?: unknown;
          screen: Database["public"]["Enums"]["screen_class"];
          utm_campaign?: string;
          utm_medium?: string;
          utm_source?: string;
        };
        Returns: undefined;
      };
      request_page_approval: { Args: { page_key: string; revision: number }; Returns: Json };
      request_post_approval: { Args: { post_id: string; revision: number }; Returns: Json };
      resource_answers: { Args: Record<PropertyKey, never>; Returns: Json };
      restore_page_version: {
        Args: { page_key: string; revision: number; version: number };
        Returns: Json;
      };
      restore_post_version: {
        Args: { post_id: string; revision: number; version: number };
        Returns: Json;
      };
      return_page_draft: {
        Args: { comment: string; page_key: string; revision: number };
        Returns: Json;
      };
      return_post_draft: {
        Args: { comment: string; post_id: string; revision: number };
        Returns: Json;
      };
      save_admin_profile: {
        Args: { full_name: string };
        Returns: {
          full_name: string;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: "*";
          to: "admin_profiles";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      save_page_draft: {
        Args: { answers?: Json; content: Json; page_key: string; revision: number };
        Returns: Json;
      };
      save_post_draft: {
        Args: { answers?: Json; content: Json; post_id: string; revision: number };
        Returns: Json;
      };
      site_settings_answers: { Args: Record<PropertyKey, never>; Returns: Json };
      subscribe_to_newsletter: { Args: { email: string; source_path: string }; Returns: undefined };
      verify_content_history: {
        Args: Record<PropertyKey, never>;
        Returns: {
          broken_id: number;
          detail: string;
          entries: number;
          last_hash: string;
          last_id: number;
          reason: string;
          valid: boolean;
        }[];
      };
      withdraw_post: { Args: { post_id: string; revision: number }; Returns: Json };
    };
    Enums: {
      app_role: "admin";
      content_history_operation: "insert" | "update" | "delete";
      history_timestamp_kind: "release" | "chain_head";
      screen_class: "phone" | "tablet" | "desktop";
      security_event_severity: "low" | "medium" | "high" | "critical";
      site_build_status: "building" | "live" | "failed";
      visit_event_kind: "page_view" | "consultation" | "contact_click";
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_role: ["admin"],
      content_history_operation: ["insert", "update", "delete"],
      history_timestamp_kind: ["release", "chain_head"],
      screen_class: ["phone", "tablet", "desktop"],
      security_event_severity: ["low", "medium", "high", "critical"],
      site_build_status: ["building", "live", "failed"],
      visit_event_kind: ["page_view", "consultation", "contact_click"],
    },
  },
} as const;
