import type { OperationHandler } from "../../openapi/operation-handler.js";
import { readRegisterChoices } from "./register-form-repository.js";

/** Agent types, every city with its province (area specialities) and agent offices. */
export const getRegisterForm: OperationHandler<"getRegisterForm"> = async (request) => {
  const { agentTypes, cities, agentOffices } = await readRegisterChoices(request.server.database.db);
  return { data: { agent_types: agentTypes, cities, agent_offices: agentOffices } };
};
