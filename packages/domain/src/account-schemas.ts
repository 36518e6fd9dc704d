// Valibot schemas of the account forms (issue 3: register, passwords, phone and OTP, profile, bank account),
// the same rules in the browser and on the server (docs/product/accounts-and-security.md). They accept
// FormData-derived objects: numbers as strings, "" for an empty optional field (→ null), one string for a one-item
// list.
import * as v from "valibot";
import { agentOfficeNameField, agentOfficeRule } from "./agent-office";
import { PASSWORD_MAX as LOGIN_PASSWORD_MAX, objectMessage } from "./auth-schemas";
import { KTP_LENGTH, NPWP_MAX, OTP_LENGTH } from "./constants";
import { ERROR_MESSAGES } from "./error-codes";
import { newPasswordProblem } from "./password-rules";
import { UUID_PATTERN } from "./uuid";
import {
  codeList,
  crossCheck,
  optionalDigits,
  optionalId,
  optionalIdList,
  optionalInteger,
  optionalMatch,
  optionalPicklist,
  optionalMultilineText,
  requiredDigits,
  requiredId,
  requiredText,
  socialMediaList,
} from "./form-fields";
import { singleLine } from "./single-line";
import {
  FIELD_LABELS as L,
  confirmMatch,
  email,
  exactDigits,
  maxLength,
  minLength,
  mobilePhone,
  notInParent,
  oneOf,
  passwordIsEmail,
  required,
  requiredWithDocuments,
  sameAsOldPassword,
  uploadRequired,
} from "./validation-messages";

export const ACCOUNT_LIMITS = {
  NAME_MIN: 3,
  NAME_MAX: 100,
  EMAIL_MIN: 5,
  EMAIL_MAX: 255,
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 64,
  /** Old password on change-password: only required, as long as a login password may be. */
  OLD_PASSWORD_MAX: LOGIN_PASSWORD_MAX,
  NIB_MAX: 13,
  AREA_SPECIALIZATIONS_MAX: 10,
  AGE_MIN: 17,
  AGE_MAX: 100,
  ACCOUNT_NUMBER_MIN: 5,
  ACCOUNT_NUMBER_MAX: 20,
  /** The phone number as typed, before normalising. */
  PHONE_INPUT_MAX: 20,
  OTP_LENGTH,
  OTP_RESEND_SECONDS: 60,
  OTP_VALID_MINUTES: 5,
  OTP_MAX_ATTEMPTS: 5,
  ACTIVATION_LINK_HOURS: 24,
  RESET_LINK_HOURS: 1,
  REFERRAL_CODE_LENGTH: 8,
  KTP_LENGTH,
  NPWP_MAX,
  /** The limits below come from openapi/ (request bodies of update-profile and billing). */
  ADDRESS_MAX: 255,
  BANK_NAME_MAX: 100,
  ACCOUNT_NAME_MAX: 100,
  SOCIAL_MEDIA_VALUE_MAX: 255,
  PROPERTY_SPECIALIZATIONS_MAX: 20,
  PRICE_SPECIALIZATIONS_MAX: 20,
  SOCIAL_MEDIAS_MAX: 20,
} as const;

const A = ACCOUNT_LIMITS;

/** A normalised Indonesian mobile number: "08", a non-zero digit, then 7–10 digits (10–13 digits in all). */
export const PHONE_NUMBER_PATTERN = /^08[1-9][0-9]{7,10}$/;
const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{8}$/;
/** Region ids nest by prefix: province "31", city "31.71", district "31.71.06", village "31.71.06.1001". */
export const REGION_ID_PATTERNS = {
  province: /^\d{2}$/,
  city: /^\d{2}\.\d{2}$/,
  district: /^\d{2}\.\d{2}\.\d{2}$/,
  village: /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/,
} as const;

export const GENDERS = ["MALE", "FEMALE"] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_OPTIONS = [
  { value: "MALE", label: "Laki-laki" },
  { value: "FEMALE", label: "Perempuan" },
] as const satisfies readonly { value: Gender; label: string }[];

/**
 * "+62 812-3456-7890", "6281234567890" or "0812 3456 7890" → "081234567890"; null when the input is not an
 * Indonesian mobile number (a landline, too short or too long, letters…). Idempotent.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, "");
  const local = compact.startsWith("+62")
    ? `0${compact.slice(3)}`
    : compact.startsWith("62")
      ? `0${compact.slice(2)}`
      : compact;
  return PHONE_NUMBER_PATTERN.test(local) ? local : null;
}

// ---------- fields ----------

const firstIssueOnly = { abortPipeEarly: true } as const;

const nameField = requiredText(L.name, A.NAME_MAX, A.NAME_MIN);

/** Trimmed, checked, then lowercased: accounts are looked up by the lowercased address. */
const emailField = v.config(
  v.pipe(
    v.string(required(L.email)),
    singleLine(L.email),
    v.trim(),
    v.nonEmpty(required(L.email)),
    v.maxLength(A.EMAIL_MAX, maxLength(L.email, A.EMAIL_MAX)),
    v.email(email()),
    v.minLength(A.EMAIL_MIN, minLength(L.email, A.EMAIL_MIN)),
    v.toLowerCase(),
  ),
  firstIssueOnly,
);

/** A new password; never trimmed (spaces are part of it), never blank or one of the most common ones. */
const newPasswordField = (label: string) =>
  v.config(
    v.pipe(
      v.string(required(label)),
      v.nonEmpty(required(label)),
      v.minLength(A.PASSWORD_MIN, minLength(label, A.PASSWORD_MIN)),
      v.maxLength(A.PASSWORD_MAX, maxLength(label, A.PASSWORD_MAX)),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? newPasswordProblem(dataset.value) : null;
        if (problem) addIssue({ message: problem });
      }),
    ),
    firstIssueOnly,
  );

const confirmationField = v.config(
  v.pipe(v.string(required(L.password_confirmation)), v.nonEmpty(required(L.password_confirmation))),
  firstIssueOnly,
);

const oldPasswordField = v.config(
  v.pipe(
    v.string(required(L.old_password)),
    v.nonEmpty(required(L.old_password)),
    v.maxLength(A.OLD_PASSWORD_MAX, maxLength(L.old_password, A.OLD_PASSWORD_MAX)),
  ),
  firstIssueOnly,
);

/** A typed phone (at most 20 characters), normalised to "08…". */
const typedPhone = v.pipe(
  v.string(),
  singleLine(L.phone_number),
  v.maxLength(A.PHONE_INPUT_MAX, maxLength(L.phone_number, A.PHONE_INPUT_MAX)),
  v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    const phone = normalizePhone(dataset.value);
    if (phone === null) {
      addIssue({ message: mobilePhone() });
      return NEVER;
    }
    return phone;
  }),
);

/** As typed, required. */
const phoneField = v.config(
  v.pipe(v.string(required(L.phone_number)), v.trim(), v.nonEmpty(required(L.phone_number)), typedPhone),
  firstIssueOnly,
);

/**
 * The register form's phone is optional (absent, null or "" → null): the portal asks for one at /input-phone and
 * verifies it by OTP after the first login. One typed here is checked as phoneField checks it, and the API checks
 * it with this very field.
 */
export const registerPhoneField = v.config(
  v.pipe(
    v.nullish(v.string(mobilePhone()), null),
    v.transform((value) => (value === null || value.trim() === "" ? null : value.trim())),
    v.nullable(typedPhone),
  ),
  firstIssueOnly,
);

/** Exactly 6 digits, kept as a string (a leading 0 matters). */
const otpField = v.config(
  v.pipe(
    v.string(required(L.otp)),
    singleLine(L.otp),
    v.trim(),
    v.nonEmpty(required(L.otp)),
    v.regex(new RegExp(`^\\d{${A.OTP_LENGTH}}$`), exactDigits(L.otp, A.OTP_LENGTH)),
  ),
  firstIssueOnly,
);

const nibField = optionalDigits(L.nib, { max: A.NIB_MAX });

const areaSpecializationsField = codeList(
  L.selected_area_specializations,
  REGION_ID_PATTERNS.city,
  1,
  A.AREA_SPECIALIZATIONS_MAX,
);

const referralCodeField = optionalMatch(
  L.referral_code,
  REFERRAL_CODE_PATTERN,
  ERROR_MESSAGES.referralCodeInvalid,
  (code) => code.toUpperCase(),
);

const photoUuidField = (label: string) =>
  optionalMatch(label, UUID_PATTERN, oneOf(label), (uuid) => uuid.toLowerCase());

// ---------- object-level rules ----------

/** The confirmation repeats the password; reported on the confirmation. */
const confirmationMatches = <T extends { password: string; password_confirmation: string }>() =>
  crossCheck<T>(
    ["password", "password_confirmation"],
    "password_confirmation",
    (input) => input.password === input.password_confirmation,
    confirmMatch(),
  );

/** A KTP or NPWP number needs its photo; reported on the photo. */
const numberNeedsPhoto = <T extends Record<DocumentKey, string | null>>(
  numberKey: DocumentKey,
  photoKey: DocumentKey,
) =>
  crossCheck<T>(
    [numberKey, photoKey],
    photoKey,
    (input) => input[numberKey] === null || input[photoKey] !== null,
    uploadRequired(L[photoKey]),
  );
type DocumentKey = "ktp_number" | "ktp_photo_uuid" | "npwp_number" | "npwp_photo_uuid";

/** Region ids nest by prefix: city "31.71" in province "31", district "31.71.06" in city "31.71" … */
const nestsIn = <T extends Record<RegionKey, string | null>>(childKey: RegionKey, parentKey: RegionKey) =>
  crossCheck<T>(
    [parentKey, childKey],
    childKey,
    (input) => {
      const child = input[childKey];
      const parent = input[parentKey];
      return child === null || parent === null || child.startsWith(`${parent}.`);
    },
    notInParent(L[childKey], L[parentKey]),
  );
type RegionKey = "province_id" | "city_id" | "district_id" | "village_id";

const ADDRESS_KEYS = ["address", "province_id", "city_id", "district_id", "village_id"] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];

/**
 * The home address down to the village is asked for only with a KTP or NPWP (ADR 0029: the NPWP is how an agent
 * asks for the tax details on the invoice, which carries the address with it); a change to the rest of the
 * profile saves without it. Each missing part is reported on its field.
 */
const addressWithDocuments = <T extends Record<AddressKey | DocumentKey, string | null>>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (typeof dataset.value !== "object" || dataset.value === null) return;
    const input = dataset.value as T;
    const documents = (["ktp_number", "ktp_photo_uuid", "npwp_number", "npwp_photo_uuid"] as const).some(
      (key) => typeof input[key] === "string" && input[key] !== "",
    );
    if (!documents) return;
    const flagged = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
    for (const key of ADDRESS_KEYS) {
      if (flagged.has(key) || (key in input && input[key] !== null)) continue;
      const pathItem: v.ObjectPathItem = { type: "object", origin: "value", input, key, value: input[key] };
      addIssue({ message: requiredWithDocuments(L[key]), path: [pathItem] });
    }
  });

// ---------- schemas ----------

const registerObject = v.object(
  {
    name: nameField,
    email: emailField,
    phone_number: registerPhoneField,
    password: newPasswordField(L.password),
    password_confirmation: confirmationField,
    agent_type_id: requiredId(L.agent_type_id),
    agent_office_id: optionalId(L.agent_office_id),
    agent_office_name: agentOfficeNameField,
    nib: nibField,
    selected_area_specializations: areaSpecializationsField,
    referral_code: referralCodeField,
  },
  objectMessage,
);

type Register = v.InferOutput<typeof registerObject>;

/**
 * POST /api/agent/auth/register: the password may not be the e-mail address either; the office is required
 * unless the agent type is one of `independentTypeIds` (agent types with `needs_office: false`). `null` leaves
 * the office rule to the API, for a caller that does not know the agent types (a portal action).
 */
export function registerSchemaFor(independentTypeIds: readonly number[] | null) {
  return v.pipe(
    registerObject,
    crossCheck<Register>(
      ["email", "password"],
      "password",
      (input) => input.password.trim().toLowerCase() !== input.email,
      passwordIsEmail(),
    ),
    confirmationMatches<Register>(),
    ...agentOfficeRule<Register>(independentTypeIds),
  );
}

/** The registration of an agent whose type needs an office (every type does here). */
export const registerSchema = registerSchemaFor([]);

/** Forgot password and resend activation: `{ email }`. */
export const emailSchema = v.object({ email: emailField }, objectMessage);

const newPasswordObject = v.object(
  { password: newPasswordField(L.password), password_confirmation: confirmationField },
  objectMessage,
);
type NewPassword = v.InferOutput<typeof newPasswordObject>;

/** The reset form of /password/reset/{token} (the token travels separately). */
export const resetPasswordSchema = v.pipe(newPasswordObject, confirmationMatches<NewPassword>());

/** /user/create-password, for accounts without a password. */
export const createPasswordSchema = v.pipe(newPasswordObject, confirmationMatches<NewPassword>());

const changePasswordObject = v.object(
  {
    old_password: oldPasswordField,
    password: newPasswordField(L.new_password),
    password_confirmation: confirmationField,
  },
  // A missing "password" is the new password here.
  (issue) => (issue.path?.at(-1)?.key === "password" ? required(L.new_password) : objectMessage(issue)),
);
type ChangePassword = v.InferOutput<typeof changePasswordObject>;

/** /change-password; the new password must differ from the old one ("old password wrong" is the server's). */
export const changePasswordSchema = v.pipe(
  changePasswordObject,
  crossCheck<ChangePassword>(
    ["old_password", "password"],
    "password",
    (input) => input.password !== input.old_password,
    sameAsOldPassword(),
  ),
  confirmationMatches<ChangePassword>(),
);

/** /input-phone (send OTP) and OTP resend: `{ phone_number }`, output normalised to "08…". */
export const phoneSchema = v.object({ phone_number: phoneField }, objectMessage);

/** /otp: `{ otp }`. */
export const otpSchema = v.object({ otp: otpField }, objectMessage);

/** The account's current password, proving the person at the keyboard owns it (phone change). */
const currentPasswordField = v.config(
  v.pipe(
    v.string(required(L.password)),
    v.nonEmpty(required(L.password)),
    v.maxLength(A.OLD_PASSWORD_MAX, maxLength(L.password, A.OLD_PASSWORD_MAX)),
  ),
  firstIssueOnly,
);

/** POST /api/profile/phone_number: the new number, the OTP sent to it and the account's password. */
export const phoneChangeSchema = v.object(
  { phone_number: phoneField, otp: otpField, password: currentPasswordField },
  objectMessage,
);

const profileObject = v.object(
  {
    name: nameField,
    agent_type_id: requiredId(L.agent_type_id),
    agent_office_id: optionalId(L.agent_office_id),
    agent_office_name: agentOfficeNameField,
    selected_property_specializations: optionalIdList(
      L.selected_property_specializations,
      A.PROPERTY_SPECIALIZATIONS_MAX,
    ),
    selected_price_specializations: optionalIdList(L.selected_price_specializations, A.PRICE_SPECIALIZATIONS_MAX),
    selected_area_specializations: areaSpecializationsField,
    social_medias: socialMediaList(L.social_medias, A.SOCIAL_MEDIAS_MAX, A.SOCIAL_MEDIA_VALUE_MAX),
    nib: nibField,
    ktp_number: optionalDigits(L.ktp_number, { exact: A.KTP_LENGTH }),
    ktp_photo_uuid: photoUuidField(L.ktp_photo_uuid),
    npwp_number: optionalDigits(L.npwp_number, { max: A.NPWP_MAX }),
    npwp_photo_uuid: photoUuidField(L.npwp_photo_uuid),
    address: optionalMultilineText(L.address, A.ADDRESS_MAX),
    province_id: optionalMatch(L.province_id, REGION_ID_PATTERNS.province, oneOf(L.province_id)),
    city_id: optionalMatch(L.city_id, REGION_ID_PATTERNS.city, oneOf(L.city_id)),
    district_id: optionalMatch(L.district_id, REGION_ID_PATTERNS.district, oneOf(L.district_id)),
    village_id: optionalMatch(L.village_id, REGION_ID_PATTERNS.village, oneOf(L.village_id)),
    age: optionalInteger(L.age, A.AGE_MIN, A.AGE_MAX),
    gender: optionalPicklist(L.gender, GENDERS),
  },
  objectMessage,
);
type Profile = v.InferOutput<typeof profileObject>;

/**
 * POST /api/agent/update-profile. KTP and NPWP photos are uploaded first; their uuids come here. The office is
 * required unless the agent type is one of `independentTypeIds`; `null` leaves that rule to the API.
 */
export function profileSchemaFor(independentTypeIds: readonly number[] | null) {
  return v.pipe(
    profileObject,
    numberNeedsPhoto<Profile>("ktp_number", "ktp_photo_uuid"),
    numberNeedsPhoto<Profile>("npwp_number", "npwp_photo_uuid"),
    addressWithDocuments<Profile>(),
    // In order, so a wrong city is not also blamed on the district below it.
    nestsIn<Profile>("city_id", "province_id"),
    nestsIn<Profile>("district_id", "city_id"),
    nestsIn<Profile>("village_id", "district_id"),
    ...agentOfficeRule<Profile>(independentTypeIds),
  );
}

/** The profile of an agent whose type needs an office (every type does here). */
export const profileSchema = profileSchemaFor([]);

/** PUT /api/v2/user/billing-information (the bank account modal): all four fields required. */
export const billingSchema = v.object(
  {
    bank_name: requiredText(L.bank_name, A.BANK_NAME_MAX),
    account_name: requiredText(L.account_name, A.ACCOUNT_NAME_MAX),
    account_number: requiredDigits(L.account_number, A.ACCOUNT_NUMBER_MIN, A.ACCOUNT_NUMBER_MAX),
    phone_number: phoneField,
  },
  objectMessage,
);
