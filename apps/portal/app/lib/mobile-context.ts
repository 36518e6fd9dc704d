import { createContext } from "react-router";

/** Whether this request renders the app look (`?mobile=true`, remembered in a cookie): no header or footer. */
export const mobileContext = createContext<boolean>(false);
