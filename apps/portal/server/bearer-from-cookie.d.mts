export declare const TOKEN_COOKIE_NAME: "griya_token";
export declare function bearerFromCookie(
  authorization: string | undefined,
  cookieHeader: string | undefined,
): string | undefined;
