// Ships to browsers (types only). Generated from the migrations by tests/db/database-types.test.ts:
// run it with UPDATE_DB_TYPES=1 to rewrite this file after a migration. Insert and Update list only
// the columns granted to the API roles, so a payload the database would refuse (42501) does not compile.

/** JSON values as PostgREST returns them. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

/** The schema supabase-js sees: Row = every column; Insert/Update = what anon and authenticated may send. */
export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      applications: {
        Row: {
          created_at: string;
          cv_url: string;
          email: string;
          first_name: string;
          formation_souhaitee: string;
          id: string;
          last_contact_at: string;
          last_name: string;
          lettre_motivation_url: string | null;
          motivation: string | null;
          notification_attempts: number;
          notification_claimed_until: string | null;
          notification_error: string | null;
          notified_at: string | null;
          phone: string | null;
          staff_note: string | null;
          status: string;
          training_ended_on: string | null;
        };
        Insert: {
          cv_url: string;
          email: string;
          first_name: string;
          formation_souhaitee: string;
          id: string;
          last_name: string;
          lettre_motivation_url?: string | null;
          motivation?: string | null;
          phone?: string | null;
        };
        Update: {
          last_contact_at?: string;
          staff_note?: string | null;
          status?: string;
        };
        Relationships: [];
      };
      contact_requests: {
        Row: {
          adresse: string | null;
          commentaires: string | null;
          contact: string | null;
          created_at: string;
          date_naissance: string | null;
          email: string;
          entreprise: string | null;
          formation: string | null;
          handled: boolean;
          id: string;
          kind: string;
          last_contact_at: string;
          message: string | null;
          modalite: string | null;
          name: string | null;
          nom: string | null;
          notification_attempts: number;
          notification_claimed_until: string | null;
          notification_error: string | null;
          notified_at: string | null;
          opco: string | null;
          place: string | null;
          positioning: Json | null;
          preferred_period: string | null;
          prenom: string | null;
          quote_format: string | null;
          session_key: string | null;
          siret: string | null;
          situation: string | null;
          staff_note: string | null;
          subject: string | null;
          telephone: string | null;
          trainees: number | null;
          training_title: string | null;
          waiting_list: boolean;
        };
        Insert: {
          adresse?: string | null;
          commentaires?: string | null;
          contact?: string | null;
          date_naissance?: string | null;
          email: string;
          entreprise?: string | null;
          formation?: string | null;
          id: string;
          kind: string;
          message?: string | null;
          modalite?: string | null;
          name?: string | null;
          nom?: string | null;
          opco?: string | null;
          place?: string | null;
          positioning?: Json | null;
          preferred_period?: string | null;
          prenom?: string | null;
          quote_format?: string | null;
          session_key?: string | null;
          siret?: string | null;
          situation?: string | null;
          subject?: string | null;
          telephone?: string | null;
          trainees?: number | null;
          waiting_list?: boolean;
        };
        Update: {
          handled?: boolean;
          last_contact_at?: string;
          staff_note?: string | null;
        };
        Relationships: [];
      };
      enrolments: {
        Row: {
          created_at: string;
          ended_on: string | null;
          id: string;
          learner_id: string;
          progress: number;
          session_key: string | null;
          training_code: string | null;
          typed_training_title: string | null;
        };
        Insert: {
          ended_on?: string | null;
          learner_id: string;
          progress?: number;
          session_key?: string | null;
          training_code?: string | null;
        };
        Update: {
          ended_on?: string | null;
          progress?: number;
          session_key?: string | null;
        };
        Relationships: [];
      };
      learner_documents: {
        Row: {
          created_at: string;
          created_by: string | null;
          id: string;
          learner_id: string | null;
          object_path: string;
          session_key: string | null;
          size_bytes: number | null;
          title: string;
          training_code: string;
        };
        Insert: {
          learner_id?: string | null;
          object_path: string;
          session_key?: string | null;
          title: string;
          training_code: string;
        };
        Update: { [_ in never]: never };
        Relationships: [];
      };
      learner_notifications: {
        Row: {
          created_at: string;
          id: string;
          kind: string;
          learner_id: string;
          link: string | null;
          message: string;
        };
        Insert: {
          kind: string;
          learner_id: string;
          link?: string | null;
          message: string;
        };
        Update: { [_ in never]: never };
        Relationships: [];
      };
      learner_profiles: {
        Row: {
          created_at: string;
          full_name: string;
          id: string;
        };
        Insert: {
          full_name: string;
          id: string;
        };
        Update: {
          full_name?: string;
        };
        Relationships: [];
      };
      lessons: {
        Row: {
          ends_at: string;
          enrolment_id: string;
          id: string;
          join_url: string | null;
          learner_id: string;
          place: string | null;
          starts_at: string;
          title: string;
        };
        Insert: {
          ends_at: string;
          enrolment_id: string;
          join_url?: string | null;
          learner_id: string;
          place?: string | null;
          starts_at: string;
          title: string;
        };
        Update: {
          ends_at?: string;
          join_url?: string | null;
          place?: string | null;
          starts_at?: string;
          title?: string;
        };
        Relationships: [];
      };
      privacy_requests: {
        Row: {
          created_at: string;
          handled_at: string | null;
          id: string;
          kind: string;
          learner_id: string;
          notification_attempts: number;
          notification_claimed_until: string | null;
          notification_error: string | null;
          notified_at: string | null;
        };
        Insert: {
          kind: string;
        };
        Update: {
          handled_at?: string | null;
        };
        Relationships: [];
      };
      team_audit: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          after: Json | null;
          at: string;
          before: Json | null;
          id: number;
          row_id: string | null;
          table_name: string | null;
        };
        Insert: { [_ in never]: never };
        Update: { [_ in never]: never };
        Relationships: [];
      };
      testimonials: {
        Row: {
          created_at: string;
          experience_year: number | null;
          formation: string;
          id: number;
          moderated_at: string | null;
          name: string;
          notification_attempts: number;
          notification_claimed_until: string | null;
          notification_error: string | null;
          notified_at: string | null;
          published_at: string | null;
          rating: number;
          refusal_reason: string | null;
          text: string;
          validated: boolean;
          withdrawn_at: string | null;
        };
        Insert: {
          experience_year?: number | null;
          formation: string;
          name: string;
          rating: number;
          text: string;
        };
        Update: {
          refusal_reason?: string | null;
          validated?: boolean;
        };
        Relationships: [];
      };
      trainer_trainings: {
        Row: {
          created_at: string;
          trainer_id: string;
          training_code: string;
        };
        Insert: {
          trainer_id: string;
          training_code: string;
        };
        Update: { [_ in never]: never };
        Relationships: [];
      };
      training_sessions: {
        Row: {
          ends_on: string;
          format: string;
          key: string;
          registration_deadline: string;
          seats_counted_on: string | null;
          seats_left: number | null;
          starts_on: string;
          training_code: string;
          venue: string;
          withdrawn_at: string | null;
        };
        Insert: { [_ in never]: never };
        Update: { [_ in never]: never };
        Relationships: [];
      };
      trainings: {
        Row: {
          code: string;
          slug: string;
          title: string;
          withdrawn_at: string | null;
        };
        Insert: { [_ in never]: never };
        Update: { [_ in never]: never };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      team_enrol_learner: {
        Args: { learner_id: string; full_name: string; training_code: string; session_key: string };
        Returns: string;
      };
      team_learner_export: {
        Args: { learner_id: string };
        Returns: Json;
      };
      team_learners: {
        Args: never;
        Returns: {
          learner_id: string;
          email: string | null;
          full_name: string | null;
          email_confirmed_at: string | null;
          last_sign_in_at: string | null;
          invited: boolean;
        }[];
      };
      team_new_learner_accounts: {
        Args: never;
        Returns: {
          id: string;
          email: string | null;
          full_name: string | null;
          created_at: string;
          email_confirmed_at: string | null;
          last_sign_in_at: string | null;
        }[];
      };
      team_privacy_requests: {
        Args: never;
        Returns: {
          id: string;
          learner_id: string;
          kind: string;
          created_at: string;
          due_on: string;
          handled_at: string | null;
          email: string | null;
          full_name: string | null;
        }[];
      };
      team_trainers: {
        Args: never;
        Returns: {
          trainer_id: string;
          email: string | null;
          trainings: string[];
        }[];
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
