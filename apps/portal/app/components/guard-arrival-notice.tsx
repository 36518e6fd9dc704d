import { Alert } from "@griya/ui/alert";
import { useSearchParams } from "react-router";
import { guardArrivalMessage } from "../lib/guard-arrival-message";
import { GUARD_FROM_PARAM, GUARD_REASON_PARAM, readGuardArrival } from "../lib/guard-reason";
import { useOneTimeParams } from "../lib/use-one-time-params";

/** Says on arrival why a guard brought the agent here (the reason the middleware added to the redirect). */
export function GuardArrivalNotice() {
  const [params] = useSearchParams();
  const arrival = readGuardArrival(params);
  useOneTimeParams(GUARD_REASON_PARAM, GUARD_FROM_PARAM);
  return arrival ? (
    <Alert tone="info" className="guard-arrival">
      {guardArrivalMessage(arrival)}
    </Alert>
  ) : null;
}
