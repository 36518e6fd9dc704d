import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import * as repo from "./regional-repository.js";

export const listProvinces: OperationHandler<"getAllProvinces"> = async (request) => ({
  data: await repo.listProvinces(request.server.database.db),
});

export const listCitiesByProvince: OperationHandler<"listCitiesByProvince"> = async (request) => {
  const { province_id } = request.query;
  return { data: await repo.listCities(request.server.database.db, province_id) };
};

export const listAreasByCity: OperationHandler<"listAreasByCity"> = async (request) => {
  const { city_id } = request.query;
  return { data: await repo.listAreas(request.server.database.db, city_id) };
};

export const listVillagesByDistrict: OperationHandler<"listVillagesByDistrict"> = async (request) => {
  const { district_id } = request.query;
  return { data: await repo.listVillages(request.server.database.db, district_id) };
};

export const searchAreas: OperationHandler<"searchAreas"> = async (request) => {
  const { query = "", limit = 20 } = request.query;
  return { data: await request.server.areaDirectory.search(query, limit) };
};
