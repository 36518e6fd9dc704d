import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import {
  agentRegistrations,
  agentTypes,
  cities,
  findProjectInquiries,
  projectRegistrations,
  propertyTypes,
  provinces,
} from "../../platform/db/schema.js";

/** "Kota Bandung, Jawa Barat", or undefined for an unknown city. */
export async function findCityLabel(db: AppDb, cityId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: sql<string>`${cities.name} || ', ' || ${provinces.name}` })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.id, cityId));
  return row?.name;
}

export async function findAgentTypeName(db: AppDb, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: agentTypes.name }).from(agentTypes).where(eq(agentTypes.id, id));
  return row?.name;
}

export async function findPropertyTypeName(db: AppDb, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: propertyTypes.name }).from(propertyTypes).where(eq(propertyTypes.id, id));
  return row?.name;
}

type Stored = { uuid: string; created_at: Date };
const STORED = { uuid: agentRegistrations.uuid, created_at: agentRegistrations.createdAt };

export async function insertAgentRegistration(tx: AppDb, row: typeof agentRegistrations.$inferInsert): Promise<Stored> {
  const [stored] = await tx.insert(agentRegistrations).values(row).returning(STORED);
  return stored!;
}

export async function insertProjectRegistration(
  tx: AppDb,
  row: typeof projectRegistrations.$inferInsert,
): Promise<Stored> {
  const [stored] = await tx
    .insert(projectRegistrations)
    .values(row)
    .returning({ uuid: projectRegistrations.uuid, created_at: projectRegistrations.createdAt });
  return stored!;
}

export async function insertFindProjectInquiry(
  tx: AppDb,
  row: typeof findProjectInquiries.$inferInsert,
): Promise<Stored> {
  const [stored] = await tx
    .insert(findProjectInquiries)
    .values(row)
    .returning({ uuid: findProjectInquiries.uuid, created_at: findProjectInquiries.createdAt });
  return stored!;
}
