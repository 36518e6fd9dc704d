import type { RouteHandlerMethod } from "fastify";
import * as repo from "./regional-repository.js";

export const listProvinces: RouteHandlerMethod = async (request) => ({
  data: await repo.listProvinces(request.server.database.db),
});

export const listCitiesByProvince: RouteHandlerMethod = async (request) => {
  const { province_id } = request.query as { province_id: string };
  return { data: await repo.listCities(request.server.database.db, province_id) };
};

export const listAreasByCity: RouteHandlerMethod = async (request) => {
  const { city_id } = request.query as { city_id: string };
  return { data: await repo.listAreas(request.server.database.db, city_id) };
};

export const listVillagesByDistrict: RouteHandlerMethod = async (request) => {
  const { district_id } = request.query as { district_id: string };
  return { data: await repo.listVillages(request.server.database.db, district_id) };
};

export const searchAreas: RouteHandlerMethod = async (request) => {
  const { query = "", limit = 20 } = request.query as { query?: string; limit?: number };
  return { data: await request.server.areaDirectory.search(query, limit) };
};
