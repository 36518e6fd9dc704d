import { neutraliseLinks } from "@griya/domain/enquiry-rules";
import * as msg from "@griya/domain/validation-messages";
import type { AppDb } from "../../platform/db/client.js";
import type { fieldErrors } from "../enquiries/index.js";
import { findAgentTypeName, findCityLabel, findPropertyTypeName } from "./sales-forms-repository.js";

// What the three sales forms read alike: the contact (name, e-mail, phone, message) and the catalogue ids they
// may name, each refused at its own field in Indonesian.

export type ContactBody = { name: string; email: string; phone: string; message?: string | null };
export type Contact = { name: string; email: string; phone: string; message: string | null };
export type FieldCheck = ReturnType<typeof fieldErrors>;

/** Trimmed, the phone normalised to 08…, links neutralised in what a person reads. */
export function readContact(check: FieldCheck, body: ContactBody): Contact {
  return {
    name: neutraliseLinks(check.requiredText("name", body.name)),
    email: check.requiredText("email", body.email).toLowerCase(),
    phone: check.phone("phone", body.phone),
    message: optionalText(body.message),
  };
}

/** Optional text: blank is absent; links neutralised. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? neutraliseLinks(trimmed) : null;
}

/** Required text other than the contact's (company, project): trimmed, links neutralised. */
export function requiredText(check: FieldCheck, field: string, value: string): string {
  return neutraliseLinks(check.requiredText(field, value));
}

/** The city's name with its province ("Kota Bandung, Jawa Barat"), or a refusal at city_id for an unknown id. */
export async function cityName(
  db: AppDb,
  check: FieldCheck,
  cityId: string | null | undefined,
): Promise<string | null> {
  if (cityId == null) return null;
  const name = await findCityLabel(db, cityId);
  if (name === undefined) check.refuse("city_id", msg.oneOf(msg.labelFor("city_id")));
  return name ?? null;
}

/** The agent type's name, or a refusal at agent_type_id. */
export async function agentTypeName(
  db: AppDb,
  check: FieldCheck,
  id: number | null | undefined,
): Promise<string | null> {
  if (id == null) return null;
  const name = await findAgentTypeName(db, id);
  if (name === undefined) check.refuse("agent_type_id", msg.oneOf(msg.labelFor("agent_type_id")));
  return name ?? null;
}

/** The property type's name, or a refusal at property_type_id. */
export async function propertyTypeName(
  db: AppDb,
  check: FieldCheck,
  id: number | null | undefined,
): Promise<string | null> {
  if (id == null) return null;
  const name = await findPropertyTypeName(db, id);
  if (name === undefined) check.refuse("property_type_id", msg.oneOf(msg.labelFor("property_type_id")));
  return name ?? null;
}
