import { eq } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { consultations, listings, propertyTypes } from "../../platform/db/schema.js";

export type ConsultationListing = {
  id: number;
  uuid: string;
  listingNumber: string;
  titleSuffix: string | null;
  propertyType: string | null;
};

/** Any listing, public or not, with its property type's name. */
export async function findConsultationListing(db: AppDb, uuid: string): Promise<ConsultationListing | undefined> {
  const [row] = await db
    .select({
      id: listings.id,
      uuid: listings.uuid,
      listingNumber: listings.listingNumber,
      titleSuffix: listings.titleSuffix,
      propertyType: propertyTypes.name,
    })
    .from(listings)
    .leftJoin(propertyTypes, eq(propertyTypes.id, listings.propertyTypeId))
    .where(eq(listings.uuid, uuid));
  return row;
}

export type NewConsultation = {
  listingId: number | null;
  name: string;
  phone: string;
  email: string | null;
  loanAmount: number | null;
  tenureYears: number | null;
  monthlyIncome: number | null;
  message: string | null;
};

export async function insertConsultation(
  tx: AppDb,
  consultation: NewConsultation,
): Promise<{ uuid: string; createdAt: Date }> {
  const [created] = await tx
    .insert(consultations)
    .values(consultation)
    .returning({ uuid: consultations.uuid, createdAt: consultations.createdAt });
  return created!;
}
