import { Alert } from "@griya/ui/alert";
import { useSearchParams } from "react-router";
import { guardArrivalMessage } from "../lib/guard-arrival-message";
import { readGuardArrival } from "../lib/guard-reason";

/** Says on arrival why a guard brought the agent here (the reason the middleware added to the redirect). */
export function GuardArrivalNotice() {
  const [params] = useSearchParams();
  const arrival = readGuardArrival(params);
  return arrival ? (
    <Alert tone="info" className="guard-arrival">
      {guardArrivalMessage(arrival)}
    </Alert>
  ) : null;
}
