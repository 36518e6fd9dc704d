import {
  bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const provinces = pgTable("provinces", { id: text("id").primaryKey(), name: text("name").notNull() });
export const cities = pgTable("cities", {
  id: text("id").primaryKey(),
  provinceId: text("province_id").notNull(),
  name: text("name").notNull(),
});
export const districts = pgTable("districts", {
  id: text("id").primaryKey(),
  cityId: text("city_id").notNull(),
  name: text("name").notNull(),
});
export const villages = pgTable("villages", {
  id: text("id").primaryKey(),
  districtId: text("district_id").notNull(),
  name: text("name").notNull(),
});

export const agentTypes = pgTable("agent_types", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull(),
});
export const agentOffices = pgTable("agent_offices", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  cityId: text("city_id"),
  address: text("address"),
});
export const propertyTypes = pgTable("property_types", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull(),
});
export const certificates = pgTable("certificates", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  name: text("name").notNull(),
});
export const furnishingStatuses = pgTable("furnishing_statuses", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  name: text("name").notNull(),
});
export const rentPeriods = pgTable("rent_periods", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  name: text("name").notNull(),
  months: integer("months").notNull(),
});
export const facilities = pgTable("facilities", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  name: text("name").notNull(),
  uomName: text("uom_name"),
});
export const fieldRules = pgTable("field_rules", {
  id: serial("id").primaryKey(),
  propertyTypeId: integer("property_type_id").notNull(),
  type: text("type").notNull(),
  allowed: boolean("allowed").notNull(),
  required: boolean("required").notNull(),
});

export const membershipTiers = pgTable("membership_tiers", {
  code: text("code").primaryKey(),
  displayName: text("display_name").notNull(),
  durationDays: integer("duration_days").notNull(),
  listingSlots: integer("listing_slots").notNull(),
  bonusCoins: integer("bonus_coins").notNull(),
  price: integer("price").notNull(),
});

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  uuid: uuid("uuid").notNull().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash"),
  emailVerifiedAt: ts("email_verified_at"),
  phoneNumber: text("phone_number"),
  phoneNumberVerifiedAt: ts("phone_number_verified_at"),
  referralCode: text("referral_code").notNull(),
  avatarPath: text("avatar_path"),
  agentTypeId: integer("agent_type_id"),
  agentOfficeId: integer("agent_office_id"),
  nib: text("nib"),
  adminProjectPartnerUrl: text("admin_project_partner_url"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const memberships = pgTable("memberships", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  tier: text("tier").notNull(),
  startedAt: ts("started_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const authTokens = pgTable("auth_tokens", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: integer("user_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: ts("expires_at").notNull(),
  revokedAt: ts("revoked_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
