import type { Handlers } from "./openapi/register-routes.js";
import { loginAgent } from "./features/auth/login.js";
import { logout } from "./features/auth/logout.js";
import { getPublicConfig } from "./features/public/get-public-config.js";
import * as regional from "./features/regional/regional-handlers.js";
import { getUserAgent } from "./features/user/get-user-agent.js";

/** Implemented operations, keyed by the contract's operationId; every other operation answers 501. */
export const handlers: Handlers = {
  loginAgent,
  logout,
  getUserAgent,
  getPublicConfig,
  getAllProvinces: regional.listProvinces,
  listProvinces: regional.listProvinces,
  listCitiesByProvince: regional.listCitiesByProvince,
  listAreasByCity: regional.listAreasByCity,
  listVillagesByDistrict: regional.listVillagesByDistrict,
  searchAreas: regional.searchAreas,
};
