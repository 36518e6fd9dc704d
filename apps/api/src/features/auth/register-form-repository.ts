import { asc, eq } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { agentOffices, agentTypes, cities, provinces } from "../../platform/db/schema.js";

/** Agent types, every city with its province (area specialities) and agent offices, in the form's order. */
export async function readRegisterChoices(db: AppDb) {
  const [agentTypeRows, cityRows, officeRows] = await Promise.all([
    db
      .select({ id: agentTypes.id, name: agentTypes.name, code: agentTypes.code })
      .from(agentTypes)
      .orderBy(asc(agentTypes.sortOrder), asc(agentTypes.id)),
    db
      .select({ id: cities.id, name: cities.name, province_id: cities.provinceId, province_name: provinces.name })
      .from(cities)
      .innerJoin(provinces, eq(provinces.id, cities.provinceId))
      .orderBy(asc(provinces.name), asc(cities.name)),
    db.select({ id: agentOffices.id, name: agentOffices.name }).from(agentOffices).orderBy(asc(agentOffices.name)),
  ]);
  return { agentTypes: agentTypeRows, cities: cityRows, agentOffices: officeRows };
}
