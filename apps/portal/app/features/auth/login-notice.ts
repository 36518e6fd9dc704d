/** `/login?notice=password-reset`: the reset page sends the agent here with a success message. */
export const LOGIN_NOTICE_PARAM = "notice";
export const PASSWORD_RESET_NOTICE = "password-reset";
