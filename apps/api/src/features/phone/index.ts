export { requestNewOtp, sendPhoneOtp } from "./send-phone-otp.js";
export { updatePhoneNumber } from "./update-phone-number.js";
export { verifyOtp } from "./verify-otp.js";
