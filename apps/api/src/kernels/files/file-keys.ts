// Where each kind of file lives in the storage, and the URL that serves it. Public and private files sit under
// different prefixes, so a public route can never be pointed at an identity document. Every public key is new per
// upload (a random uuid or name), so its URL can be cached forever, by browsers and by a CDN (S3_PUBLIC_URL).
import type { PublicFiles } from "./public-files.js";

export type PhotoPurpose = "listing" | "ktp" | "npwp";
export const PHOTO_PURPOSES = ["listing", "ktp", "npwp"] as const satisfies readonly PhotoPurpose[];

export const avatarKey = (name: string, size: number) => `avatars/${name}-${size}.webp`;
export const avatarUrl = (files: PublicFiles, name: string, size: number) => files.url(avatarKey(name, size));
/** users.avatar_path holds the file name of the 512 px picture ("<32 hex>-512.webp"). */
export const avatarFileName = (name: string, size: number) => `${name}-${size}.webp`;
export const avatarNameOf = (avatarPath: string) => avatarPath.replace(/-\d+\.webp$/, "");
/** The URL of users.avatar_path, the 512 px picture. */
export const avatarPathUrl = (files: PublicFiles, avatarPath: string) => files.url(`avatars/${avatarPath}`);

export const listingPhotoKey = (uuid: string, width: number) => `photos/${uuid}-${width}.webp`;
export const listingPhotoUrl = (files: PublicFiles, uuid: string, width: number) =>
  files.url(listingPhotoKey(uuid, width));

export const documentKey = (uuid: string) => `documents/${uuid}.webp`;
/** Always through the API, which checks the owner: documents never get a public or CDN URL. */
export const documentUrl = (uuid: string) => `/api/files/documents/${uuid}`;

const isDocumentPurpose = (purpose: PhotoPurpose) => purpose !== "listing";

export function photoKey(uuid: string, purpose: PhotoPurpose, width: number): string {
  return isDocumentPurpose(purpose) ? documentKey(uuid) : listingPhotoKey(uuid, width);
}

export function photoUrl(files: PublicFiles, uuid: string, purpose: PhotoPurpose, width: number): string {
  return isDocumentPurpose(purpose) ? documentUrl(uuid) : listingPhotoUrl(files, uuid, width);
}
